// The bodies and queries of the back office's certificate tools (docs/product/certificates.md#staff-corrections,
// docs/decisions/0023-certificate-corrections.md): regrade, correct, void and restore a certificate, print its own
// label, and decide the suspicious-certificates queue. The staff pages' dialogs validate with these same schemas.
// Every change of a certificate carries the fingerprint of the record its page showed (`expectedState`), every
// decision on a queue entry the status it showed, so a page that is behind gets a conflict and the fresh state.
import { type InferType, object } from 'yup';
import { MAX_YEAR_AHEAD, cardLineSchema } from './order/card-line';
import { ORDER_ERRORS } from './order/errors';
import { scoreSchema } from './lab';
import { FLAG_DECISIONS, FLAG_SOURCES, FLAG_STATUSES, REASON_MAX, REASON_MIN, REOPENABLE_STATUSES } from '../certificates/corrections';
import { nullableInt, oneOfStrings, strictString } from './fields';
import { idParam, optionalChoice, pageParam } from './admin/query-fields';

export const CERT_ADMIN_ERRORS = {
  wrongType: 'certAdmin:validation.wrongType',
  state: 'certAdmin:validation.state',
  reasonRequired: 'certAdmin:validation.reasonRequired',
  reasonTooShort: 'certAdmin:validation.reasonTooShort',
  reasonTooLong: 'certAdmin:validation.reasonTooLong',
  decision: 'certAdmin:validation.decision',
  generation: 'certAdmin:validation.generation',
} as const;
const E = CERT_ADMIN_ERRORS;

/** The fingerprint of the record as the page showed it (16 base64url characters, lib/server/certificates/certificate-state.ts). */
export const CERTIFICATE_STATE_PATTERN = /^[A-Za-z0-9_-]{16}$/;

const expectedState = () => strictString(E.state).required(E.state).matches(CERTIFICATE_STATE_PATTERN, E.state);

/** Why: 5 to 500 characters, trimmed (kept in the audit trail; a void's reason is shown on the public page). */
export const reasonField = () => strictString(E.wrongType).required(E.reasonRequired).min(REASON_MIN, E.reasonTooShort).max(REASON_MAX, E.reasonTooLong);

/** POST /api/admin/certificates/[serial]/regrade: the scoring form's fields (the same rules as the lab's score). */
export const regradeSchema = scoreSchema.omit(['expectedStatus', 'expectedProcessingStatus']).shape({
  expectedState: expectedState(),
  reason: reasonField(),
});
export type RegradeInput = InferType<typeof regradeSchema>;

/**
 * POST /api/admin/certificates/[serial]/correct: the card's fields under the card-line rules, but any real year — a
 * certificate recorded before this system may name a card older than the accepted cards of a new order.
 */
export const correctionSchema = cardLineSchema.pick(['cardCategory', 'sportsType', 'playerName', 'brand', 'setName', 'cardNumber']).shape({
  year: nullableInt(ORDER_ERRORS.yearInvalid).test(
    'real-year',
    ORDER_ERRORS.yearInvalid,
    (year) => year === null || year === undefined || (year >= 1000 && year <= new Date().getFullYear() + MAX_YEAR_AHEAD),
  ),
  expectedState: expectedState(),
  reason: reasonField(),
});
export type CorrectionInput = InferType<typeof correctionSchema>;

/** POST …/void and …/restore. */
export const certificateReasonSchema = object({ expectedState: expectedState(), reason: reasonField() }).typeError(E.wrongType);
export type CertificateReasonInput = InferType<typeof certificateReasonSchema>;

/** POST /api/admin/certificates/[serial]/label-printed: the record and the generation the label page showed. */
export const certificateLabelPrintedSchema = object({
  expectedState: expectedState(),
  generation: nullableInt(E.generation).required(E.generation).min(1, E.generation).max(10_000, E.generation),
}).typeError(E.wrongType);
export type CertificateLabelPrintedInput = InferType<typeof certificateLabelPrintedSchema>;

/** GET /api/admin/certificate-flags?status=&source=&page=: the open entries unless another status is asked for (null). */
export const flagListQuerySchema = object({
  status: optionalChoice(FLAG_STATUSES),
  source: optionalChoice(FLAG_SOURCES),
  page: pageParam(),
});
export type FlagListQuery = InferType<typeof flagListQuerySchema>;

export const flagParamSchema = object({ id: idParam() });
export const flagPhotoParamSchema = object({ id: idParam(), photoId: idParam() });

/** POST /api/admin/certificate-flags/[id]/decision: an open entry confirmed or dismissed, with a note. */
export const flagDecisionSchema = object({
  expectedStatus: oneOfStrings(['OPEN'] as const, E.decision).required(E.decision),
  decision: oneOfStrings(FLAG_DECISIONS, E.decision).required(E.decision),
  note: reasonField(),
}).typeError(E.wrongType);
export type FlagDecisionInput = InferType<typeof flagDecisionSchema>;

/** POST /api/admin/certificate-flags/[id]/reopen: a decided entry opened again (ADMIN), with a note. */
export const flagReopenSchema = object({
  expectedStatus: oneOfStrings(REOPENABLE_STATUSES, E.decision).required(E.decision),
  note: reasonField(),
}).typeError(E.wrongType);
export type FlagReopenInput = InferType<typeof flagReopenSchema>;
