// POST /api/admin/certificate-flags/[id]/decision { expectedStatus: OPEN, decision, note }: staff confirm or dismiss an
// open entry of the suspicious-certificates queue with a note (docs/product/certificates.md#suspicious-certificates):
// status, decidedAt, decidedById and decisionNote, and an AuditLog row about the certificate, in one transaction on the
// locked entry (flag-action.ts). A confirmed entry puts the counterfeit banner on the public page; a dismissed report
// ends the "reported" verdict. Staff and admins.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { CertificateFlagView } from '@/lib/shared/certificates/staff-views';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import type { FlagDecisionInput } from '@/lib/shared/schemas/certificate-admin';
import type { CertificateSession } from '../certificate-action';
import { runFlagAction } from './flag-action';

export async function decideFlag(db: Db, session: CertificateSession, id: number, input: FlagDecisionInput, now = new Date()): Promise<CertificateFlagView> {
  return runFlagAction(db, session, id, input.expectedStatus, 'staff', async (tx, { flag, actorId, actor }) => {
    await tx.certificateFlag.update({
      where: { id: flag.id },
      data: { status: input.decision, decidedAt: now, decidedById: actorId, decisionNote: input.note },
    });
    await recordAudit(tx, {
      actor,
      action: input.decision === 'CONFIRMED' ? AUDIT_ACTIONS.flagConfirmed : AUDIT_ACTIONS.flagDismissed,
      entity: 'Certificate',
      entityId: flag.certificate.serial,
      data: { flagId: flag.id, source: flag.source, from: flag.status, to: input.decision, note: input.note },
    });
  });
}
