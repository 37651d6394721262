// My page forms (docs/product/storefront.md#my-page, docs/product/accounts.md#field-rules): profile, password change,
// withdrawal, and the dormancy status check. The forms and the API validate with these schemas. Messages are
// translation keys.
import { type InferType, boolean, object, ref, string } from 'yup';
import { AUTH_ERRORS, EMAIL_MAX, emailField, nickField, passwordField } from './auth-fields';
import { strictString } from './fields';

export const NAME_MAX = 50;
/**
 * docs/product/accounts.md#field-rules: on the profile form a new password has 6 or more characters; the cap only
 * stops abuse.
 */
export const PROFILE_PASSWORD_MIN = 6;
export const PROFILE_PASSWORD_MAX = 128;
const TYPED_PASSWORD_MAX = 256;

export const PROFILE_ERRORS = {
  nameInvalid: 'account:profile.validation.nameInvalid',
  currentPasswordRequired: 'account:password.validation.currentRequired',
  newPasswordMin: 'account:password.validation.min',
  newPasswordMax: 'account:password.validation.max',
  confirmRequired: 'account:password.validation.confirmRequired',
  withdrawAgree: 'account:withdrawal.validation.agree',
  wrongType: AUTH_ERRORS.wrongType,
} as const;

const E = PROFILE_ERRORS;

// Letters (any script), digits, spaces and the punctuation of names: "Chen Wei-Ting", "O'Neil Jr."
const NAME_RULE = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'\-]*$/u;

export const profileSchema = object({
  mbNick: nickField(),
  mbName: strictString(E.wrongType)
    // An empty name (or null) clears it: the name is optional, the nickname is not.
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .max(NAME_MAX, E.nameInvalid)
    .matches(NAME_RULE, E.nameInvalid),
  advertisingConsent: boolean().typeError(E.wrongType).nonNullable(E.wrongType).default(false),
})
  .typeError(E.wrongType)
  .required(E.wrongType);

export const passwordChangeSchema = object({
  currentPassword: string().typeError(E.wrongType).required(E.currentPasswordRequired).max(TYPED_PASSWORD_MAX, E.currentPasswordRequired),
  newPassword: passwordField(PROFILE_PASSWORD_MIN, null)
    .min(PROFILE_PASSWORD_MIN, E.newPasswordMin)
    .max(PROFILE_PASSWORD_MAX, E.newPasswordMax)
    .test('differs', AUTH_ERRORS.passwordSameAsOld, function differs(value) {
      return !value || value !== this.parent.currentPassword;
    }),
  confirmPassword: string()
    .typeError(E.wrongType)
    .required(E.confirmRequired)
    .oneOf([ref('newPassword')], AUTH_ERRORS.passwordMismatch),
})
  .typeError(E.wrongType)
  .required(E.wrongType);

/**
 * Withdrawal: the member ticks the confirmation and proves it is them with the password, or, for an
 * account that signs in only through a social provider, by typing the account's e-mail address.
 * Which of the two is required depends on the account, so the service checks that part.
 */
export const withdrawSchema = object({
  agree: boolean().typeError(E.wrongType).required(E.withdrawAgree).oneOf([true], E.withdrawAgree),
  password: string().typeError(E.wrongType).max(TYPED_PASSWORD_MAX, AUTH_ERRORS.passwordRequired),
  email: strictString(E.wrongType)
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() || undefined : value))
    .max(EMAIL_MAX, AUTH_ERRORS.emailInvalid),
})
  .typeError(E.wrongType)
  .required(E.wrongType);

/** POST /api/member/checkMbStatus. */
export const mbStatusQuerySchema = object({ email: emailField() }).typeError(E.wrongType).required(E.wrongType);

export type ProfileInput = InferType<typeof profileSchema>;
export type PasswordChangeInput = InferType<typeof passwordChangeSchema>;
export type WithdrawInput = InferType<typeof withdrawSchema>;
