// Money is an integer in the currency's minor unit (docs/product/pricing.md#currencies-and-minor-units). Taiwanese
// gateways charge whole dollars, so TWD has no decimals, like KRW; USD is kept in cents.
import type { Currency } from '@/lib/server/db/generated/enums';
import { numberFormat } from './intl-cache';
import { DEFAULT_LOCALE, isLocale } from './locale';

/** The largest amount any money column holds (PostgreSQL `integer`): a larger one is refused, not stored. */
export const MAX_MONEY = 2_147_483_647;

export const CURRENCY_DECIMALS: Record<Currency, number> = { KRW: 0, TWD: 0, USD: 2 };

// A page can show Taiwan and US dollars side by side, and zh-TW's own symbol for TWD is a bare "$":
// a fixed, unambiguous symbol per currency (also identical on the server and in any browser's ICU,
// so the rendered text never differs at hydration).
const CURRENCY_SYMBOLS: Record<Currency, string> = { TWD: 'NT$', USD: 'US$', KRW: '₩' };

/** Minor units → the amount in whole currency units (1800 USD cents → 18). */
export function toMajorUnits(minor: number, currency: Currency): number {
  return minor / 10 ** CURRENCY_DECIMALS[currency];
}

/** e.g. formatMoney(650, 'TWD', 'zh-TW') → "NT$650", formatMoney(1800, 'USD', 'en') → "US$18.00". */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  const decimals = CURRENCY_DECIMALS[currency];
  const format = numberFormat(isLocale(locale) ? locale : DEFAULT_LOCALE, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return format
    .formatToParts(toMajorUnits(minor, currency))
    .map((part) => (part.type === 'currency' ? CURRENCY_SYMBOLS[currency] : part.value))
    .join('')
    .trim();
}
