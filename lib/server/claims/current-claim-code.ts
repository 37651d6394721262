// The current code of an owned certificate, opened from its sealed copy — for its owner (owner-claim-code.ts) and for
// the packing slip (packing-slip.ts) only. A certificate owned before claim codes existed (or whose sealed copy no
// longer opens, after CLAIM_CODE_SECRET changed) gets its code here, the first time the owner or the slip needs it:
// issued lazily in the caller's transaction, on the row the caller locked, and audited.
import { type AuditActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Tx } from '@/lib/server/db/client';
import type { Certificate } from '@/lib/server/db/generated/client';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { claimCodeColumns, newClaimCode, openClaimCode } from './claim-code-crypto';

export interface CurrentClaimCode {
  /** Normalised (no dashes): formatClaimCode() for display. */
  code: string;
  issuedAt: Date;
}

export async function currentClaimCode(
  tx: Tx,
  certificate: Pick<Certificate, 'id' | 'serial' | 'claimCodeSealed' | 'claimCodeIssuedAt'>,
  actor: AuditActor,
  now = new Date(),
): Promise<CurrentClaimCode> {
  const opened = certificate.claimCodeSealed === null ? null : openClaimCode(certificate.claimCodeSealed, certificate.serial);
  if (opened !== null && certificate.claimCodeIssuedAt !== null) return { code: opened, issuedAt: certificate.claimCodeIssuedAt };
  const code = newClaimCode();
  await tx.certificate.update({ where: { id: certificate.id }, data: claimCodeColumns(certificate.serial, now, code) });
  await recordAudit(tx, {
    actor,
    action: AUDIT_ACTIONS.claimCodeIssued,
    entity: 'Certificate',
    entityId: certificate.serial,
    at: now,
    data: { note: certificate.claimCodeSealed === null ? 'first code of a card owned before claim codes' : 'sealed copy unreadable: new code' },
  });
  return { code, issuedAt: now };
}
