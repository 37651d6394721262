// The message of a failed coupon call (docs/product/payments.md#coupons): the server's own coupons:* key when it sent
// one (each refusal has its own words), else the shared message of the code (429 "too many attempts", a field error,
// a lost session), else "that did not work".
import { ApiError } from './api-error';
import { errorMessageKey } from './error-message';

export function couponErrorKey(error: unknown): string {
  const key = error ? ApiError.from(error).key : undefined;
  if (key?.startsWith('coupons:')) return key;
  return errorMessageKey(error, {}, { fallback: 'coupons:errors.generic' });
}
