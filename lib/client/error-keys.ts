// The pure half of lib/client/error-message.ts: which translation key a failure shows, read from its `code` and field
// errors only, for an ApiError from either transport (lib/client/api.ts with axios, lib/client/fetch-api.ts on the lean
// pages, issue #11). Precedence of messageKeyOf:
//   1. the form's own key for the code (`keys`);
//   2. VALIDATION: the first field error's key (none: "Invalid request", or the fallback when `shared` is off);
//   3. the shared key of the code (SHARED), unless `shared` is off;
//   4. the fallback ("Server error" unless given): no answer, an answer without our envelope, any other code.
import type { ErrorCode, FieldError } from '@/lib/shared/errors';

export type ErrorKeys = Partial<Record<ErrorCode | 'NETWORK', string>>;

export interface MessageOptions {
  /** Use the shared messages below (default). Off for a form that shows only its own, e.g. payments. */
  shared?: boolean;
  /** The key when nothing else matches; "Server error" by default. */
  fallback?: string;
}

/** What a failed call is known by (lib/client/api-error.ts's ApiError is one). */
export interface Failure {
  code: ErrorCode | 'NETWORK';
  errors: FieldError[];
}

const SERVER_ERROR = 'errors:serverError';
const INVALID_REQUEST = 'errors:invalidRequest';

/** The messages every form shares; a form passes its own `keys` for the codes it knows better. */
export const SHARED_ERROR_KEYS: ErrorKeys = {
  RATE_LIMITED: 'errors:rateLimited',
  UNAUTHORIZED: 'errors:sessionExpired',
  FORBIDDEN: 'errors:forbidden',
  NOT_FOUND: 'errors:notFound',
  BAD_REQUEST: INVALID_REQUEST,
  INVALID_CREDENTIALS: 'auth:errors.incorrect',
  EMAIL_NOT_VERIFIED: 'auth:errors.notVerified',
  ACCOUNT_DORMANT: 'auth:errors.dormant',
  CAPTCHA_REQUIRED: 'auth:captcha.required',
};

/** The translation key to show for a failure (precedence above); the fallback without one. */
export function messageKeyOf(failure: Failure | null | undefined, keys: ErrorKeys = {}, options: MessageOptions = {}): string {
  const { shared = true, fallback = SERVER_ERROR } = options;
  if (!failure) return fallback;
  const { code, errors } = failure;
  const own = keys[code];
  if (own) return own;
  if (code === 'VALIDATION') return errors[0]?.key ?? (shared ? INVALID_REQUEST : fallback);
  return (shared ? SHARED_ERROR_KEYS[code] : undefined) ?? fallback;
}
