// The one mapper from a failed call to what a form shows: the translation key of its message and its
// field errors. The browser branches on `code`, never on the English text. The precedence of errorMessageKey is
// messageKeyOf's (lib/client/error-keys.ts):
//   1. the form's own key for the code (`keys`);
//   2. VALIDATION: the first field error's key (none: "Invalid request", or the fallback when `shared` is off);
//   3. the shared key of the code (SHARED), unless `shared` is off;
//   4. the fallback ("Server error" unless given): no answer, an answer without our envelope, any other code.
import type { ErrorCode, FieldError } from '@/lib/shared/errors';
import { PAYMENT_ERRORS } from '@/lib/shared/payments';
import { ApiError } from './api-error';
import { type ErrorKeys, type MessageOptions, messageKeyOf } from './error-keys';

export { type ErrorKeys, type MessageOptions, SHARED_ERROR_KEYS } from './error-keys';

/**
 * A payment call (docs/product/errors-and-messages.md#payments): only these codes have their own message; anything
 * else — a network failure or a server error included — may not have gone through, so it reads "Payment failed".
 */
export const PAYMENT_ERROR_KEYS: ErrorKeys = {
  PAYMENT_FAILED: PAYMENT_ERRORS.failed,
  ORDER_OVER_MAX: PAYMENT_ERRORS.overMax,
  PAYMENT_AMOUNT_UNAVAILABLE: PAYMENT_ERRORS.amountUnavailable,
  ORDER_ALREADY_PAID: PAYMENT_ERRORS.alreadyPaid,
  NOT_FOUND: PAYMENT_ERRORS.notFound,
  UNAUTHORIZED: 'errors:sessionExpired',
  RATE_LIMITED: 'errors:rateLimited',
  FORBIDDEN: 'errors:forbidden',
};
const PAYMENT_MESSAGE_OPTIONS: MessageOptions = { shared: false, fallback: PAYMENT_ERRORS.failed };

/** The failure's code: NETWORK without an answer, INTERNAL for an answer without our envelope; null without an error. */
export function errorCode(error: unknown): ErrorCode | 'NETWORK' | null {
  return error ? ApiError.from(error).code : null;
}

export function fieldErrors(error: unknown): FieldError[] {
  return error ? ApiError.from(error).errors : [];
}

/** What the server sent along with the refusal (e.g. a sign-up date), when it did. */
export function errorData<T>(error: unknown): T | undefined {
  return error ? (ApiError.from(error).data as T | undefined) : undefined;
}

/** The translation key to show for a failure (precedence above). */
export function errorMessageKey(error: unknown, keys: ErrorKeys = {}, options: MessageOptions = {}): string {
  return messageKeyOf(error ? ApiError.from(error) : null, keys, options);
}

/** The message of a failed payment call: its own codes only, else "Payment failed". */
export function paymentErrorKey(error: unknown): string {
  return errorMessageKey(error, PAYMENT_ERROR_KEYS, PAYMENT_MESSAGE_OPTIONS);
}
