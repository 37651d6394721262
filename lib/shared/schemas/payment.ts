// The body of the payment call (docs/product/payments.md), apart from lib/shared/payments.ts so the pages that only
// show a payment do not download yup (issue #24, first-load JS of member pages).
import { type InferType, mixed, object } from 'yup';
import type { PaymentMethod } from '@/lib/server/db/generated/enums';
import { PAYMENT_ERRORS, PAYMENT_METHODS } from '../payments';

/** The body of POST /api/orders/[orderNumber]/payments. Only the method: the amount is the server's. */
export const startPaymentSchema = object({
  method: mixed<PaymentMethod>()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf([...PAYMENT_METHODS], PAYMENT_ERRORS.methodRequired)
    .required(PAYMENT_ERRORS.methodRequired),
})
  // A body that is not an object at all (null, a string) has not chosen a method either.
  .nonNullable(PAYMENT_ERRORS.methodRequired)
  .typeError(PAYMENT_ERRORS.methodRequired);
export type StartPaymentInput = InferType<typeof startPaymentSchema>;
