// The forms of the member's order page and the bodies of their routes (docs/product/order-lifecycle.md
// "Cancellation and refund", "Tracking numbers", "Shipping address changes"; docs/product/payments.md
// "Refund account"; decision 0009). Every action carries the statuses the page showed, so a stale page
// gets a clear conflict and the fresh order instead of acting on a state the member did not see.
import { type InferType, object } from 'yup';
import { GradingOrderProcessingStatus, GradingOrderStatus } from '@/lib/server/db/generated/enums';
import { ACCOUNT_NUMBER_PATTERN, bankById } from '../orders/banks';
import { TRACKING_NOTE_MAX, TRACKING_NUMBER_PATTERN, courierById } from '../orders/couriers';
import { oneOfStrings, optionalText, positiveId, strictString } from './fields';

export const ORDER_ACTION_ERRORS = {
  wrongType: 'myorders:validation.wrongType',
  tooLong: 'myorders:validation.tooLong',
  bankRequired: 'myorders:validation.bankRequired',
  accountNumberRequired: 'myorders:validation.accountNumberRequired',
  accountNumberDigits: 'myorders:validation.accountNumberDigits',
  holderRequired: 'myorders:validation.holderRequired',
  holderLength: 'myorders:validation.holderLength',
  courierRequired: 'myorders:validation.courierRequired',
  trackingNumberRequired: 'myorders:validation.trackingNumberRequired',
  trackingNumberInvalid: 'myorders:validation.trackingNumberInvalid',
  addressRequired: 'myorders:validation.addressRequired',
} as const;
const E = ORDER_ACTION_ERRORS;
const TEXT = { wrongType: E.wrongType, tooLong: E.tooLong };

/** The statuses the page was showing when the member acted. */
const expected = {
  expectedStatus: oneOfStrings(Object.values(GradingOrderStatus), E.wrongType).required(E.wrongType),
  expectedProcessingStatus: oneOfStrings(Object.values(GradingOrderProcessingStatus), E.wrongType).required(E.wrongType),
};

export const refundAccountSchema = object({
  // Which list the bank must come from depends on the order's currency: checked by the service.
  bank: strictString(E.wrongType)
    .required(E.bankRequired)
    .test('known-bank', E.bankRequired, (value) => !value || bankById(value) !== undefined),
  accountNumber: strictString(E.wrongType).required(E.accountNumberRequired).matches(ACCOUNT_NUMBER_PATTERN, E.accountNumberDigits),
  holderName: strictString(E.wrongType).required(E.holderRequired).min(2, E.holderLength).max(40, E.holderLength),
}).typeError(E.wrongType);
export type RefundAccountInput = InferType<typeof refundAccountSchema>;

export const saveRefundAccountSchema = refundAccountSchema.shape(expected);
export type SaveRefundAccountInput = InferType<typeof saveRefundAccountSchema>;

export const cancelOrderSchema = object({
  ...expected,
  // Needed only when the money goes back to a bank account and none is on file yet.
  refundAccount: refundAccountSchema.nullable().default(null),
});
export type CancelOrderInput = InferType<typeof cancelOrderSchema>;

export const trackingSchema = object({
  ...expected,
  courier: strictString(E.wrongType)
    .required(E.courierRequired)
    .test('known-courier', E.courierRequired, (value) => !value || courierById(value) !== undefined),
  trackingNumber: strictString(E.wrongType).required(E.trackingNumberRequired).matches(TRACKING_NUMBER_PATTERN, E.trackingNumberInvalid),
  note: optionalText(TRACKING_NOTE_MAX, TEXT),
});
export type TrackingInput = InferType<typeof trackingSchema>;

export const changeOrderAddressSchema = object({
  ...expected,
  shippingAddressId: positiveId(E.wrongType).required(E.addressRequired),
});
export type ChangeOrderAddressInput = InferType<typeof changeOrderAddressSchema>;
