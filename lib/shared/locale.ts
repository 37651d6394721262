// Locales and formatting helpers shared by server and browser. zh-TW is the default
// (docs/product/storefront.md#country-and-languages).
import { dateTimeFormat } from './intl-cache';

export const LOCALES = ['zh-TW', 'en', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-TW';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale to use for a request: the NEXT_LOCALE cookie, then Accept-Language, then zh-TW. */
export function pickLocale(cookieLocale: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookieLocale)) return cookieLocale;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh-TW';
    if (tag.startsWith('ko')) return 'ko';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LOCALE;
}

/** Native name of each locale, shown in the language switcher in its own script. */
export const LOCALE_LABELS: Record<Locale, string> = { 'zh-TW': '繁體中文', en: 'English', ko: '한국어' };

export function formatDate(value: Date | string, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return dateTimeFormat(locale, { timeZone: 'Asia/Taipei', ...options }).format(new Date(value));
}
