// POST /api/admin/certificates/[serial]/void: an admin voids a published certificate — issued in error, the card
// destroyed (docs/product/certificates.md#staff-corrections). It stays answerable: the public page and every genuine
// label's verdict say "voided" (docs/product/certificates.md#verdicts) with the reason, and it leaves the population
// (population-counters.ts: a voided certificate is not counted). Its labels are not superseded — "voided" outranks
// every other verdict, and a restore makes them valid again. One transaction on the locked certificate
// (certificate-action.ts) with an AuditLog row; the public page is regenerated after the commit.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { StaffCertificateDetail } from '@/lib/shared/certificates/staff-views';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import type { CertificateReasonInput } from '@/lib/shared/schemas/certificate-admin';
import { type CertificateSession, runCertificateAction } from './certificate-action';
import { certificateVoided, notPublished } from './certificate-errors';
import { revalidateCertificatePages } from './certificate-pages';
import { getStaffCertificate } from './get-staff-certificate';
import { updateCounts } from './population-counters';

export async function voidCertificate(
  db: Db,
  session: CertificateSession,
  serial: string,
  input: CertificateReasonInput,
  now = new Date(),
): Promise<StaffCertificateDetail> {
  await runCertificateAction(db, session, serial, input.expectedState, 'admin', async (tx, { certificate, actor }) => {
    if (certificate.publishedAt === null) throw notPublished();
    if (certificate.voidedAt !== null) throw certificateVoided();
    const updated = await tx.certificate.update({ where: { id: certificate.id }, data: { voidedAt: now, voidReason: input.reason } });
    await updateCounts(tx, [updated], now);
    await recordAudit(tx, {
      actor,
      action: AUDIT_ACTIONS.voided,
      entity: 'Certificate',
      entityId: serial,
      data: { from: null, to: now.toISOString(), reason: input.reason },
    });
  });
  await revalidateCertificatePages([serial]);
  return getStaffCertificate(db, session, serial);
}
