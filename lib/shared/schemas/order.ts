// The grading / reholder order (SPEC.md §3, §5, §9). One schema per wizard step; the submit schema is
// their union, and the SAME schemas validate the wizard (react-hook-form + yupResolver) and the API
// bodies (POST /api/orders, /api/orders/quote, /api/orders/drafts). Messages are translation keys of the
// `orders` namespace; locales/en/orders.json holds SPEC.md's exact wording where it gives one.
import { type InferType, type TestContext, array, boolean, number, object, string } from 'yup';
import { CardCategory, GradingOrderType, ShippingMethod, SportsType, SubmitType } from '@/lib/server/db/generated/enums';
import { SERIAL_PATTERN } from '../certificate';
import { GRADE_STEPS } from '../grading/scale';
import { BULK_MIN_CARDS, FIRST_POKEMON_YEAR, MAX_CARDS_PER_ORDER, MIN_CARD_YEAR } from '../orders/limits';
import { PAYMENT_METHODS, SANDBOX_METHODS } from '../payments';
import { orderPhotosField } from '../photos';
import { CURRENCIES } from '../price-policy';

export const ORDER_ERRORS = {
  wrongType: 'orders:validation.wrongType',
  tooLong: 'orders:validation.tooLong',
  invalidChoice: 'orders:validation.invalidChoice',
  /** SPEC.md §5, verbatim. */
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
  photoAgreementRequired: 'orders:validation.photoAgreementRequired',
  shippingMethodRequired: 'orders:validation.shippingMethodRequired',
  shippingAddressRequired: 'orders:validation.shippingAddressRequired',
  cautionAgreementRequired: 'orders:validation.cautionAgreementRequired',
  /** SPEC.md §5, verbatim. */
  paymentMethodRequired: 'orders:validation.paymentMethodRequired',
  paymentMethodUnavailable: 'orders:validation.paymentMethodUnavailable',
  /** SPEC.md §5, verbatim. */
  termsRequired: 'orders:validation.termsRequired',
  idempotencyKeyInvalid: 'orders:validation.idempotencyKeyInvalid',
} as const;

const E = ORDER_ERRORS;

export const TEXT_LIMITS = { cardNumber: 50, setName: 100, brand: 50, playerName: 100, description: 300, signer: 100 } as const;
export const CARD_CATEGORIES = Object.values(CardCategory);
export const SPORTS_TYPES = Object.values(SportsType);
export const SUBMIT_TYPES = Object.values(SubmitType);
export const SHIPPING_METHODS = Object.values(ShippingMethod);
/** SPEC.md §9's payment methods in its order (the payment module's list). */
export { PAYMENT_METHODS };
export const DRAFT_ORDER_TYPES = [GradingOrderType.REG, GradingOrderType.EXP, GradingOrderType.BULK] as const;
/** Sports type is asked only for these categories (SPEC.md §3). */
export const SPORTS_TYPE_CATEGORIES: readonly CardCategory[] = ['SPORTS', 'ETC'];
/** The methods the payment gateway takes today; SPEC.md §9's others are shown as "not available yet". */
export const SUPPORTED_PAYMENT_METHODS = SANDBOX_METHODS;
export const MAX_YEAR_AHEAD = 1;

// ── strict field builders: a hostile or buggy client's wrong types are refused, never converted ──

/** Text that may be empty; trimmed; null counts as empty. */
const text = (max: number) =>
  string()
    .transform((_value: unknown, original: unknown) => (original === null || original === undefined ? '' : typeof original === 'string' ? original.trim() : original))
    .typeError(E.wrongType)
    .max(max, E.tooLong)
    .default('');

/** An integer that arrived as a number (not "5", not 5.5); null and absent stay null. */
const int = (wrongType: string = E.wrongType) =>
  number()
    .transform((_value: unknown, original: unknown) => (original === null || original === undefined ? null : typeof original === 'number' ? original : Number.NaN))
    .typeError(wrongType)
    .nullable()
    .integer(wrongType);

const flag = () =>
  boolean()
    .transform((_value: unknown, original: unknown) => original)
    .typeError(E.wrongType);

/** A checkbox that must be ticked (a custom test so its message wins over the type message). */
const mustAgree = (message: string) =>
  flag()
    .default(false)
    .test('agreed', message, (value) => value === true);

function oneOfStrings<T extends string>(values: readonly T[], message: string = E.invalidChoice) {
  return string<T>()
    .transform((_value: unknown, original: unknown) => original)
    .typeError(message)
    .oneOf(values, message);
}

const positiveId = () => int().min(1, E.wrongType).max(2_147_483_647, E.wrongType);

