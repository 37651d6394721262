// The claim of a graded card (issue #25, docs/decisions/0035-claim-codes.md): the buyer's form
// (components/collection/ClaimCardDialog.tsx) validates with this schema and POST /api/member/collection/claim validates
// the body with it again. A code with a typo (its check character does not agree) is refused here, before the server
// spends a try of the rate limit on it. The staff's reissue and move (pages/admin/certificates/[serial]) validate with
// the schemas below. Messages: keys of `claims`.
import { type InferType, object } from 'yup';
import { SERIAL_PATTERN } from '../certificate';
import { claimCodeProblem, normaliseClaimCode } from '../certificates/claim-code';
import { REASON_MAX, REASON_MIN } from '../certificates/corrections';
import { strictString } from './fields';

export const CLAIM_ERRORS = {
  wrongType: 'claims:validation.wrongType',
  serialRequired: 'claims:validation.serialRequired',
  serialInvalid: 'claims:validation.serialInvalid',
  codeRequired: 'claims:validation.codeRequired',
  codeLength: 'claims:validation.codeLength',
  codeCharacters: 'claims:validation.codeCharacters',
  codeCheck: 'claims:validation.codeCheck',
  reasonRequired: 'claims:validation.reasonRequired',
  reasonTooShort: 'claims:validation.reasonTooShort',
  reasonTooLong: 'claims:validation.reasonTooLong',
  memberRequired: 'claims:validation.memberRequired',
  memberTooLong: 'claims:validation.memberTooLong',
} as const;
const E = CLAIM_ERRORS;

const PROBLEM_KEYS = { empty: E.codeRequired, length: E.codeLength, characters: E.codeCharacters, check: E.codeCheck } as const;

/** The serial as printed: 7 digits (spaces typed around or inside are dropped). */
const serialField = () =>
  strictString(E.wrongType)
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
    .required(E.serialRequired)
    .matches(SERIAL_PATTERN, E.serialInvalid);

/** The code as typed; answered normalised (upper case, no dashes), each problem with its own message. */
const codeField = () =>
  strictString(E.wrongType)
    .required(E.codeRequired)
    .max(64, E.codeLength)
    .test('claim-code', E.codeRequired, (value, context) => {
      const problem = claimCodeProblem(value ?? '');
      return problem === null || context.createError({ message: PROBLEM_KEYS[problem] });
    })
    .transform((value: unknown) => (typeof value === 'string' && claimCodeProblem(value) === null ? normaliseClaimCode(value) : value));

/** POST /api/member/collection/claim. */
export const claimSchema = object({ serial: serialField(), code: codeField() }).typeError(E.wrongType).required(E.wrongType);
export type ClaimInput = InferType<typeof claimSchema>;

const reasonField = () => strictString(E.wrongType).required(E.reasonRequired).min(REASON_MIN, E.reasonTooShort).max(REASON_MAX, E.reasonTooLong);

/** POST /api/admin/certificates/[serial]/claim-code: a new code for the current owner, and why. */
export const reissueClaimCodeSchema = object({ reason: reasonField() }).typeError(E.wrongType).required(E.wrongType);
export type ReissueClaimCodeInput = InferType<typeof reissueClaimCodeSchema>;

/** POST /api/admin/certificates/[serial]/owner: the member the certificate moves to (e-mail or member id), and why. */
export const moveCertificateSchema = object({
  member: strictString(E.wrongType).required(E.memberRequired).max(254, E.memberTooLong),
  reason: reasonField(),
})
  .typeError(E.wrongType)
  .required(E.wrongType);
export type MoveCertificateInput = InferType<typeof moveCertificateSchema>;

/** GET /api/member/collection/[serial]/claim-code: the owner's current code, formatted. */
export interface OwnerClaimCode {
  serial: string;
  code: string;
  issuedAt: string;
}

/** The answer of a successful claim: the card that joined the collection. */
export interface ClaimedCard {
  serial: string;
  card: string;
}
