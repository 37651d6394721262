// Field rules of docs/product/accounts.md#field-rules shared by sign-up, login, password reset and profile forms.
// Messages are translation keys of the `auth` namespace; locales/en/auth.json holds the contract's English wording
// (docs/product/errors-and-messages.md#message-catalogue).
import { string } from 'yup';
import { strictString } from './fields';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
export const NICK_MIN = 2;
export const NICK_MAX = 32;
export const EMAIL_MAX = 254;

export const AUTH_ERRORS = {
  emailRequired: 'auth:validation.emailRequired',
  emailInvalid: 'auth:validation.emailInvalid',
  passwordRequired: 'auth:validation.passwordRequired',
  passwordRule: 'auth:validation.passwordRule',
  passwordLength: 'auth:validation.passwordLength',
  passwordMismatch: 'auth:validation.passwordMismatch',
  passwordSameAsOld: 'auth:validation.passwordSameAsOld',
  nickRequired: 'auth:validation.nickRequired',
  nickInvalid: 'auth:validation.nickInvalid',
  wrongType: 'auth:validation.wrongType',
} as const;

const E = AUTH_ERRORS;

// A letter, a digit and a character that is neither (docs/product/accounts.md#field-rules).
const PASSWORD_RULE = /^(?=.*\p{L})(?=.*\d)(?=.*[^\p{L}\d\s]).*$/u;
// Korean, English or digits (docs/product/accounts.md#field-rules); Chinese characters too, since this is the Taiwan
// service.
const NICK_RULE = /^[\p{Script=Hangul}\p{Script=Han}A-Za-z0-9]+$/u;
// Practical e-mail check: one @, a dot in the domain, no spaces.
const EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// E-mail addresses are compared in lower case (yup's .lowercase() would throw on a non-string).
export const emailField = () =>
  strictString(E.wrongType)
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .required(E.emailRequired)
    .max(EMAIL_MAX, E.emailInvalid)
    .matches(EMAIL_RULE, E.emailInvalid);

/** Passwords are not trimmed: spaces are part of what the member typed. */
export const passwordField = (min = PASSWORD_MIN, max: number | null = PASSWORD_MAX) => {
  let field = string().typeError(E.wrongType).required(E.passwordRequired).min(min, E.passwordLength);
  if (max !== null) field = field.max(max, E.passwordLength);
  return field.matches(PASSWORD_RULE, E.passwordRule);
};

export const nickField = () =>
  strictString(E.wrongType).required(E.nickRequired).min(NICK_MIN, E.nickInvalid).max(NICK_MAX, E.nickInvalid).matches(NICK_RULE, E.nickInvalid);
