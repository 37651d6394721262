// The bodies of the lab's write steps (issue #10; the routes under /api/admin/orders/[orderNumber]/…): the staff
// page's forms validate with these same schemas. Every body carries the statuses the page showed, so a page that
// is behind gets a clear conflict and the fresh order instead of acting on a state nobody saw
// (docs/product/order-lifecycle.md#staff-steps). Card fields follow the order's card-line rules
// (docs/product/orders.md#card-line-rules), grades the scale (docs/product/grading.md#grading-scale), centering the
// ratios of docs/product/grading.md#centering-tolerances.
import { type InferType, array, mixed, number, object, string } from 'yup';
import { CorrespondCheck, GradingOrderProcessingStatus, GradingOrderStatus } from '@/lib/server/db/generated/enums';
import { type CenteringRatioProblem, parseCenteringRatio } from '../grading/centering';
import { GRADE_STEPS, type Grade } from '../grading/scale';
import { TRACKING_NUMBER_PATTERN, courierById } from '../orders/couriers';
import { oneOfStrings, strictString } from './fields';
import { cardLineSchema } from './order/card-line';

export const LAB_ERRORS = {
  wrongType: 'labApi:validation.wrongType',
  tooLong: 'labApi:validation.tooLong',
  stepRequired: 'labApi:validation.stepRequired',
  correspondCheckRequired: 'labApi:validation.correspondCheckRequired',
  cardRequired: 'labApi:validation.cardRequired',
  gradeRequired: 'labApi:validation.gradeRequired',
  gradeInvalid: 'labApi:validation.gradeInvalid',
  centeringRequired: 'labApi:validation.centeringRequired',
  centeringFrontRequired: 'labApi:validation.centeringFrontRequired',
  ratioFormat: 'labApi:validation.ratioFormat',
  ratioRange: 'labApi:validation.ratioRange',
  ratioSum: 'labApi:validation.ratioSum',
  courierRequired: 'labApi:validation.courierRequired',
  trackingNumberRequired: 'labApi:validation.trackingNumberRequired',
  trackingNumberInvalid: 'labApi:validation.trackingNumberInvalid',
  reasonRequired: 'labApi:validation.reasonRequired',
  reasonTooLong: 'labApi:validation.reasonTooLong',
  noteTooLong: 'labApi:validation.noteTooLong',
} as const;
const E = LAB_ERRORS;

export const CARD_NOTE_MAX = 1000;
export const REASON_MAX = 500;

/** The statuses the staff page showed when the step was taken. */
export const expectedStatusesSchema = object({
  expectedStatus: oneOfStrings(Object.values(GradingOrderStatus), E.wrongType).required(E.wrongType),
  expectedProcessingStatus: oneOfStrings(Object.values(GradingOrderProcessingStatus), E.wrongType).required(E.wrongType),
}).typeError(E.wrongType);
export type ExpectedStatusesInput = InferType<typeof expectedStatusesSchema>;

/** `to` must be the step the page offered (actions.advanceTo): a double click cannot skip a step. */
export const advanceSchema = expectedStatusesSchema.shape({
  to: oneOfStrings(Object.values(GradingOrderProcessingStatus), E.stepRequired).required(E.stepRequired),
});
export type AdvanceInput = InferType<typeof advanceSchema>;

/** The results staff may give a card; NOT_DETERMINED is only where every card starts. */
export const CHECK_RESULTS = Object.values(CorrespondCheck).filter((check) => check !== 'NOT_DETERMINED');

/** The corrected card information of a MISS_INPUT card: the card-line rules the member's order followed. */
export const correctedCardSchema = cardLineSchema.pick(['cardCategory', 'sportsType', 'playerName', 'brand', 'setName', 'year', 'cardNumber', 'description']);
export type CorrectedCardInput = InferType<typeof correctedCardSchema>;

/** A staff note on a card: absent leaves it as it is; blank or null clears it. */
const cardNote = () =>
  string()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() || null : original))
    .typeError(E.wrongType)
    .nullable()
    .max(CARD_NOTE_MAX, E.noteTooLong);

export const cardCheckSchema = expectedStatusesSchema.shape({
  correspondCheck: oneOfStrings(CHECK_RESULTS, E.correspondCheckRequired).required(E.correspondCheckRequired),
  // Required with MISS_INPUT; ignored (null) otherwise.
  card: mixed<CorrectedCardInput>()
    .nullable()
    .default(null)
    .when('correspondCheck', {
      is: 'MISS_INPUT',
      then: () => correctedCardSchema.default(undefined).required(E.cardRequired).typeError(E.cardRequired),
      otherwise: (schema) => schema.transform(() => null),
    }),
  vscNote: cardNote(),
  defectNote: cardNote(),
});
export type CardCheckInput = InferType<typeof cardCheckSchema>;

