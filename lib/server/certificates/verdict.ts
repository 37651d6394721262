// The verdict on a label's code (docs/product/certificates.md#verdicts): which of this certificate's labels the code
// belongs to, if any, and what that means now. Pure but for the keys, which the caller passes in (keyFor), so the
// whole table is tested without a database (verdict.test.ts).
//
// - Every label issued is a LabelGeneration row with the texts it signed; the code is checked against each of them,
//   newest first. A certificate with none recorded (labelled before issue #22) has label 1 implied, over the record as
//   it is.
// - The newest label, still saying what the record says: valid. An older one: superseded (date and reason). One whose
//   texts differ from the record without a newer label: mismatch.
// - No label of this certificate: a genuine code for another grade of this card (the scale is short, so every grade
//   is tried) or one we issued for another certificate (issuedElsewhere) is a mismatch; anything else is not verified.
// - A genuine code (valid, superseded, mismatch) on a voided certificate is "voided", on a reported one "reported";
//   the code's own verdict stays in labelCheck.
import type { LabelReason } from '@/lib/server/db/generated/enums';
import type { LabelCheck, ReportState, Verdict, VerdictView } from '@/lib/shared/certificates/verdicts';
import { AUTHENTIC_MARK, GRADES } from '@/lib/shared/grading/scale';
import { labelCode, type SignedLabel, signatureMatches } from './label-signature';

/** A recorded label, as LabelGeneration keeps it. */
export interface IssuedLabel {
  generation: number;
  /** 1: the first format (no generation signed); 2: generation signed. */
  format: number;
  /** The key it was signed with; null: any (a first-format label recorded after the fact). */
  kid: string | null;
  grade: string;
  card: string;
  issuedAt: Date | null;
  supersededAt: Date | null;
  supersededBy: LabelReason | null;
}

export interface VerdictInput {
  /** The page's query values, anything at all; null when the address had no code (a plain look-up). */
  code: { kid: unknown; sig: unknown } | null;
  /** The record as it is now: serial, grade text and canonical card. */
  current: { serial: string; grade: string; card: string };
  labels: readonly IssuedLabel[];
  voided: boolean;
  reported: ReportState;
  /** The secret of a key id, current or retired; null when this server does not hold it. */
  keyFor(kid: string): Buffer | null;
  /** Whether this signature is recorded for a label of another certificate. */
  issuedElsewhere(sig: string): boolean;
}

const ALL_GRADES = [...GRADES.map(String), AUTHENTIC_MARK];

const signed = (serial: string, label: Pick<IssuedLabel, 'format' | 'generation' | 'grade' | 'card'>): SignedLabel => ({
  serial,
  grade: label.grade,
  card: label.card,
  generation: label.format === 1 ? null : label.generation,
});

function view(verdict: Verdict, labelCheck: LabelCheck, label: IssuedLabel | null, signedGrade: string | null = null): VerdictView {
  return {
    verdict,
    labelCheck,
    generation: label?.generation ?? null,
    issuedAt: label?.issuedAt?.toISOString() ?? null,
    supersededAt: label?.supersededAt?.toISOString() ?? null,
    supersededBy: label?.supersededBy ?? null,
    signedGrade,
  };
}

/**
 * The labels to try: the recorded ones, newest first. With none recorded, the first label as it could have been
 * printed over the record as it is: in the first format (before issue #22), or as generation 1 (a sheet printed
 * without its printing being recorded).
 */
function candidates(input: VerdictInput): IssuedLabel[] {
  if (input.labels.length > 0) return [...input.labels].sort((a, b) => b.generation - a.generation);
  const implied = { generation: 1, kid: null, grade: input.current.grade, card: input.current.card, issuedAt: null, supersededAt: null, supersededBy: null };
  return [
    { ...implied, format: 2 },
    { ...implied, format: 1 },
  ];
}

/** A genuine code for another grade of this very card, in any format and generation it could have had. */
function otherGradeSigned(input: VerdictInput, code: { kid: string; sig: string }, secret: Buffer, newest: number): string | null {
  const { serial, card, grade: currentGrade } = input.current;
  for (const grade of ALL_GRADES) {
    if (grade === currentGrade) continue;
    if (signatureMatches(code, secret, { serial, grade, card, generation: null })) return grade;
    for (let generation = 1; generation <= newest + 1; generation += 1) {
      if (signatureMatches(code, secret, { serial, grade, card, generation })) return grade;
    }
  }
  return null;
}

/** The verdict, or null for a plain look-up. Never throws for anything in the code. */
export function decideVerdict(input: VerdictInput): VerdictView | null {
  if (input.code === null) return null;
  const code = labelCode(input.code);
  if (!code) return view('not-verified', 'not-verified', null);
  const secret = input.keyFor(code.kid);
  if (!secret) return view('unknown-key', 'unknown-key', null);

  const labels = candidates(input);
  const matched = labels.find((label) => (label.kid === null || label.kid === code.kid) && signatureMatches(code, secret, signed(input.current.serial, label)));
  let check: LabelCheck;
  let signedGrade: string | null = null;
  if (matched) {
    const sameRecord = matched.grade === input.current.grade && matched.card === input.current.card;
    check = matched.supersededAt ? 'superseded' : sameRecord ? 'valid' : 'mismatch';
    if (check === 'mismatch') signedGrade = matched.grade;
  } else {
    signedGrade = otherGradeSigned(input, code, secret, labels[0]!.generation);
    if (signedGrade === null && !input.issuedElsewhere(code.sig)) return view('not-verified', 'not-verified', null);
    check = 'mismatch';
  }
  const verdict: Verdict = input.voided ? 'voided' : input.reported ? 'reported' : check;
  return view(verdict, check, matched ?? null, signedGrade);
}
