// Translation keys of the order schemas' messages (`orders` namespace); locales/en/orders.json holds
// the contract's exact wording where it gives one (docs/product/errors-and-messages.md#orders-and-drafts).
export const ORDER_ERRORS = {
  wrongType: 'orders:validation.wrongType',
  tooLong: 'orders:validation.tooLong',
  invalidChoice: 'orders:validation.invalidChoice',
  /** docs/product/errors-and-messages.md#orders-and-drafts, verbatim. */
  playerNameRequired: 'orders:validation.playerNameRequired',
  quantityMin: 'orders:validation.quantityMin',
  autoRequired: 'orders:validation.autoRequired',
  yearInvalid: 'orders:validation.yearInvalid',
  yearTooOld: 'orders:validation.yearTooOld',
  pokemonYearTooOld: 'orders:validation.pokemonYearTooOld',
  minimumGradeInvalid: 'orders:validation.minimumGradeInvalid',
  minimumGradeGeneralOnly: 'orders:validation.minimumGradeGeneralOnly',
  cardsRequired: 'orders:validation.cardsRequired',
  overMaxCards: 'orders:validation.overMaxCards',
  bulkMinimum: 'orders:validation.bulkMinimum',
  serialInvalid: 'orders:validation.serialInvalid',
  serialDuplicate: 'orders:validation.serialDuplicate',
  serialNotFound: 'orders:validation.serialNotFound',
  serialNotGraded: 'orders:validation.serialNotGraded',
  serialInOrder: 'orders:validation.serialInOrder',
  photoAgreementRequired: 'orders:validation.photoAgreementRequired',
  shippingMethodRequired: 'orders:validation.shippingMethodRequired',
  shippingAddressRequired: 'orders:validation.shippingAddressRequired',
  cautionAgreementRequired: 'orders:validation.cautionAgreementRequired',
  /** docs/product/errors-and-messages.md#orders-and-drafts, verbatim. */
  paymentMethodRequired: 'orders:validation.paymentMethodRequired',
  paymentMethodUnavailable: 'orders:validation.paymentMethodUnavailable',
  /** docs/product/errors-and-messages.md#orders-and-drafts, verbatim. */
  termsRequired: 'orders:validation.termsRequired',
  idempotencyKeyInvalid: 'orders:validation.idempotencyKeyInvalid',
} as const;

/** Why a serial cannot be re-cased (lib/server/orders/check-reholder-serial.ts): the wizard's field and the order's refusal say the same. */
export const SERIAL_STATUS_ERRORS = {
  NOT_FOUND: ORDER_ERRORS.serialNotFound,
  NOT_GRADED: ORDER_ERRORS.serialNotGraded,
  IN_ORDER: ORDER_ERRORS.serialInOrder,
} as const;
