// Request schemas of the social sign-in routes. Browser-safe (yup and the shared field rules only): the
// link and agreement forms validate with the same schemas as the API (HOUSE_STYLE.md).
import { type InferType, mixed, object, string } from 'yup';
import { AUTH_ERRORS } from '@/lib/shared/schemas/auth-fields';
import { strictString } from '@/lib/shared/schemas/fields';
import { AGREEMENTS, signupSchema } from '@/lib/shared/schemas/signup';

const INVALID = 'errors:invalidRequest';

/** GET /api/oauth/<provider>/start */
export const startQuerySchema = object({
  returnUrl: strictString(INVALID).max(512, INVALID).optional(),
  intent: mixed<'login' | 'signup' | 'link'>().oneOf(['login', 'signup', 'link'], INVALID).default('login'),
  /** Only for clients that receive the code themselves and post it (POST endpoints): a URL on this site. */
  redirectUri: strictString(INVALID).max(512, INVALID).optional(),
  locale: strictString(INVALID).max(10, INVALID).optional(),
});

/** POST /api/facebook/oauth and /brg/api/oauth/<provider>: the code a client received itself. */
export const socialCodeSchema = object({
  code: strictString(AUTH_ERRORS.wrongType).required(INVALID).max(2048, INVALID),
  state: strictString(AUTH_ERRORS.wrongType).required(INVALID).max(512, INVALID),
  redirectUri: strictString(AUTH_ERRORS.wrongType).required(INVALID).max(512, INVALID),
});

/** Linking to an existing e-mail account: its password proves the member owns it. */
export const socialLinkSchema = object({
  password: string().typeError(AUTH_ERRORS.wrongType).required(AUTH_ERRORS.passwordRequired).max(256, AUTH_ERRORS.passwordRequired),
  /** The solved ALTCHA challenge, as the login asks for it after repeated failures (auth/login-guard.ts). */
  altcha: string().typeError(AUTH_ERRORS.wrongType).max(4000, AUTH_ERRORS.wrongType).optional(),
});

/** The required agreements of sign-up, exactly as the sign-up form asks them (docs/product/accounts.md#sign-up). */
export const socialAgreeSchema = signupSchema.pick([...AGREEMENTS]);

export type StartQuery = InferType<typeof startQuerySchema>;
export type SocialCodeInput = InferType<typeof socialCodeSchema>;
export type SocialLinkInput = InferType<typeof socialLinkSchema>;
export type SocialAgreeInput = InferType<typeof socialAgreeSchema>;
