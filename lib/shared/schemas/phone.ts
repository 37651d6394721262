// Phone verification (docs/product/accounts.md#phone-verification): the dialog combines a country code
// and the mobile number into E.164 ("+886912345678"); the API validates that number with the same rules.
// Messages are translation keys of the `phone` namespace (and `auth:validation.wrongType`).
import { type InferType, object } from 'yup';
import { AUTH_ERRORS } from './auth-fields';
import { strictString } from './fields';
import { phoneCountryOf } from '../phone-numbers';

export const PHONE_ERRORS = {
  required: 'phone:validation.required',
  format: 'phone:validation.format',
  codeRequired: 'phone:validation.codeRequired',
  codeFormat: 'phone:validation.codeFormat',
  wrongType: AUTH_ERRORS.wrongType,
} as const;

/** Longest input accepted before separators are removed. */
const MAX_INPUT = 30;
const SEPARATORS = /[\s\-().]/g;

export const phoneNumberField = () =>
  strictString(PHONE_ERRORS.wrongType)
    .max(MAX_INPUT, PHONE_ERRORS.format)
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(SEPARATORS, '') : value))
    .required(PHONE_ERRORS.required)
    .test('mobile', PHONE_ERRORS.format, (value) => value === undefined || value.length > MAX_INPUT || phoneCountryOf(value) !== null);

export const codeField = () =>
  strictString(PHONE_ERRORS.wrongType)
    .required(PHONE_ERRORS.codeRequired)
    .matches(/^\d{6}$/, PHONE_ERRORS.codeFormat);

/** POST /api/sendVerificationToken. */
export const sendPhoneCodeSchema = object({ phoneNumber: phoneNumberField() }).typeError(PHONE_ERRORS.wrongType).required(PHONE_ERRORS.wrongType);

/** POST /api/verificationCheck. */
export const checkPhoneCodeSchema = object({ phoneNumber: phoneNumberField(), code: codeField() })
  .typeError(PHONE_ERRORS.wrongType)
  .required(PHONE_ERRORS.wrongType);

export type SendPhoneCodeInput = InferType<typeof sendPhoneCodeSchema>;
export type CheckPhoneCodeInput = InferType<typeof checkPhoneCodeSchema>;
