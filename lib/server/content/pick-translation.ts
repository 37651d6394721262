import { DEFAULT_LOCALE, type Locale } from '@/lib/shared/locale';

/**
 * The translation in `locale`, else the Traditional Chinese one (the site's fallback language,
 * docs/product/storefront.md#country-and-languages), else any: content written in one language only is still shown.
 */
export function pickTranslation<T extends { locale: string }>(translations: readonly T[], locale: Locale): T | undefined {
  return translations.find((item) => item.locale === locale) ?? translations.find((item) => item.locale === DEFAULT_LOCALE) ?? translations[0];
}
