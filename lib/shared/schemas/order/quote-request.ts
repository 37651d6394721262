// The body of a price quote: lenient about incomplete cards (the wizard asks for prices while the member
// types), strict about types.
import { type InferType, array, object } from 'yup';
import { MAX_CARDS_PER_ORDER } from '../../orders/limits';
import { SHIPPING_METHODS } from '../../orders/shipping';
import { CURRENCIES } from '../../price-policy';
import { nullableInt, oneOfStrings, positiveId, strictBoolean } from '../fields';
import { CARD_CATEGORIES, DRAFT_ORDER_TYPES, SUBMIT_TYPES } from './choices';
import { ORDER_ERRORS as E } from './errors';

/** POST /api/orders/quote: only what the price depends on; prices a browser sends are never read. */
export const quoteRequestSchema = object({
  submitType: oneOfStrings(SUBMIT_TYPES, E.invalidChoice).required(E.invalidChoice),
  orderType: oneOfStrings(DRAFT_ORDER_TYPES, E.invalidChoice).default('REG'),
  currency: oneOfStrings(CURRENCIES, E.invalidChoice).default('KRW'),
  shippingMethod: oneOfStrings(SHIPPING_METHODS, E.invalidChoice).nullable().default(null),
  /** For the Jeju surcharge of KRW deliveries; must be the member's own address. */
  shippingAddressId: positiveId(E.wrongType).default(null),
  lines: array(
    object({
      cardCategory: oneOfStrings(CARD_CATEGORIES, E.invalidChoice).required(E.invalidChoice),
      isAuto: strictBoolean(E.wrongType).nullable().default(false),
      quantity: nullableInt(E.wrongType).required(E.wrongType).min(0, E.quantityMin).max(MAX_CARDS_PER_ORDER, E.overMaxCards),
    }).typeError(E.wrongType),
  )
    .typeError(E.wrongType)
    .max(MAX_CARDS_PER_ORDER, E.overMaxCards)
    .default([]),
})
  .typeError(E.wrongType)
  .required(E.wrongType);

export type QuoteRequest = InferType<typeof quoteRequestSchema>;
