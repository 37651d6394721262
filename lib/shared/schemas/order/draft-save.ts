// The body of "Save draft": the wizard's fields with the card line's types and lengths, none of its
// requirements, so a half-filled order can be kept on the server and loaded back.
import { type InferType, array, object } from 'yup';
import { MAX_CARDS_PER_ORDER } from '../../orders/limits';
import { SHIPPING_METHODS } from '../../orders/shipping';
import { PAYMENT_METHODS } from '../../payments';
import { CURRENCIES } from '../../price-policy';
import { nullableInt, oneOfStrings, positiveId, strictBoolean, textOrEmpty } from '../fields';
import { TEXT_LIMITS, gradeOnScaleField } from './card-line';
import { CARD_CATEGORIES, DRAFT_ORDER_TYPES, SPORTS_TYPES, SUBMIT_TYPES } from './choices';
import { ORDER_ERRORS as E } from './errors';
import { reholderCardSchema } from './reholder-card';

/** POST /api/orders/drafts: a draft may be incomplete, but every field has its type and length. */
export const draftSaveSchema = object({
  draftId: positiveId(E.wrongType).default(null),
  submitType: oneOfStrings(SUBMIT_TYPES, E.invalidChoice).required(E.invalidChoice),
  orderType: oneOfStrings(DRAFT_ORDER_TYPES, E.invalidChoice).default('REG'),
  currency: oneOfStrings(CURRENCIES, E.invalidChoice).default('KRW'),
  lines: array(
    object({
      cardCategory: oneOfStrings(CARD_CATEGORIES, E.invalidChoice).default('POKEMON'),
      sportsType: oneOfStrings(SPORTS_TYPES, E.invalidChoice).default('ETC'),
      year: nullableInt(E.yearInvalid).min(0, E.yearInvalid).max(9999, E.yearInvalid),
      cardNumber: textOrEmpty(TEXT_LIMITS.cardNumber, E),
      setName: textOrEmpty(TEXT_LIMITS.setName, E),
      brand: textOrEmpty(TEXT_LIMITS.brand, E),
      playerName: textOrEmpty(TEXT_LIMITS.playerName, E),
      description: textOrEmpty(TEXT_LIMITS.description, E),
      signer: textOrEmpty(TEXT_LIMITS.signer, E),
      quantity: nullableInt(E.quantityMin).min(0, E.quantityMin).max(MAX_CARDS_PER_ORDER, E.overMaxCards).default(1),
      minimumGrade: gradeOnScaleField(),
      isAuto: strictBoolean(E.wrongType).nullable().default(null),
      casing: strictBoolean(E.wrongType).default(true),
    }).typeError(E.wrongType),
  )
    .typeError(E.wrongType)
    .max(MAX_CARDS_PER_ORDER, E.overMaxCards)
    .default([]),
  reholderCards: array(reholderCardSchema).typeError(E.wrongType).max(MAX_CARDS_PER_ORDER, E.overMaxCards).default([]),
  shippingMethod: oneOfStrings(SHIPPING_METHODS, E.invalidChoice).nullable().default(null),
  shippingAddressId: positiveId(E.wrongType).default(null),
  paymentMethod: oneOfStrings(PAYMENT_METHODS, E.invalidChoice).nullable().default('CONNECT_PAY'),
  photoUploadAgreement: strictBoolean(E.wrongType).default(false),
  cautionAgreement: strictBoolean(E.wrongType).default(false),
  serviceAgreementChecked: strictBoolean(E.wrongType).default(false),
})
  .typeError(E.wrongType)
  .required(E.wrongType);

export type DraftSaveInput = InferType<typeof draftSaveSchema>;
