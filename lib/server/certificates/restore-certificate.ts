// POST /api/admin/certificates/[serial]/restore: an admin undoes a mistaken void
// (docs/product/certificates.md#staff-corrections) — the certificate is counted in the population again
// (population-counters.ts) and its labels verify as they did before the void. One transaction on the locked
// certificate (certificate-action.ts) with an AuditLog row keeping the void it undid; the public page is regenerated
// after the commit.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { StaffCertificateDetail } from '@/lib/shared/certificates/staff-views';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import type { CertificateReasonInput } from '@/lib/shared/schemas/certificate-admin';
import { type CertificateSession, runCertificateAction } from './certificate-action';
import { certificateNotVoided, notPublished } from './certificate-errors';
import { revalidateCertificatePages } from './certificate-pages';
import { getStaffCertificate } from './get-staff-certificate';
import { updateCounts } from './population-counters';

export async function restoreCertificate(
  db: Db,
  session: CertificateSession,
  serial: string,
  input: CertificateReasonInput,
  now = new Date(),
): Promise<StaffCertificateDetail> {
  await runCertificateAction(db, session, serial, input.expectedState, 'admin', async (tx, { certificate, actor }) => {
    if (certificate.publishedAt === null) throw notPublished();
    if (certificate.voidedAt === null) throw certificateNotVoided();
    const updated = await tx.certificate.update({ where: { id: certificate.id }, data: { voidedAt: null, voidReason: null } });
    await updateCounts(tx, [updated], now);
    await recordAudit(tx, {
      actor,
      action: AUDIT_ACTIONS.restored,
      entity: 'Certificate',
      entityId: serial,
      data: { from: certificate.voidedAt.toISOString(), to: null, reason: input.reason, voidReason: certificate.voidReason },
    });
  });
  await revalidateCertificatePages([serial]);
  return getStaffCertificate(db, session, serial);
}
