// The verdict on a label's code for one certificate, from the database (docs/product/certificates.md#verdicts): its
// recorded labels, whether the signature belongs to another certificate's label, its void and its reports; the
// decision itself is verdict.ts's.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Certificate } from '@/lib/server/db/generated/client';
import type { ReportState, VerdictView } from '@/lib/shared/certificates/verdicts';
import { labelKey } from './label-keys';
import { gradeText, labelCode, labelFacts, signedLabelOf } from './label-signature';
import { decideVerdict } from './verdict';

export type CheckedCertificate = Pick<
  Certificate,
  'id' | 'serial' | 'grade' | 'authentic' | 'cardCategory' | 'year' | 'brand' | 'setName' | 'cardNumber' | 'playerName' | 'voidedAt'
>;

/** The verdict for `code` (the page's query values), or null for a look-up without one. */
export async function checkLabel(
  db: DbOrTx,
  certificate: CheckedCertificate,
  code: { kid: unknown; sig: unknown } | null,
  reported: ReportState,
): Promise<VerdictView | null> {
  if (code === null) return null;
  const shaped = labelCode(code);
  const [labels, elsewhere] = await Promise.all([
    db.labelGeneration.findMany({ where: { certificateId: certificate.id }, orderBy: { generation: 'asc' } }),
    shaped ? db.labelGeneration.findFirst({ where: { sig: shaped.sig, certificateId: { not: certificate.id } }, select: { id: true } }) : null,
  ]);
  // A certificate without a grade (never the case once published) has nothing a label could have signed.
  if (gradeText(certificate) === null)
    return decideVerdict({
      code: { kid: null, sig: null },
      current: { serial: certificate.serial, grade: '', card: '' },
      labels: [],
      voided: false,
      reported: null,
      keyFor: () => null,
      issuedElsewhere: () => false,
    });
  const current = signedLabelOf(labelFacts(certificate), null);
  return decideVerdict({
    code,
    current: { serial: certificate.serial, grade: current.grade, card: current.card },
    labels,
    voided: certificate.voidedAt !== null,
    reported,
    keyFor: labelKey,
    issuedElsewhere: () => elsewhere !== null,
  });
}