/** The whole order's values from inside a line (yup's ancestors: the line, then the order). */
function orderOf(context: TestContext): Record<string, unknown> | undefined {
  const from = context.from;
  return from && from.length > 1 ? (from[from.length - 1]!.value as Record<string, unknown>) : undefined;
}

/** SPEC.md §5/§9: printed in 1999 or later; Pokémon of any official year (the first cards are from 1996). */
export function yearProblem(year: number | null | undefined, category: unknown, now = new Date()): string | null {
  if (year === null || year === undefined) return null;
  if (year < 1000 || year > now.getFullYear() + MAX_YEAR_AHEAD) return E.yearInvalid;
  if (category === 'POKEMON') return year < FIRST_POKEMON_YEAR ? E.pokemonYearTooOld : null;
  return year < MIN_CARD_YEAR ? E.yearTooOld : null;
}

function yearField() {
  return int(E.yearInvalid).test('accepted-year', E.yearTooOld, function (value) {
    const problem = yearProblem(value, (this.parent as { cardCategory?: unknown } | undefined)?.cardCategory);
    return problem === null || this.createError({ message: problem });
  });
}

const minimumGradeField = () =>
  number()
    .transform((_value: unknown, original: unknown) => (original === null || original === undefined ? null : typeof original === 'number' ? original : Number.NaN))
    .typeError(E.minimumGradeInvalid)
    .nullable()
    .test('scale', E.minimumGradeInvalid, (value) => value === null || value === undefined || (GRADE_STEPS as readonly number[]).includes(value))
    // SPEC.md §5: a minimum grade only for general submission, not for quick.
    .test('general-only', E.minimumGradeGeneralOnly, function (value) {
      return value === null || value === undefined || orderOf(this)?.submitType === 'GENERAL';
    });

/** One card line of a GENERAL / SIMPLE order, as submitted. */
export const cardLineSchema = object({
  cardCategory: oneOfStrings(CARD_CATEGORIES).default('POKEMON'),
  sportsType: oneOfStrings(SPORTS_TYPES).default('ETC'),
  year: yearField(),
  cardNumber: text(TEXT_LIMITS.cardNumber),
  setName: text(TEXT_LIMITS.setName),
  brand: text(TEXT_LIMITS.brand),
  playerName: text(TEXT_LIMITS.playerName).test('required', E.playerNameRequired, (value) => Boolean(value)),
  description: text(TEXT_LIMITS.description),
  signer: text(TEXT_LIMITS.signer),
  quantity: int(E.quantityMin).required(E.quantityMin).min(1, E.quantityMin).max(MAX_CARDS_PER_ORDER, E.overMaxCards),
  minimumGrade: minimumGradeField(),
  isAuto: flag().required(E.autoRequired),
  casing: flag().default(true).required(E.wrongType),
}).typeError(E.wrongType);

export const reholderCardSchema = object({
  serialNumber: string()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original))
    .typeError(E.serialInvalid)
    .required(E.serialInvalid)
    .matches(SERIAL_PATTERN, E.serialInvalid),
}).typeError(E.wrongType);

const totalQuantity = (lines: { quantity?: number | null }[] | undefined) =>
  (lines ?? []).reduce((sum, line) => sum + (typeof line?.quantity === 'number' && line.quantity > 0 ? line.quantity : 0), 0);

const isReholder = (submitType: unknown) => submitType === 'REHOLDER';

/** Step 1: the cards, their photos and the "cards match the photos" acknowledgement. */
export const cardsStepSchema = object({
  submitType: oneOfStrings(SUBMIT_TYPES).required(E.invalidChoice),
  orderType: oneOfStrings(DRAFT_ORDER_TYPES).default('REG'),
  currency: oneOfStrings(CURRENCIES).default('KRW'),
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
          // SPEC.md §5: reholder cards are added by serial, no duplicates.
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

/** Step 2: how the cards travel and where they come back to (SPEC.md §5: both required). */
export const shippingStepSchema = object({
  shippingMethod: oneOfStrings(SHIPPING_METHODS, E.shippingMethodRequired).nullable().required(E.shippingMethodRequired),
  shippingAddressId: positiveId().required(E.shippingAddressRequired),
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
    .test('supported', E.paymentMethodUnavailable, (value) => value === null || value === undefined || (SUPPORTED_PAYMENT_METHODS as readonly string[]).includes(value)),
  serviceAgreementChecked: mustAgree(E.termsRequired),
});

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
    draftId: positiveId().default(null),
  })
  .typeError(E.wrongType)
  .required(E.wrongType);

