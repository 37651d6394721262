// GET /api/admin/certificates/[serial]/label and the certificate's own label page
// (docs/product/certificates.md#staff-corrections): the one label a certificate prints outside any order — after a
// regrade or a correction superseded the last one, the next generation; otherwise the current label again (a
// damaged label). The same label the order sheets print (label-sheet.ts buildLabel), of the generation
// labelToPrint decides (label-generations.ts). Only for a public certificate that is not voided. Staff only.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Certificate } from '@/lib/server/db/generated/client';
import type { CertificateLabelSheet } from '@/lib/shared/certificates/staff-views';
import { type OrderSession, requireStaff } from '../orders/order-action';
import { certificateNotFound } from './certificate-errors';
import { certificateState } from './certificate-state';
import { labelsOf, labelToPrint } from './label-generations';
import { buildLabel } from './label-sheet';
import { gradeText } from './label-signature';

/** Public, not voided and graded: a label can say what the record says. */
export const mayPrintCertificateLabel = (certificate: Pick<Certificate, 'publishedAt' | 'voidedAt' | 'grade' | 'authentic'>) =>
  certificate.publishedAt !== null && certificate.voidedAt === null && gradeText(certificate) !== null;

/** The label a certificate's own page prints now, as the page shows it. */
export async function certificateLabelSheet(db: DbOrTx, certificate: Certificate): Promise<CertificateLabelSheet> {
  const sheet = { serial: certificate.serial, state: certificateState(certificate) };
  if (!mayPrintCertificateLabel(certificate)) return { ...sheet, printable: false, generation: null, reason: null, label: null };
  const labels = (await labelsOf(db, [certificate.id])).get(certificate.id) ?? [];
  const { generation, reason } = labelToPrint(certificate, labels);
  return { ...sheet, printable: true, generation, reason, label: await buildLabel(certificate, generation) };
}

export async function getCertificateLabel(db: DbOrTx, session: OrderSession, serial: string): Promise<CertificateLabelSheet> {
  requireStaff(session);
  const certificate = await db.certificate.findUnique({ where: { serial } });
  if (!certificate) throw certificateNotFound();
  return certificateLabelSheet(db, certificate);
}
