// hooks/useTranslation for component tests, used as
// `jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'))`: `t` answers the key
// itself, followed by its parameters as JSON when it has any, so a test finds text by its key and the values in it.
export const keyText = (key: string, params?: Record<string, unknown>) => (params && Object.keys(params).length > 0 ? `${key} ${JSON.stringify(params)}` : key);

export const useTranslation = () => ({ t: keyText, i18n: { language: 'en' } });
