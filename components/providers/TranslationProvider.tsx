// Gives the page's translations to every component (hooks/useTranslation.ts), on the server and in the browser, from
// the `_nextI18Next` prop that pageTranslations (serverSideTranslations) adds to a page's props. Replaces next-i18next's
// appWithTranslation, which started an i18next instance in the browser (docs/decisions/0016-translations-without-i18next.md).
import { type ReactNode, useMemo } from 'react';
import { type PageTranslations, TranslationContext } from '@/hooks/useTranslation';
import type { TranslationStore } from '@/lib/shared/i18n/translate';
import { DEFAULT_LOCALE } from '@/lib/shared/locale';

/** What serverSideTranslations puts in a page's props (next-i18next's SSRConfig['_nextI18Next']). */
export interface NextI18NextProps {
  initialI18nStore?: TranslationStore;
  initialLocale?: string;
}

interface Props {
  translations: NextI18NextProps | undefined;
  /** The router's locale, for a page without translations (it shows keys, as with next-i18next). */
  locale: string | undefined;
  children: ReactNode;
}

export function TranslationProvider({ translations, locale, children }: Props) {
  const language = translations?.initialLocale ?? locale ?? DEFAULT_LOCALE;
  const store = translations?.initialI18nStore;
  const value = useMemo<PageTranslations>(() => ({ language, store: store ?? {} }), [language, store]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}
