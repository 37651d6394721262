// POST /api/admin/certificates/[serial]/claim-code { reason }: an admin, having checked the owner's word (the slip
// lost, the code seen by someone else), spends the certificate's code and issues its owner a new one (issue #25,
// docs/decisions/0035-claim-codes.md). The owner sees the new code in their collection; staff never see it. One
// transaction on the locked certificate with an audit row that keeps the spent code's keyed hash (a later try with
// it is told "spent") and the reason.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { CertificateOwnership } from '@/lib/shared/certificates/ownership-views';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import type { ReissueClaimCodeInput } from '@/lib/shared/schemas/claim';
import type { AccessClaims } from '../auth/access-token';
import { certificateVoided } from '../certificates/certificate-errors';
import { getCertificateOwnership, lockForOwnershipAction } from './certificate-ownership';
import { claimCodeColumns } from './claim-code-crypto';
import { ownerlessCertificate } from './claim-errors';

export async function reissueClaimCode(
  db: Db,
  session: Pick<AccessClaims, 'memberId' | 'role'>,
  serial: string,
  input: ReissueClaimCodeInput,
  now = new Date(),
): Promise<CertificateOwnership> {
  await db.$transaction(async (tx) => {
    const { certificate, actor } = await lockForOwnershipAction(tx, session, serial);
    if (certificate.memberId === null) throw ownerlessCertificate();
    if (certificate.voidedAt !== null) throw certificateVoided();
    await tx.certificate.update({ where: { id: certificate.id }, data: claimCodeColumns(serial, now) });
    await recordAudit(tx, {
      actor,
      action: AUDIT_ACTIONS.claimCodeReissued,
      entity: 'Certificate',
      entityId: serial,
      at: now,
      data: { reason: input.reason, spentCodeHash: certificate.claimCodeHash },
    });
  });
  return getCertificateOwnership(db, session, serial);
}
