// Reads the API envelope of a failed call (SPEC.md §7) and picks the translation key to show. Pages
// branch on `code`, never on the English message text.
import type { AxiosError } from 'axios';
import type { ApiEnvelope, ErrorCode, FieldError } from '@/lib/shared/errors';

export type ApiError = AxiosError<ApiEnvelope<unknown>>;

/** Messages every auth page shares; a page passes its own for the codes it knows better. */
const COMMON_KEYS: Partial<Record<ErrorCode, string>> = {
  RATE_LIMITED: 'errors:rateLimited',
  BAD_REQUEST: 'errors:invalidRequest',
  INVALID_CREDENTIALS: 'auth:errors.incorrect',
  EMAIL_NOT_VERIFIED: 'auth:errors.notVerified',
  CAPTCHA_REQUIRED: 'auth:captcha.required',
};

export function apiErrorCode(error: unknown): ErrorCode | null {
  const code = (error as ApiError | null)?.response?.data?.code;
  return typeof code === 'string' && code !== 'OK' ? code : null;
}

export function apiFieldErrors(error: unknown): FieldError[] {
  const errors = (error as ApiError | null)?.response?.data?.errors;
  return Array.isArray(errors) ? errors : [];
}

export function apiErrorData<T>(error: unknown): T | undefined {
  return (error as ApiError | null)?.response?.data?.data as T | undefined;
}

/** The key to show for a failure: the page's own, a shared one, the first field error, or "Server error". */
export function apiErrorKey(error: unknown, keys: Partial<Record<ErrorCode, string>> = {}): string {
  const code = apiErrorCode(error);
  if (code && keys[code]) return keys[code];
  if (code && COMMON_KEYS[code]) return COMMON_KEYS[code];
  if (code === 'VALIDATION') return apiFieldErrors(error)[0]?.key ?? 'errors:invalidRequest';
  return 'errors:serverError';
}
