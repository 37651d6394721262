// Failures of the order services. Business rules that belong to one field (an unknown serial, a missing
// phone verification) are answered like the schema's own errors — 400 VALIDATION with the field's path
// and a translation key — so the wizard shows them under the field in the member's language.
import { ValidationError } from 'yup';
import { isOrderNumber } from '@/lib/shared/orders/order-number';
import { AppError } from '../errors/app-error';

export function fieldErrors(errors: { path: string; key: string }[]): ValidationError {
  return new ValidationError(errors.map((error) => new ValidationError(error.key, undefined, error.path)));
}

export const orderNotFound = () => new AppError('NOT_FOUND', 'Order information error', 'orders:errors.notFound');

/**
 * docs/product/orders.md#who-can-order, docs/product/errors-and-messages.md#orders-and-drafts: "An account from
 * another country's service cannot order here".
 */
export const foreignRegion = () => new AppError('FORBIDDEN', "An account from another country's service cannot order here", 'orders:errors.foreignRegion');

/** docs/product/errors-and-messages.md#orders-and-drafts: "price policy and order info load failure". */
export const policyMissing = () => new AppError('CONFLICT', 'The price policy and order information could not be loaded.', 'orders:errors.policyMissing');

export const alreadySubmitted = () => new AppError('CONFLICT', 'This order has already been submitted.', 'orders:errors.alreadySubmitted');

/** The same idempotency key was used by another member: never reveal or return their order. */
export const keyTaken = () => new AppError('CONFLICT', 'This request was already used. Please reload the page.', 'orders:errors.keyTaken');

/** The route parameter: a positive integer id, anything else is simply not found. */
export function parseOrderId(value: unknown): number {
  const text = Array.isArray(value) ? undefined : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw orderNotFound();
  return Number(text);
}

/** Order numbers look like G261122123456 / R261122123456 (lib/shared/orders/order-number.ts). */
export function parseOrderNumber(value: unknown): string {
  if (!isOrderNumber(value)) throw orderNotFound();
  return value;
}
