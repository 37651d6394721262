// The translated message for a failed payment call (SPEC.md §8). The browser branches on the error code,
// never on the English text; the payment step of the order wizard can use the same map.
import type { AxiosError } from 'axios';
import type { ApiEnvelope, ErrorCode } from '@/lib/shared/errors';
import { PAYMENT_ERRORS } from '@/lib/shared/payments';

export type PaymentApiError = AxiosError<ApiEnvelope<never>>;

const KEYS: Partial<Record<ErrorCode, string>> = {
  PAYMENT_FAILED: PAYMENT_ERRORS.failed,
  ORDER_OVER_MAX: PAYMENT_ERRORS.overMax,
  PAYMENT_AMOUNT_UNAVAILABLE: PAYMENT_ERRORS.amountUnavailable,
  ORDER_ALREADY_PAID: PAYMENT_ERRORS.alreadyPaid,
  NOT_FOUND: PAYMENT_ERRORS.notFound,
  UNAUTHORIZED: 'errors:sessionExpired',
  RATE_LIMITED: 'errors:rateLimited',
  FORBIDDEN: 'errors:forbidden',
};

export function paymentErrorKey(error: PaymentApiError | null | undefined): string {
  const body = error?.response?.data;
  if (body?.code === 'VALIDATION' && body.errors?.[0]) return body.errors[0].key;
  // A network failure or a server error: the payment may not have gone through.
  return (body?.code && KEYS[body.code as ErrorCode]) || PAYMENT_ERRORS.failed;
}
