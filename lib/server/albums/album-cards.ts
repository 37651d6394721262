// The cards of a member's album (issue #25): added by serial — only the member's own published, not voided
// certificates; a serial that is unknown or someone else's answers the same, so serials cannot be probed —, removed,
// reordered, shown in the community feed. Removing the thumbnail card (or the last card) clears the thumbnail and
// turns the album private: the database does it (the thumbnail's foreign key SET NULL and its trigger, migration
// 20261129000000_collectors_side). Each change is one transaction on the locked album, with an audit row; the public
// pages are regenerated after the commit when the album is public.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { MAX_CARDS_PER_ALBUM } from '@/lib/shared/albums/album-rules';
import type { MyAlbumDetail } from '@/lib/shared/albums/album-views';
import type { Actor } from '../auth/access-token';
import { AppError } from '../errors/app-error';
import { forgetCardShown, recordCardShown } from '../feed/feed-writes';
import { lockActiveMember } from '../members/active-member';
import { revalidateAlbumPages } from './album-pages';
import { ALBUM_WORTHY, getMyAlbum } from './my-albums';
import { lockOwnedAlbum } from './owned-album';

const cardNotInAlbum = () => new AppError('NOT_FOUND', 'Card not found in this album.', 'albums:errors.cardNotInAlbum');

/** POST /api/member/albums/[id]/cards: the cards go after the album's last one, in the order given. */
export async function addAlbumCards(db: Db, session: Actor, id: number, serials: string[]): Promise<MyAlbumDetail> {
  const wanted = [...new Set(serials)];
  const isPublic = await db.$transaction(async (tx) => {
    const actor = await lockActiveMember(tx, session.memberId);
    const album = await lockOwnedAlbum(tx, session.memberId, id);
    const certificates = await tx.certificate.findMany({
      where: { serial: { in: wanted }, ...ALBUM_WORTHY(session.memberId) },
      select: { id: true, serial: true },
    });
    const bySerial = new Map(certificates.map((certificate) => [certificate.serial, certificate.id]));
    const unknown = wanted.filter((serial) => !bySerial.has(serial));
    if (unknown.length > 0) {
      throw new AppError('VALIDATION', 'Only your own graded cards can be added.', 'albums:errors.notYourCard', {
        errors: unknown.map((serial) => ({
          path: `serials[${serials.indexOf(serial)}]`,
          key: 'albums:errors.notYourCard',
          message: `#${serial} is not in your collection.`,
        })),
      });
    }
    const present = await tx.albumCard.findMany({ where: { albumId: id }, select: { certificateId: true, position: true } });
    const already = new Set(present.map((card) => card.certificateId));
    const fresh = wanted.map((serial) => bySerial.get(serial)!).filter((certificateId) => !already.has(certificateId));
    if (present.length + fresh.length > MAX_CARDS_PER_ALBUM) {
      throw new AppError('BAD_REQUEST', `An album holds up to ${MAX_CARDS_PER_ALBUM} cards.`, 'albums:errors.cardLimit');
    }
    const last = present.reduce((max, card) => Math.max(max, card.position), -1);
    await tx.albumCard.createMany({ data: fresh.map((certificateId, index) => ({ albumId: id, certificateId, position: last + 1 + index })) });
    await tx.album.update({ where: { id }, data: { updatedAt: new Date() } });
    await recordAudit(tx, {
      actor,
      action: 'album.cardsAdded',
      entity: 'Album',
      entityId: id,
      data: { serials: wanted.filter((serial) => !already.has(bySerial.get(serial)!)) },
    });
    return album.isPublic;
  });
  if (isPublic) await revalidateAlbumPages([id]);
  return getMyAlbum(db, session, id);
}