/** Most cards one order holds (card lines are at most 1,000 cards: docs/product/orders.md#card-line-rules). */
export const MATCH_CARDS_MAX = 1000;

/**
 * POST …/cards/match-rest: every card still unchecked matches what the member declared (issue #24: "all cards match",
 * after the exceptions were marked one by one). `cardIds` are the unchecked cards the page showed: when they are not
 * exactly the order's unchecked cards (a colleague checked one, the order changed) nothing is marked and the page is
 * answered fresh, so no card is called matching that the worker did not see.
 */
export const matchRestSchema = expectedStatusesSchema.shape({
  cardIds: array(number().typeError(E.wrongType).integer(E.wrongType).min(1, E.wrongType).max(2_147_483_647, E.wrongType).required(E.wrongType))
    .typeError(E.wrongType)
    .min(1, E.wrongType)
    .max(MATCH_CARDS_MAX, E.wrongType)
    .required(E.wrongType),
});
export type MatchRestInput = InferType<typeof matchRestSchema>;

/** A grade of the scale sent as a number ("9" and 9.2 are refused). */
const gradeField = () =>
  mixed<Grade>()
    .transform((_value: unknown, original: unknown) => original)
    .test(
      'scale',
      E.gradeInvalid,
      (value) => value === undefined || value === null || (typeof value === 'number' && (GRADE_STEPS as readonly number[]).includes(value)),
    );

const RATIO_ERRORS: Record<CenteringRatioProblem, string> = { format: E.ratioFormat, range: E.ratioRange, sum: E.ratioSum };

/** A measured centering ratio ("55/45"), stored normalised (larger share first); '' or null when not measured. */
const ratioField = () =>
  string()
    .transform((_value: unknown, original: unknown) => {
      if (original === null || original === undefined) return '';
      if (typeof original !== 'string') return original;
      const parsed = parseCenteringRatio(original);
      return parsed.ok ? parsed.ratio.text : original.trim();
    })
    .typeError(E.wrongType)
    .default('')
    .test('ratio', E.ratioFormat, function (value) {
      if (!value) return true;
      const parsed = parseCenteringRatio(value);
      return parsed.ok || this.createError({ message: RATIO_ERRORS[parsed.problem] });
    });

export const scoreSchema = expectedStatusesSchema.shape({
  surface: gradeField().required(E.gradeRequired),
  edges: gradeField().required(E.gradeRequired),
  corners: gradeField().required(E.gradeRequired),
  // Left out when the centering is measured: the measurements' cap is then the subgrade (final-grade.ts).
  centering: gradeField()
    .nullable()
    .default(null)
    .test('centering', E.centeringRequired, function (value) {
      const parent = this.parent as { centeringFrontLR?: string; centeringFrontTB?: string };
      return value != null || Boolean(parent.centeringFrontLR) || Boolean(parent.centeringFrontTB);
    }),
  // The front is measured on both axes or not at all; a back axis counts only with the front measured.
  centeringFrontLR: ratioField().test('front-pair', E.centeringFrontRequired, function (value) {
    return Boolean(value) || !someMeasured(this.parent);
  }),
  centeringFrontTB: ratioField().test('front-pair', E.centeringFrontRequired, function (value) {
    return Boolean(value) || !someMeasured(this.parent);
  }),
  centeringBackLR: ratioField(),
  centeringBackTB: ratioField(),
  autoGrade: gradeField().nullable().default(null),
});
export type ScoreInput = InferType<typeof scoreSchema>;

function someMeasured(parent: unknown): boolean {
  const p = (parent ?? {}) as Record<string, unknown>;
  return ['centeringFrontLR', 'centeringFrontTB', 'centeringBackLR', 'centeringBackTB'].some((field) => Boolean(p[field]));
}

export const shipSchema = expectedStatusesSchema.shape({
  // Which list the courier must come from depends on the order's currency: checked by the service.
  courier: strictString(E.wrongType)
    .required(E.courierRequired)
    .test('known-courier', E.courierRequired, (value) => !value || courierById(value) !== undefined),
  trackingNumber: strictString(E.wrongType).required(E.trackingNumberRequired).matches(TRACKING_NUMBER_PATTERN, E.trackingNumberInvalid),
});
export type ShipInput = InferType<typeof shipSchema>;

/** A partial cancellation's or a full refund's reason: kept on the refund and the order's events. */
export const reasonSchema = expectedStatusesSchema.shape({
  reason: strictString(E.wrongType).required(E.reasonRequired).max(REASON_MAX, E.reasonTooLong),
});
export type ReasonInput = InferType<typeof reasonSchema>;
