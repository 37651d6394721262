// A shipping address of the address book (docs/product/accounts.md#shipping-addresses: nickname, recipient, phone
// and address are required). The address dialog and the API validate with this schema. Messages are
// translation keys of the `account` namespace.
import { type InferType, boolean, object } from 'yup';
import { AUTH_ERRORS } from './auth-fields';
import { optionalText } from './fields';

export const ADDRESS_LIMITS = {
  nickname: 30,
  recipient: 50,
  phone: 20,
  postalCode: 10,
  address: 200,
  addressDetail: 200,
  deliveryMemo: 200,
} as const;

/** A member keeps at most this many addresses. */
export const MAX_ADDRESSES = 20;

export const ADDRESS_ERRORS = {
  nicknameRequired: 'account:addresses.validation.nicknameRequired',
  recipientRequired: 'account:addresses.validation.recipientRequired',
  phoneRequired: 'account:addresses.validation.phoneRequired',
  phoneInvalid: 'account:addresses.validation.phoneInvalid',
  postalCodeInvalid: 'account:addresses.validation.postalCodeInvalid',
  addressRequired: 'account:addresses.validation.addressRequired',
  tooLong: 'account:addresses.validation.tooLong',
  wrongType: AUTH_ERRORS.wrongType,
} as const;

const E = ADDRESS_ERRORS;

// Digits with the usual separators, 6 to 15 digits: "0912-345-678", "+82 10 1234 5678", "(02) 2345 6789".
const PHONE = /^\+?[\d\s\-()]+$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;
// Taiwan 3/5/6 digits, Korea 5 digits, Japan "123-4567", US "12345-6789".
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9\- ]*$/;

/** Only a string is accepted (never a number or object turned into text); blank counts as not given. */
const text = (max: number) => optionalText(max, E);

export const addressSchema = object({
  nickname: text(ADDRESS_LIMITS.nickname).required(E.nicknameRequired),
  recipient: text(ADDRESS_LIMITS.recipient).required(E.recipientRequired),
  phone: text(ADDRESS_LIMITS.phone)
    .required(E.phoneRequired)
    .matches(PHONE, E.phoneInvalid)
    .test('digits', E.phoneInvalid, (value) => value === undefined || (digitCount(value) >= 6 && digitCount(value) <= 15)),
  postalCode: text(ADDRESS_LIMITS.postalCode).matches(POSTAL_CODE, E.postalCodeInvalid),
  address: text(ADDRESS_LIMITS.address).required(E.addressRequired),
  addressDetail: text(ADDRESS_LIMITS.addressDetail),
  deliveryMemo: text(ADDRESS_LIMITS.deliveryMemo),
  isDefault: boolean().typeError(E.wrongType).nonNullable(E.wrongType).default(false),
})
  .typeError(E.wrongType)
  .required(E.wrongType);

export type AddressInput = InferType<typeof addressSchema>;
export type AddressField = Exclude<keyof AddressInput, 'isDefault'>;

/** An address as the API returns it. */
export interface AddressView {
  id: number;
  nickname: string;
  recipient: string;
  phone: string;
  postalCode: string | null;
  address: string;
  addressDetail: string | null;
  deliveryMemo: string | null;
  isDefault: boolean;
}
