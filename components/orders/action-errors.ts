// What an order action shows when it fails (branching on codes and on the server's translation key, never on
// message text): the refusals of the myorders namespace by their key, a stale page as "the order changed
// meanwhile", field errors under their fields; anything unexpected as the form's fallback ('Cancellation failed'
// for the cancel dialog, docs/product/order-lifecycle.md#cancellation-and-refund).
import { ApiError } from '@/lib/client/api';
import { errorMessageKey, fieldErrors } from '@/lib/client/error-message';
import type { FieldError } from '@/lib/shared/errors';

export const MYORDERS_ERRORS = {
  cancelFailed: 'myorders:errors.cancelFailed',
  notAllowed: 'myorders:errors.notAllowed',
  changedMeanwhile: 'myorders:errors.changedMeanwhile',
  refundAccountRequired: 'myorders:errors.refundAccountRequired',
  bankNotForCurrency: 'myorders:errors.bankNotForCurrency',
  deliveryCostWouldChange: 'myorders:errors.deliveryCostWouldChange',
  addressNotFound: 'myorders:errors.addressNotFound',
  orderNotFound: 'myorders:errors.orderNotFound',
  courierNotForCurrency: 'myorders:errors.courierNotForCurrency',
} as const;

const KNOWN_KEYS: readonly string[] = Object.values(MYORDERS_ERRORS);

export function actionErrorKey(error: unknown, fallback = 'errors:serverError'): string {
  if (!error) return fallback;
  const { code, key } = ApiError.from(error);
  if (key && KNOWN_KEYS.includes(key)) return key;
  // A conflict answered by another module (e.g. the shared status guard) is still a stale page.
  if (code === 'CONFLICT') return MYORDERS_ERRORS.changedMeanwhile;
  return errorMessageKey(error, { NOT_FOUND: MYORDERS_ERRORS.orderNotFound }, { fallback });
}

/**
 * Field errors of a form whose fields are `fields` (paths as the server names them), each with the form path it
 * goes under; the rest is for the general message.
 */
export function formFieldErrors(error: unknown, fields: Record<string, string>): { path: string; key: string }[] {
  return fieldErrors(error)
    .filter((item: FieldError) => item.path in fields)
    .map((item) => ({ path: fields[item.path]!, key: item.key }));
}

/** True when every problem of the failure is shown under a field. */
export function onlyFieldErrors(error: unknown, fields: Record<string, string>): boolean {
  const all = fieldErrors(error);
  return all.length > 0 && all.every((item) => item.path in fields);
}
