// POST /api/admin/certificate-flags/[id]/reopen { expectedStatus, note }: an admin opens a decided entry of the
// suspicious-certificates queue again — a mistaken dismissal, new evidence, or a confirmation that was wrong
// (docs/product/certificates.md#suspicious-certificates, docs/decisions/0023-certificate-corrections.md). Admins only:
// undoing a decision changes what the public page says (the counterfeit banner, the "reported" verdict). The entry
// is OPEN again without its decision; the AuditLog row keeps the decision it undid. One transaction on the locked entry
// (flag-action.ts).
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { CertificateFlagView } from '@/lib/shared/certificates/staff-views';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import type { FlagReopenInput } from '@/lib/shared/schemas/certificate-admin';
import type { CertificateSession } from '../certificate-action';
import { runFlagAction } from './flag-action';

export async function reopenFlag(db: Db, session: CertificateSession, id: number, input: FlagReopenInput): Promise<CertificateFlagView> {
  return runFlagAction(db, session, id, input.expectedStatus, 'admin', async (tx, { flag, actor }) => {
    await tx.certificateFlag.update({ where: { id: flag.id }, data: { status: 'OPEN', decidedAt: null, decidedById: null, decisionNote: null } });
    await recordAudit(tx, {
      actor,
      action: AUDIT_ACTIONS.flagReopened,
      entity: 'Certificate',
      entityId: flag.certificate.serial,
      data: {
        flagId: flag.id,
        source: flag.source,
        from: flag.status,
        to: 'OPEN',
        note: input.note,
        undone: { decidedAt: flag.decidedAt?.toISOString() ?? null, decidedById: flag.decidedById, decisionNote: flag.decisionNote },
      },
    });
  });
}
