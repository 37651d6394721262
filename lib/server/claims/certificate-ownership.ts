// GET /api/admin/certificates/[serial]/owner, and the answer of the ownership tools (issue #25,
// docs/decisions/0035-claim-codes.md): who owns the certificate, since when, when its code was issued, and every move
// (OwnershipTransfer rows, newest first). ADMIN only: an owner is member data.
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import type { Member } from '@/lib/server/db/generated/client';
import type { CertificateOwnership, OwnershipMember } from '@/lib/shared/certificates/ownership-views';
import { requireAdmin } from '../admin/require-admin';
import type { AccessClaims } from '../auth/access-token';
import { lockCertificate } from '../certificates/certificate-action';
import { certificateNotFound } from '../certificates/certificate-errors';
import { loadActiveMember } from '../members/active-member';

const PERSON = { select: { mbId: true, mbNick: true, mbEmail: true } } as const;
type Person = Pick<Member, 'mbId' | 'mbNick' | 'mbEmail'>;

const view = (member: Person | null): OwnershipMember | null => (member ? { mbId: member.mbId, nick: member.mbNick, email: member.mbEmail } : null);

export async function getCertificateOwnership(db: DbOrTx, session: Pick<AccessClaims, 'memberId' | 'role'>, serial: string): Promise<CertificateOwnership> {
  requireAdmin(session);
  const row = await db.certificate.findUnique({
    where: { serial },
    select: {
      serial: true,
      ownedSince: true,
      claimCodeIssuedAt: true,
      voidedAt: true,
      member: PERSON,
      transfers: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { createdAt: true, via: true, from: PERSON, to: PERSON } },
    },
  });
  if (!row) throw certificateNotFound();
  return {
    serial: row.serial,
    owner: view(row.member),
    ownedSince: row.ownedSince?.toISOString() ?? null,
    codeIssuedAt: row.claimCodeIssuedAt?.toISOString() ?? null,
    voided: row.voidedAt !== null,
    transfers: row.transfers.map((transfer) => ({ at: transfer.createdAt.toISOString(), via: transfer.via, from: view(transfer.from), to: view(transfer.to) })),
  };
}

/**
 * The frame of the ADMIN's ownership tools: the role on the token, then the certificate's row locked and the admin's
 * own row read again in the transaction (a demoted admin's ten-minute token changes nothing), as runCertificateAction
 * does — without its fingerprint: ownership is not part of the record the page's other tools act on.
 */
export async function lockForOwnershipAction(
  tx: Tx,
  session: Pick<AccessClaims, 'memberId' | 'role'>,
  serial: string,
): Promise<{ certificate: Awaited<ReturnType<typeof lockCertificate>>; actor: { id: number; role: Member['role'] } }> {
  requireAdmin(session);
  const certificate = await lockCertificate(tx, serial);
  const admin = await loadActiveMember(tx, session);
  requireAdmin({ memberId: admin.id, role: admin.role });
  return { certificate, actor: { id: admin.id, role: admin.role } };
}
