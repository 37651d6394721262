// Loads the translation namespaces a page needs, always with `common` (header, footer, menus).
import type { SSRConfig } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import nextI18NextConfig from '../../../next-i18next.config';
import { DEFAULT_LOCALE, type Locale, isLocale } from '@/lib/shared/locale';

export function pageTranslations(locale: string | undefined, namespaces: string[] = []): Promise<SSRConfig> {
  const lng: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return serverSideTranslations(lng, ['common', ...namespaces], nextI18NextConfig);
}
