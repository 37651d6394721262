// The order as the wizard's "Pay" sends it: the four step schemas of steps.ts joined, so the form and the
// API check the same rules.
import { type InferType, string } from 'yup';
import { ORDER_NUMBER_PATTERN } from '../../orders/order-number';
import { positiveId, strictString } from '../fields';
import { ORDER_ERRORS as E } from './errors';
import { cardsStepSchema, cautionStepSchema, paymentStepSchema, shippingStepSchema } from './steps';

/** Order numbers as order-number.ts makes them: G (grading) or R (reholder) and 12 digits. */

/**
 * POST /api/orders: every step, plus the double-submit key, the server draft being submitted, and the member's
 * unpaid order this submission changes (docs/decisions/0010-wizard-currency-and-unpaid-orders.md: the wizard remembers
 * the order it created; submitting again updates it in place).
 */
export const submitOrderSchema = cardsStepSchema
  .concat(shippingStepSchema)
  .concat(cautionStepSchema)
  .concat(paymentStepSchema)
  .shape({
    idempotencyKey: string()
      .transform((_value: unknown, original: unknown) => original)
      .typeError(E.idempotencyKeyInvalid)
      .required(E.idempotencyKeyInvalid)
      .matches(/^[A-Za-z0-9_-]{16,100}$/, E.idempotencyKeyInvalid),
    draftId: positiveId(E.wrongType).default(null),
    orderNumber: strictString(E.wrongType).nullable().default(null).matches(ORDER_NUMBER_PATTERN, E.wrongType),
  })
  .typeError(E.wrongType)
  .required(E.wrongType);

export type SubmitOrderInput = InferType<typeof submitOrderSchema>;
