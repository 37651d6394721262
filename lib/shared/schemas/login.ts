import { type InferType, boolean, object, string } from 'yup';
import { AUTH_ERRORS, emailField } from './auth-fields';

// Login checks only presence and shape: the password rules apply when one is chosen, and an old
// password that predates a rule must still work.
export const loginSchema = object({
  email: emailField(),
  password: string().typeError(AUTH_ERRORS.wrongType).required(AUTH_ERRORS.passwordRequired).max(256, AUTH_ERRORS.passwordRequired),
  stayLoggedIn: boolean().typeError(AUTH_ERRORS.wrongType).default(false),
  /** The solved ALTCHA challenge, asked for after repeated failures (CAPTCHA_REQUIRED); opaque here. */
  altcha: string().typeError(AUTH_ERRORS.wrongType).max(4000, AUTH_ERRORS.wrongType).optional(),
});

export type LoginInput = InferType<typeof loginSchema>;

/**
 * POST /api/login/renew: the refresh cookie, or `refreshToken` in the body as the call table lists
 * (docs/product/accounts.md#account-api-calls). The browser sends `{}`; any other field is refused (issue #24).
 */
export const renewSchema = object({
  refreshToken: string().typeError(AUTH_ERRORS.wrongType).max(4000, AUTH_ERRORS.wrongType).optional(),
});
