// The submit wizard's steps (docs/product/orders.md#submission-wizard: steps 1-4 and their rules): one schema per
// step, and the fields each step shows. The SAME schemas validate the wizard (react-hook-form + yupResolver) and,
// joined, the POST /api/orders body (submit.ts).
import { array, object } from 'yup';
import { BULK_MIN_CARDS, MAX_CARDS_PER_ORDER } from '../../orders/limits';
import { SHIPPING_METHODS } from '../../orders/shipping';
import { PAYMENT_METHODS } from '../../payments';
import { orderPhotosField } from '../../photos';
import { CURRENCIES } from '../../price-policy';
import { oneOfStrings, positiveId, strictBoolean } from '../fields';
import { cardLineSchema } from './card-line';
import { DRAFT_ORDER_TYPES, SUBMIT_TYPES, SUPPORTED_PAYMENT_METHODS } from './choices';
import { ORDER_ERRORS as E } from './errors';
import { reholderCardSchema } from './reholder-card';

/** A checkbox that must be ticked (a custom test so its message wins over the type message). */
const mustAgree = (message: string) =>
  strictBoolean(E.wrongType)
    .default(false)
    .test('agreed', message, (value) => value === true);

const totalQuantity = (lines: { quantity?: number | null }[] | undefined) =>
  (lines ?? []).reduce((sum, line) => sum + (typeof line?.quantity === 'number' && line.quantity > 0 ? line.quantity : 0), 0);

const isReholder = (submitType: unknown) => submitType === 'REHOLDER';

/** Step 1: the cards, their photos and the "cards match the photos" acknowledgement. */
export const cardsStepSchema = object({
  submitType: oneOfStrings(SUBMIT_TYPES, E.invalidChoice).required(E.invalidChoice),
  orderType: oneOfStrings(DRAFT_ORDER_TYPES, E.invalidChoice).default('REG'),
  currency: oneOfStrings(CURRENCIES, E.invalidChoice).default('KRW'),
  lines: array(cardLineSchema)
    .typeError(E.wrongType)
    .default([])
    .when('submitType', {
      is: isReholder,
      then: (schema) => schema.transform(() => []),
      otherwise: (schema) =>
        schema
          .min(1, E.cardsRequired)
          .max(MAX_CARDS_PER_ORDER, E.overMaxCards)
          .test('max-cards', E.overMaxCards, (lines) => totalQuantity(lines) <= MAX_CARDS_PER_ORDER)
          .test('bulk-minimum', E.bulkMinimum, function (lines) {
            const order = this.parent as { submitType?: unknown; orderType?: unknown };
            return !(order.submitType === 'GENERAL' && order.orderType === 'BULK') || totalQuantity(lines) >= BULK_MIN_CARDS;
          }),
    }),
  reholderCards: array(reholderCardSchema)
    .typeError(E.wrongType)
    .default([])
    .when('submitType', {
      is: isReholder,
      then: (schema) =>
        schema
          .min(1, E.cardsRequired)
          .max(MAX_CARDS_PER_ORDER, E.overMaxCards)
          // docs/product/orders.md#reholder-submissions: reholder cards are added by serial, no duplicates.
          .test('unique', E.serialDuplicate, (cards) => {
            const serials = (cards ?? []).map((card) => card?.serialNumber);
            return new Set(serials).size === serials.length;
          }),
      otherwise: (schema) => schema.transform(() => []),
    }),
  // The photo rules and messages are the photo uploader's (lib/shared/photos.ts), so both say the same.
  photos: orderPhotosField,
  photoUploadAgreement: mustAgree(E.photoAgreementRequired),
});

/** Step 2: how the cards travel and where they come back to (docs/product/orders.md#shipping-step: both required). */
export const shippingStepSchema = object({
  shippingMethod: oneOfStrings(SHIPPING_METHODS, E.shippingMethodRequired).nullable().required(E.shippingMethodRequired),
  shippingAddressId: positiveId(E.wrongType).required(E.shippingAddressRequired),
});

/** Step 3: the card rules and the minimum-grade caution, acknowledged. */
export const cautionStepSchema = object({
  cautionAgreement: mustAgree(E.cautionAgreementRequired),
});

/** Step 4: a payment method the provider takes, and the terms. */
export const paymentStepSchema = object({
  paymentMethod: oneOfStrings(PAYMENT_METHODS, E.paymentMethodRequired)
    .nullable()
    .required(E.paymentMethodRequired)
    .test(
      'supported',
      E.paymentMethodUnavailable,
      (value) => value === null || value === undefined || (SUPPORTED_PAYMENT_METHODS as readonly string[]).includes(value),
    ),
  serviceAgreementChecked: mustAgree(E.termsRequired),
});

/** The fields of each wizard step, for react-hook-form's `trigger`. */
export const STEP_FIELDS = {
  cards: ['submitType', 'orderType', 'currency', 'lines', 'reholderCards', 'photos', 'photoUploadAgreement'],
  shipping: ['shippingMethod', 'shippingAddressId'],
  caution: ['cautionAgreement'],
  payment: ['paymentMethod', 'serviceAgreementChecked'],
} as const;
