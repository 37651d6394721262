// A partner shop as the admin form sends it, and its activation (issue #10; docs/product/storefront.md#partner-shops-and-inquiry:
// /partner-shop lists the active shops by country). The same schemas check the form in the browser and the bodies
// of /api/admin/partners.
//
// Languages: the shop's own name, city and address (in its local script, as the seed writes them) are required and
// are what every visitor sees where their language has no translation (lib/server/partners/list-partner-shops.ts);
// zh-TW, en and ko translations are optional, each all empty or all filled in.
import { type InferType, object } from 'yup';
import { oneOfStrings, strictBoolean } from '../fields';
import { CONTENT_ERRORS as E } from './content-errors';
import { localizedTexts, sortOrder, text } from './fields';

/** Countries the public page has a heading for (partner.json `countries`). */
export const PARTNER_COUNTRIES = ['TW', 'KR'] as const;

export const PARTNER_SHOP_LIMITS = { name: 100, city: 50, address: 200, phone: 30, email: 254, website: 300 } as const;
export const PARTNER_TEXT_LIMITS = { name: PARTNER_SHOP_LIMITS.name, city: PARTNER_SHOP_LIMITS.city, address: PARTNER_SHOP_LIMITS.address };
export type PartnerTextField = keyof typeof PARTNER_TEXT_LIMITS;

// Digits with the usual separators, and at least one digit (as the partner inquiry's phone).
const PHONE = /^(?=.*\d)[\d+\-\s()]+$/;
// One @, no spaces, a dot in the domain: the form's check; mail is never sent to it.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isWebsite(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const required = (max: number) => text(max).required(E.required);

export const partnerShopSchema = object({
  name: required(PARTNER_SHOP_LIMITS.name),
  country: oneOfStrings(PARTNER_COUNTRIES, E.country).required(E.country),
  city: required(PARTNER_SHOP_LIMITS.city),
  address: required(PARTNER_SHOP_LIMITS.address),
  phone: text(PARTNER_SHOP_LIMITS.phone).test('phone', E.wrongType, (value) => !value || PHONE.test(value)),
  email: text(PARTNER_SHOP_LIMITS.email).test('email', E.email, (value) => !value || EMAIL.test(value)),
  // Linked from the public page: only http(s) addresses, never javascript: or data:.
  website: text(PARTNER_SHOP_LIMITS.website).test('website', E.website, (value) => !value || isWebsite(value)),
  sortOrder: sortOrder(),
  isActive: strictBoolean(E.wrongType).default(true),
  translations: localizedTexts(PARTNER_TEXT_LIMITS, { required: null }),
})
  .typeError(E.wrongType)
  .required(E.wrongType);
export type PartnerShopInput = InferType<typeof partnerShopSchema>;

/** PUT /api/admin/partners/[id]/active. */
export const partnerShopActiveSchema = object({
  isActive: strictBoolean(E.wrongType).required(E.wrongType),
})
  .typeError(E.wrongType)
  .required(E.wrongType);
export type PartnerShopActiveInput = InferType<typeof partnerShopActiveSchema>;
