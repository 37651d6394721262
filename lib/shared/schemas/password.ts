// Forgot password and reset by e-mailed link (docs/product/accounts.md#field-rules: 6 to 32 characters with a letter,
// a number and a special character; the confirmation must match). Messages are translation keys.
import { type InferType, object, string } from 'yup';
import { AUTH_ERRORS, emailField, passwordField } from './auth-fields';
import { strictString } from './fields';

export const PASSWORD_ERRORS = {
  confirmRequired: 'password:validation.confirmRequired',
  invalidRequest: 'errors:invalidRequest',
} as const;

/** Link tokens are 43 base64url characters; anything much longer is not ours. */
export const LINK_TOKEN_MAX = 100;

/** "Password verification": required, and equal to the field named `other` ("Passwords do not match").
 *  A custom test rather than oneOf([ref]): yup would report oneOf instead of "required" when empty. */
export const passwordConfirmField = (other = 'password') =>
  string()
    .typeError(AUTH_ERRORS.wrongType)
    .required(PASSWORD_ERRORS.confirmRequired)
    .test('match', AUTH_ERRORS.passwordMismatch, function match(value) {
      return !value || value === (this.parent as Record<string, unknown>)[other];
    });

export const linkTokenField = () =>
  strictString(PASSWORD_ERRORS.invalidRequest)
    .required(PASSWORD_ERRORS.invalidRequest)
    .max(LINK_TOKEN_MAX, PASSWORD_ERRORS.invalidRequest)
    .matches(/^[A-Za-z0-9_-]+$/, PASSWORD_ERRORS.invalidRequest);

/** POST /brg/api/auth/send-password-change-email */
export const forgotPasswordSchema = object({ email: emailField() });
export type ForgotPasswordInput = InferType<typeof forgotPasswordSchema>;

/** The form on /reset-password (the token comes from the page, not from a field). */
export const newPasswordSchema = object({
  password: passwordField(),
  passwordConfirm: passwordConfirmField(),
});
export type NewPasswordInput = InferType<typeof newPasswordSchema>;

/** PATCH /brg/api/auth/password-by-mail */
export const resetPasswordSchema = newPasswordSchema.shape({ token: linkTokenField() });
export type ResetPasswordInput = InferType<typeof resetPasswordSchema>;
