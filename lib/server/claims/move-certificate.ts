// POST /api/admin/certificates/[serial]/owner { member, reason }: an admin, having checked a buyer's claim (a seller who
// lost the code, an estate, a dispute settled), moves the certificate to the member named by e-mail or member id
// (issue #25, docs/decisions/0035-claim-codes.md). The same move as a claim (transfer-certificate.ts: the card leaves
// the former owner's albums, OwnershipTransfer via STAFF, the old code spent and a new one issued to the new owner,
// the former owner told by e-mail), audited with the admin and the reason. One transaction on the locked certificate.
import type { Db, Tx } from '@/lib/server/db/client';
import type { CertificateOwnership } from '@/lib/shared/certificates/ownership-views';
import { mayAct } from '@/lib/shared/members/standing';
import type { MoveCertificateInput } from '@/lib/shared/schemas/claim';
import type { AccessClaims } from '../auth/access-token';
import { revalidateAlbumPages } from '../albums/album-pages';
import { certificateVoided } from '../certificates/certificate-errors';
import { kickDelivery } from '../messaging/delivery/worker';
import { getCertificateOwnership, lockForOwnershipAction } from './certificate-ownership';
import { moveTargetNotFound, moveToSameOwner } from './claim-errors';
import { transferCertificate } from './transfer-certificate';

/** The member an admin typed: an e-mail (any case), a member id (mbId), or the numeric id the back office lists. */
async function findTarget(tx: Tx, typed: string): Promise<number> {
  const value = typed.trim();
  const where = value.includes('@')
    ? { mbEmail: { equals: value, mode: 'insensitive' as const } }
    : /^\d{1,9}$/.test(value)
      ? { OR: [{ id: Number(value) }, { mbId: value }] }
      : { mbId: value };
  const members = await tx.member.findMany({ where, select: { id: true, mbStatus: true }, take: 2 });
  const active = members.filter((member) => mayAct(member.mbStatus));
  if (active.length !== 1) throw moveTargetNotFound();
  return active[0]!.id;
}

export async function moveCertificate(
  db: Db,
  session: Pick<AccessClaims, 'memberId' | 'role'>,
  serial: string,
  input: MoveCertificateInput,
  now = new Date(),
): Promise<CertificateOwnership> {
  const { albumIds } = await db.$transaction(async (tx) => {
    const { certificate, actor } = await lockForOwnershipAction(tx, session, serial);
    if (certificate.voidedAt !== null) throw certificateVoided();
    const toMemberId = await findTarget(tx, input.member);
    if (certificate.memberId === toMemberId) throw moveToSameOwner();
    return transferCertificate(tx, { certificate, toMemberId, via: 'STAFF', actor, reason: input.reason, now });
  });
  kickDelivery();
  if (albumIds.length > 0) await revalidateAlbumPages(albumIds);
  return getCertificateOwnership(db, session, serial);
}
