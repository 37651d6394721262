// Sign-up and e-mail verification (docs/product/accounts.md#sign-up, docs/product/accounts.md#field-rules): name or
// nickname, e-mail, password and its confirmation, age 14 or over, and the required agreements (terms, privacy
// policy, cross-border transfer); advertising consent is optional. The same schema validates the form and POST
// /brg/api/member/signup.
import { type InferType, object } from 'yup';
import { AUTH_ERRORS, emailField, nickField, passwordField } from './auth-fields';
import { strictBoolean, strictString } from './fields';
import { linkTokenField, passwordConfirmField } from './password';

export const SIGNUP_ERRORS = {
  /** docs/product/accounts.md#sign-up: "Please agree to all required terms and conditions." */
  agreeRequired: 'signup:validation.agreeRequired',
  /** docs/product/accounts.md#sign-up: under-14s cannot sign up. */
  under14: 'signup:validation.under14',
  phoneInvalid: 'signup:validation.phoneInvalid',
  codeRequired: 'signup:validation.codeRequired',
  codeInvalid: 'signup:validation.codeInvalid',
} as const;

/** The checkboxes, in the order the form shows them. `advertisingConsent` is the only optional one. */
export const REQUIRED_AGREEMENTS = ['over14', 'agreeTerms', 'agreePrivacy', 'agreeCrossBorder'] as const;
export const AGREEMENTS = [...REQUIRED_AGREEMENTS, 'advertisingConsent'] as const;
export type AgreementName = (typeof AGREEMENTS)[number];

export const CODE_LENGTH = 6;

// Only a real boolean: "true", 1 or "on" from a hostile client are refused, not converted.
const flag = () => strictBoolean(AUTH_ERRORS.wrongType);
// A custom test rather than oneOf([true]): yup reports oneOf before (and instead of) other messages.
const required = (message: string) =>
  flag()
    .required(message)
    .test('checked', message, (value) => value === undefined || value === true);

/** International or local digits; the phone is optional at sign-up (phone verification comes later). */
const PHONE_RULE = /^\+?[0-9]{8,15}$/;

export const signupSchema = object({
  mbNick: nickField(),
  email: emailField(),
  password: passwordField(),
  passwordConfirm: passwordConfirmField(),
  phone: strictString(AUTH_ERRORS.wrongType)
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value))
    .optional()
    .matches(PHONE_RULE, { message: SIGNUP_ERRORS.phoneInvalid, excludeEmptyString: true }),
  over14: required(SIGNUP_ERRORS.under14),
  agreeTerms: required(SIGNUP_ERRORS.agreeRequired),
  agreePrivacy: required(SIGNUP_ERRORS.agreeRequired),
  agreeCrossBorder: required(SIGNUP_ERRORS.agreeRequired),
  advertisingConsent: flag().default(false),
});

export type SignupInput = InferType<typeof signupSchema>;

/** POST /api/verifyEmailCode with the six digits typed on the sign-up-complete page. */
export const verifyEmailCodeSchema = object({
  email: emailField(),
  code: strictString(SIGNUP_ERRORS.codeInvalid)
    .required(SIGNUP_ERRORS.codeRequired)
    .matches(new RegExp(`^\\d{${CODE_LENGTH}}$`), SIGNUP_ERRORS.codeInvalid),
});
export type VerifyEmailCodeInput = InferType<typeof verifyEmailCodeSchema>;

/** POST /api/verifyEmailCode with the token of the e-mailed link. */
export const verifyEmailLinkSchema = object({ token: linkTokenField() });

/** POST /brg/api/member/resend-verification */
export const resendVerificationSchema = object({ email: emailField() });