/** DELETE /api/member/albums/[id]/cards/[certificateId]. */
export async function removeAlbumCard(db: Db, session: Actor, id: number, certificateId: number): Promise<MyAlbumDetail> {
  const wasPublic = await db.$transaction(async (tx) => {
    const actor = await lockActiveMember(tx, session.memberId);
    const album = await lockOwnedAlbum(tx, session.memberId, id);
    const card = await tx.albumCard.findUnique({
      where: { albumId_certificateId: { albumId: id, certificateId } },
      include: { certificate: { select: { serial: true } } },
    });
    if (!card) throw cardNotInAlbum();
    await forgetCardShown(tx, { albumId: id, certificateId });
    await tx.albumCard.delete({ where: { albumId_certificateId: { albumId: id, certificateId } } });
    const after = await tx.album.update({ where: { id }, data: { updatedAt: new Date() }, select: { isPublic: true } });
    await recordAudit(tx, {
      actor,
      action: 'album.cardRemoved',
      entity: 'Album',
      entityId: id,
      data: {
        serial: card.certificate.serial,
        thumbnail: album.thumbnailCertificateId === certificateId,
        from: { isPublic: album.isPublic },
        to: { isPublic: after.isPublic },
      },
    });
    return album.isPublic;
  });
  if (wasPublic) await revalidateAlbumPages([id]);
  return getMyAlbum(db, session, id);
}

/** PUT /api/member/albums/[id]/cards: every card of the album, once, in its new order. */
export async function reorderAlbumCards(db: Db, session: Actor, id: number, certificateIds: number[]): Promise<MyAlbumDetail> {
  const isPublic = await db.$transaction(async (tx) => {
    const actor = await lockActiveMember(tx, session.memberId);
    const album = await lockOwnedAlbum(tx, session.memberId, id);
    const present = await tx.albumCard.findMany({ where: { albumId: id }, select: { certificateId: true } });
    const same = present.length === certificateIds.length && present.every((card) => certificateIds.includes(card.certificateId));
    if (!same) {
      // The page showed another set of cards (another tab added or removed one): nothing is moved.
      throw new AppError('CONFLICT', 'The album changed meanwhile.', 'albums:errors.changedMeanwhile');
    }
    for (const [position, certificateId] of certificateIds.entries()) {
      await tx.albumCard.update({ where: { albumId_certificateId: { albumId: id, certificateId } }, data: { position } });
    }
    await tx.album.update({ where: { id }, data: { updatedAt: new Date() } });
    await recordAudit(tx, { actor, action: 'album.cardsReordered', entity: 'Album', entityId: id, data: { count: certificateIds.length } });
    return album.isPublic;
  });
  if (isPublic) await revalidateAlbumPages([id]);
  return getMyAlbum(db, session, id);
}

/** PUT /api/member/albums/[id]/cards/[certificateId] {featured}: a card of a public album shown in the community feed. */
export async function featureAlbumCard(db: Db, session: Actor, id: number, certificateId: number, featured: boolean): Promise<MyAlbumDetail> {
  const isPublic = await db.$transaction(async (tx) => {
    const actor = await lockActiveMember(tx, session.memberId);
    const album = await lockOwnedAlbum(tx, session.memberId, id);
    const card = await tx.albumCard.findUnique({ where: { albumId_certificateId: { albumId: id, certificateId } } });
    if (!card) throw cardNotInAlbum();
    if (featured && !album.isPublic) {
      throw new AppError('CONFLICT', 'Only the cards of a public album can be shown in the community.', 'albums:errors.featureNeedsPublic');
    }
    await tx.albumCard.update({
      where: { albumId_certificateId: { albumId: id, certificateId } },
      data: { featuredAt: featured ? (card.featuredAt ?? new Date()) : null },
    });
    if (featured) await recordCardShown(tx, { albumId: id, certificateId, memberId: session.memberId });
    else await forgetCardShown(tx, { albumId: id, certificateId });
    await recordAudit(tx, {
      actor,
      action: 'album.cardFeatured',
      entity: 'Album',
      entityId: id,
      data: { certificateId, from: card.featuredAt !== null, to: featured },
    });
    return album.isPublic;
  });
  if (isPublic) await revalidateAlbumPages([id]);
  return getMyAlbum(db, session, id);
}
