// What the certificate page and the API say about a label's code (docs/product/certificates.md#verdicts). Browser-safe:
// the page, the API's views and the service share the names.
import type { LabelReason } from '@/lib/server/db/generated/enums';

export const VERDICTS = ['valid', 'superseded', 'mismatch', 'unknown-key', 'not-verified', 'reported', 'voided'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** What the code itself says, before a report or a void is considered. */
export type LabelCheck = Exclude<Verdict, 'reported' | 'voided'>;

/** Where reports of a suspected fake of the certificate stand: one under review, or one staff confirmed. */
export type ReportState = 'under-review' | 'confirmed' | null;

export interface VerdictView {
  verdict: Verdict;
  /** The verdict on the code alone (differs from `verdict` when the certificate is reported or voided). */
  labelCheck: LabelCheck;
  /** The label the code belongs to, when it is one of this certificate's. */
  generation: number | null;
  issuedAt: string | null;
  /** superseded: when and why a newer label replaced it. */
  supersededAt: string | null;
  supersededBy: LabelReason | null;
  /** mismatch: the grade the code was signed for, when it is known. */
  signedGrade: string | null;
}
