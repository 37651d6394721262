// The partner-shop inquiry (docs/product/storefront.md#partner-shops-and-inquiry): the form validates with this
// schema and the API validates the request body with it again. Messages are translation keys of the `partner`
// namespace.
import { type InferType, object } from 'yup';
import { optionalText } from './fields';

export const PARTNER_INQUIRY_LIMITS = {
  name: 50,
  company: 100,
  country: 50,
  phone: 30,
  // RFC 5321: a forward path holds at most 254 characters.
  email: 254,
  description: 2000,
} as const;

export const PARTNER_INQUIRY_ERRORS = {
  companyRequired: 'partner:errors.companyRequired',
  descriptionRequired: 'partner:errors.descriptionRequired',
  contactRequired: 'partner:errors.contactRequired',
  emailInvalid: 'partner:errors.emailInvalid',
  phoneInvalid: 'partner:errors.phoneInvalid',
  tooLong: 'partner:errors.tooLong',
  wrongType: 'partner:errors.wrongType',
} as const;

const E = PARTNER_INQUIRY_ERRORS;

// Digits with the usual separators, and at least one digit: "+886 2-2345-6789", "(02) 2345 6789".
const PHONE = /^(?=.*\d)[\d+\-\s()]+$/;

/**
 * A text answer: only a string is accepted (a number, array, object or null is refused, never turned
 * into text), surrounding spaces are trimmed, and a blank answer counts as not given.
 */
const text = (max: number) => optionalText(max, E);

// docs/product/storefront.md#partner-shops-and-inquiry: "contact info or e-mail" — at least one way to reach the
// shop.
function hasOtherContact(other: 'phone' | 'email') {
  return function (this: { parent: Record<string, unknown> }, value: string | undefined): boolean {
    return Boolean(value) || Boolean(this.parent[other]);
  };
}

export const partnerInquirySchema = object({
  name: text(PARTNER_INQUIRY_LIMITS.name),
  company: text(PARTNER_INQUIRY_LIMITS.company).required(E.companyRequired),
  country: text(PARTNER_INQUIRY_LIMITS.country),
  phone: text(PARTNER_INQUIRY_LIMITS.phone).matches(PHONE, E.phoneInvalid).test('contact', E.contactRequired, hasOtherContact('email')),
  email: text(PARTNER_INQUIRY_LIMITS.email).email(E.emailInvalid).test('contact', E.contactRequired, hasOtherContact('phone')),
  description: text(PARTNER_INQUIRY_LIMITS.description).required(E.descriptionRequired),
})
  .typeError(E.wrongType)
  .required(E.wrongType);

export type PartnerInquiryInput = InferType<typeof partnerInquirySchema>;
export type PartnerInquiryField = keyof PartnerInquiryInput;
