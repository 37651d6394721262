// Mobile numbers of the countries we serve (docs/product/accounts.md#phone-verification), in E.164 ("+886912345678").
// Plain rules without yup, so a page that only shows a number (my page's summary) does not download the validator;
// lib/shared/schemas/phone.ts builds the API's schemas on them.

export interface PhoneCountry {
  /** ISO 3166 code: also the key of the country's name in phone.json `countries.*`. */
  iso: string;
  /** Calling code without "+". */
  dial: string;
  /** The national mobile number once the trunk "0" is dropped. */
  mobile: RegExp;
}

/**
 * Taiwan first: the default of the dialog (docs/product/storefront.md#country-and-languages: the service is for
 * Taiwan and Korea).
 */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { iso: 'TW', dial: '886', mobile: /^9\d{8}$/ },
  { iso: 'KR', dial: '82', mobile: /^1[016789]\d{7,8}$/ },
  { iso: 'JP', dial: '81', mobile: /^[789]0\d{8}$/ },
  { iso: 'US', dial: '1', mobile: /^[2-9]\d{2}[2-9]\d{6}$/ },
  { iso: 'HK', dial: '852', mobile: /^[4-9]\d{7}$/ },
  { iso: 'MO', dial: '853', mobile: /^6\d{7}$/ },
  { iso: 'CN', dial: '86', mobile: /^1[3-9]\d{9}$/ },
  { iso: 'SG', dial: '65', mobile: /^[89]\d{7}$/ },
];

export const DEFAULT_PHONE_COUNTRY = PHONE_COUNTRIES[0]!;
export const CODE_LENGTH = 6;

/** "0912-345-678" with +886 → "+886912345678": separators and the trunk "0" are dropped. */
export function toE164(dial: string, national: string): string {
  const digits = national.replace(/\D/g, '').replace(/^0+/, '');
  return `+${dial}${digits}`;
}

/** The country of a supported mobile number in E.164, or null. */
export function phoneCountryOf(e164: string): PhoneCountry | null {
  const match = /^\+(\d{7,15})$/.exec(e164);
  if (!match) return null;
  const digits = match[1]!;
  return PHONE_COUNTRIES.find((country) => digits.startsWith(country.dial) && country.mobile.test(digits.slice(country.dial.length))) ?? null;
}

/** "+886912345678" → "+886 9•••••678": enough for the member to recognise it. */
export function maskPhone(e164: string): string {
  const country = phoneCountryOf(e164);
  const rest = country ? e164.slice(country.dial.length + 1) : e164.slice(1);
  const shown = rest.length > 4 ? `${rest.slice(0, 1)}${'•'.repeat(rest.length - 4)}${rest.slice(-3)}` : rest;
  return country ? `+${country.dial} ${shown}` : `+${shown}`;
}
