// A certificate moving to a new owner (issue #25, docs/decisions/0035-claim-codes.md), by the buyer's claim or by staff
// after checking a claim — in the caller's transaction, on the certificate row the caller locked: the card leaves the
// former owner's collection and albums (remove-certificate.ts: an album whose thumbnail it was turns private), the new
// owner has it from now, the old code is spent and a new one issued to the new owner, an OwnershipTransfer row and an
// audit row record the move (the audit row keeps the spent code's keyed hash, so a later try with it is told "spent"),
// and the former owner is told by e-mail, in their language, through the outbox. The caller revalidates the albums'
// pages (revalidateAlbumPages) and kicks the delivery after the commit.
import { type AuditActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Tx } from '@/lib/server/db/client';
import type { Certificate } from '@/lib/server/db/generated/client';
import type { OwnershipTransferVia } from '@/lib/server/db/generated/enums';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { cardLine } from '@/lib/shared/lab/label-text';
import { isWithdrawn } from '@/lib/shared/members/standing';
import { localizedPath } from '@/lib/shared/routes';
import { removeCertificateFromAlbums } from '../albums/remove-certificate';
import { greetingName } from '../messaging/order-email';
import { enqueueEmail } from '../messaging/enqueue-message';
import { siteUrl } from '../messaging/render-message';
import { claimCodeColumns } from './claim-code-crypto';

/** Where a member finds their cards (the collection page of My page). */
export const COLLECTION_PAGE = '/account/collection';

export type TransferredCertificate = Pick<
  Certificate,
  'id' | 'serial' | 'memberId' | 'claimCodeHash' | 'year' | 'brand' | 'setName' | 'cardNumber' | 'playerName'
>;

export interface Transfer {
  certificate: TransferredCertificate;
  toMemberId: number;
  via: OwnershipTransferVia;
  actor: AuditActor;
  /** Staff's reason (kept in the audit trail, never e-mailed). */
  reason?: string;
  now: Date;
}

export interface Transferred {
  /** The former owner's albums the card left: their public pages change. */
  albumIds: number[];
}

const TEMPLATES = { CLAIM: 'certificateClaimed', STAFF: 'certificateMoved' } as const satisfies Record<OwnershipTransferVia, string>;

export async function transferCertificate(tx: Tx, transfer: Transfer): Promise<Transferred> {
  const { certificate, toMemberId, via, now } = transfer;
  const fromMemberId = certificate.memberId;
  const { albumIds } = fromMemberId === null ? { albumIds: [] } : await removeCertificateFromAlbums(tx, certificate.id, fromMemberId);
  await tx.certificate.update({
    where: { id: certificate.id },
    data: { memberId: toMemberId, ownedSince: now, ...claimCodeColumns(certificate.serial, now) },
  });
  await tx.ownershipTransfer.create({ data: { certificateId: certificate.id, fromMemberId, toMemberId, via, createdAt: now } });
  const [from, to] = await Promise.all([
    fromMemberId === null
      ? null
      : tx.member.findUnique({
          where: { id: fromMemberId },
          select: { mbId: true, mbNick: true, mbName: true, mbEmail: true, language: true, mbStatus: true },
        }),
    tx.member.findUniqueOrThrow({ where: { id: toMemberId }, select: { mbId: true, mbNick: true } }),
  ]);
  await recordAudit(tx, {
    actor: transfer.actor,
    action: via === 'CLAIM' ? AUDIT_ACTIONS.claimed : AUDIT_ACTIONS.ownerMoved,
    entity: 'Certificate',
    entityId: certificate.serial,
    at: now,
    data: {
      from: from ? `${from.mbNick} (${from.mbId})` : null,
      to: `${to.mbNick} (${to.mbId})`,
      ...(transfer.reason === undefined ? {} : { reason: transfer.reason }),
      albumsLeft: albumIds,
      // The keyed hash only (never the code): how a later try with the old code is recognised as spent.
      spentCodeHash: certificate.claimCodeHash,
    },
  });
  if (from && !isWithdrawn(from.mbStatus)) {
    await enqueueEmail(tx, {
      to: from.mbEmail,
      locale: from.language,
      template: TEMPLATES[via],
      params: {
        name: greetingName(from),
        card: cardLine(certificate),
        serial: certificate.serial,
        url: siteUrl(localizedPath(COLLECTION_PAGE, from.language)),
      },
    });
  }
  return { albumIds };
}
