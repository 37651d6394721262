// The order as the wizard's "Pay" sends it: the four step schemas of steps.ts joined, so the form and the
// API check the same rules.
import { type InferType, string } from 'yup';
import { positiveId } from '../fields';
import { ORDER_ERRORS as E } from './errors';
import { cardsStepSchema, cautionStepSchema, paymentStepSchema, shippingStepSchema } from './steps';

/** POST /api/orders: every step, plus the double-submit key and the server draft being submitted. */
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
  })
  .typeError(E.wrongType)
  .required(E.wrongType);

export type SubmitOrderInput = InferType<typeof submitOrderSchema>;
