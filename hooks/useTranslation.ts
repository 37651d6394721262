// The translation hook of every component (docs/decisions/0016-translations-without-i18next.md): the same call as
// react-i18next's — `const { t, i18n } = useTranslation('ns')` or `(['ns', 'other'])` or `('ns', { keyPrefix })`, keys without a namespace read
// the first one — answered from the page's resources by lib/shared/i18n/translate.ts, without i18next in the browser.
import { createContext, useContext, useMemo } from 'react';
import { type Translate, type TranslationStore, createTranslate, languagesFor } from '@/lib/shared/i18n/translate';
import { DEFAULT_LOCALE } from '@/lib/shared/locale';

export interface PageTranslations {
  language: string;
  store: TranslationStore;
}

export const TranslationContext = createContext<PageTranslations>({ language: DEFAULT_LOCALE, store: {} });

export interface UseTranslation {
  t: Translate;
  i18n: { language: string };
}

export function useTranslation(namespaces?: string | readonly string[], options?: { keyPrefix?: string }): UseTranslation {
  const { language, store } = useContext(TranslationContext);
  const defaultNs = (typeof namespaces === 'string' ? namespaces : namespaces?.[0]) ?? 'common';
  const keyPrefix = options?.keyPrefix;
  // One `t` per page and namespace: components may depend on its identity (effects), as with react-i18next.
  return useMemo(
    () => ({ t: createTranslate(store, languagesFor(language), defaultNs, keyPrefix), i18n: { language } }),
    [store, language, defaultNs, keyPrefix],
  );
}