export type SubmitOrderInput = InferType<typeof submitOrderSchema>;
export type CardLineInput = InferType<typeof cardLineSchema>;

/** The fields of each wizard step, for react-hook-form's `trigger`. */
export const STEP_FIELDS = {
  cards: ['submitType', 'orderType', 'currency', 'lines', 'reholderCards', 'photos', 'photoUploadAgreement'],
  shipping: ['shippingMethod', 'shippingAddressId'],
  caution: ['cautionAgreement'],
  payment: ['paymentMethod', 'serviceAgreementChecked'],
} as const;

/** POST /api/orders/quote: only what the price depends on; prices a browser sends are never read. */
export const quoteRequestSchema = object({
  submitType: oneOfStrings(SUBMIT_TYPES).required(E.invalidChoice),
  orderType: oneOfStrings(DRAFT_ORDER_TYPES).default('REG'),
  currency: oneOfStrings(CURRENCIES).default('KRW'),
  shippingMethod: oneOfStrings(SHIPPING_METHODS).nullable().default(null),
  /** For the Jeju surcharge of KRW deliveries; must be the member's own address. */
  shippingAddressId: positiveId().default(null),
  lines: array(
    object({
      cardCategory: oneOfStrings(CARD_CATEGORIES).required(E.invalidChoice),
      isAuto: flag().nullable().default(false),
      quantity: int().required(E.wrongType).min(0, E.quantityMin).max(MAX_CARDS_PER_ORDER, E.overMaxCards),
    }).typeError(E.wrongType),
  )
    .typeError(E.wrongType)
    .max(MAX_CARDS_PER_ORDER, E.overMaxCards)
    .default([]),
})
  .typeError(E.wrongType)
  .required(E.wrongType);

export type QuoteRequest = InferType<typeof quoteRequestSchema>;

/** POST /api/orders/drafts: a draft may be incomplete, but every field has its type and length. */
export const draftSaveSchema = object({
  draftId: positiveId().default(null),
  submitType: oneOfStrings(SUBMIT_TYPES).required(E.invalidChoice),
  orderType: oneOfStrings(DRAFT_ORDER_TYPES).default('REG'),
  currency: oneOfStrings(CURRENCIES).default('KRW'),
  lines: array(
    object({
      cardCategory: oneOfStrings(CARD_CATEGORIES).default('POKEMON'),
      sportsType: oneOfStrings(SPORTS_TYPES).default('ETC'),
      year: int(E.yearInvalid).min(0, E.yearInvalid).max(9999, E.yearInvalid),
      cardNumber: text(TEXT_LIMITS.cardNumber),
      setName: text(TEXT_LIMITS.setName),
      brand: text(TEXT_LIMITS.brand),
      playerName: text(TEXT_LIMITS.playerName),
      description: text(TEXT_LIMITS.description),
      signer: text(TEXT_LIMITS.signer),
      quantity: int(E.quantityMin).min(0, E.quantityMin).max(MAX_CARDS_PER_ORDER, E.overMaxCards).default(1),
      minimumGrade: number()
        .transform((_value: unknown, original: unknown) => (original === null || original === undefined ? null : typeof original === 'number' ? original : Number.NaN))
        .typeError(E.minimumGradeInvalid)
        .nullable()
        .test('scale', E.minimumGradeInvalid, (value) => value === null || value === undefined || (GRADE_STEPS as readonly number[]).includes(value)),
      isAuto: flag().nullable().default(null),
      casing: flag().default(true),
    }).typeError(E.wrongType),
  )
    .typeError(E.wrongType)
    .max(MAX_CARDS_PER_ORDER, E.overMaxCards)
    .default([]),
  reholderCards: array(reholderCardSchema).typeError(E.wrongType).max(MAX_CARDS_PER_ORDER, E.overMaxCards).default([]),
  shippingMethod: oneOfStrings(SHIPPING_METHODS).nullable().default(null),
  shippingAddressId: positiveId().default(null),
  paymentMethod: oneOfStrings(PAYMENT_METHODS).nullable().default('CONNECT_PAY'),
  photoUploadAgreement: flag().default(false),
  cautionAgreement: flag().default(false),
  serviceAgreementChecked: flag().default(false),
})
  .typeError(E.wrongType)
  .required(E.wrongType);

export type DraftSaveInput = InferType<typeof draftSaveSchema>;

/** GET /api/reholder/check-serial?serial=NNNNNNN */
export const serialQuerySchema = object({
  serial: string()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original))
    .typeError(E.serialInvalid)
    .required(E.serialInvalid)
    .matches(SERIAL_PATTERN, E.serialInvalid),
});
