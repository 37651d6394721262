// POST /api/admin/certificates/[serial]/label-printed { expectedState, generation }: the Print button of a certificate's
// own label page (docs/product/certificates.md#staff-corrections) records the label before the browser prints it —
// issued without an order (issueLabels with order null: the next generation, the older ones superseded; a reprint of
// the current label issues nothing new), labelPrintedAt, and an AuditLog row, in one transaction on the locked
// certificate (certificate-action.ts). The page must have shown the record as it is and the generation that prints
// now, else 409 and nothing is recorded. Staff and admins; the public page (its label generations) is regenerated after.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { CertificateLabelSheet } from '@/lib/shared/certificates/staff-views';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import type { CertificateLabelPrintedInput } from '@/lib/shared/schemas/certificate-admin';
import { type CertificateSession, runCertificateAction } from './certificate-action';
import { labelNotPrintable } from './certificate-errors';
import { revalidateCertificatePages } from './certificate-pages';
import { certificateLabelSheet, mayPrintCertificateLabel } from './certificate-label';
import { issueLabels, labelRecordChanged, labelsOf, labelToPrint } from './label-generations';
import { labelFacts } from './label-signature';

export async function recordCertificateLabelPrinted(
  db: Db,
  session: CertificateSession,
  serial: string,
  input: CertificateLabelPrintedInput,
  now = new Date(),
): Promise<CertificateLabelSheet> {
  const sheet = await runCertificateAction(db, session, serial, input.expectedState, 'staff', async (tx, { certificate, actor }) => {
    if (!mayPrintCertificateLabel(certificate)) throw labelNotPrintable();
    const labels = (await labelsOf(tx, [certificate.id])).get(certificate.id) ?? [];
    if (labelToPrint(certificate, labels).generation !== input.generation) throw labelRecordChanged();
    await issueLabels(tx, null, [{ ...certificate, ...labelFacts(certificate) }], now);
    const printed = await tx.certificate.update({ where: { id: certificate.id }, data: { labelPrintedAt: now } });
    await recordAudit(tx, {
      actor,
      action: AUDIT_ACTIONS.labelPrinted,
      entity: 'Certificate',
      entityId: serial,
      data: { from: certificate.labelPrintedAt?.toISOString() ?? null, to: now.toISOString(), orderNumber: null, generation: input.generation },
    });
    return certificateLabelSheet(tx, printed);
  });
  // The public page lists the label generations.
  await revalidateCertificatePages([serial]);
  return sheet;
}
