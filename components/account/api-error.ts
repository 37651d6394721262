// Turns a failed call into what the account forms show: field errors under their fields, and one
// translated message otherwise. The browser branches on the error `code`, never on the English text.
import type { ApiError } from '@/hooks/useProfile';
import type { ErrorCode, FieldError } from '@/lib/shared/errors';

const COMMON: Partial<Record<ErrorCode, string>> = {
  RATE_LIMITED: 'errors:rateLimited',
  UNAUTHORIZED: 'errors:sessionExpired',
  ACCOUNT_DORMANT: 'auth:errors.dormant',
  FORBIDDEN: 'errors:forbidden',
  NOT_FOUND: 'errors:notFound',
  VALIDATION: 'errors:invalidRequest',
  BAD_REQUEST: 'errors:invalidRequest',
};

/** The translation key for a failure; `keys` gives the form's own meaning of a code. */
export function errorKey(error: ApiError | null | undefined, keys: Partial<Record<ErrorCode, string>> = {}): string {
  const code = error?.response?.data?.code;
  if (!code || code === 'OK') return 'errors:serverError';
  if (code === 'VALIDATION') {
    const first = error?.response?.data?.errors?.[0];
    if (first) return first.key;
  }
  return keys[code] ?? COMMON[code] ?? 'errors:serverError';
}

export function fieldErrors(error: ApiError | null | undefined): FieldError[] {
  return error?.response?.data?.errors ?? [];
}
