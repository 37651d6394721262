// PUT /api/member/albums/[id] (issue #25): the edit form saves name, description, thumbnail and the public switch at
// once. The thumbnail must be one of the album's cards (the database's foreign key; refused here first with a field
// error); public only when the saved album may be (album-rules.ts: a card and a thumbnail) — else 409 naming why, and
// nothing is saved. Made public: the album gets its publication time and joins the community feed, in the same
// transaction; its public pages are regenerated after the commit.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { publishRefusal } from '@/lib/shared/albums/album-rules';
import type { MyAlbumDetail } from '@/lib/shared/albums/album-views';
import type { UpdateAlbumInput } from '@/lib/shared/schemas/album';
import type { Actor } from '../auth/access-token';
import { AppError } from '../errors/app-error';
import { recordAlbumPublished } from '../feed/feed-writes';
import { lockActiveMember } from '../members/active-member';
import { revalidateAlbumPages } from './album-pages';
import { getMyAlbum } from './my-albums';
import { lockOwnedAlbum } from './owned-album';

const thumbnailNotInAlbum = () =>
  new AppError('VALIDATION', 'The thumbnail must be one of the album’s cards.', 'albums:errors.thumbnailNotInAlbum', {
    errors: [{ path: 'thumbnailCertificateId', key: 'albums:errors.thumbnailNotInAlbum', message: 'The thumbnail must be one of the album’s cards.' }],
  });

export async function updateAlbum(db: Db, session: Actor, id: number, input: UpdateAlbumInput): Promise<MyAlbumDetail> {
  const wasVisible = await db.$transaction(async (tx) => {
    const actor = await lockActiveMember(tx, session.memberId);
    const album = await lockOwnedAlbum(tx, session.memberId, id);
    const cardCount = await tx.albumCard.count({ where: { albumId: id } });
    const thumbnail = input.thumbnailCertificateId ?? null;
    if (thumbnail !== null && !(await tx.albumCard.findUnique({ where: { albumId_certificateId: { albumId: id, certificateId: thumbnail } } }))) {
      throw thumbnailNotInAlbum();
    }
    if (input.isPublic) {
      const refusal = publishRefusal({ saved: true, cardCount, thumbnailCertificateId: thumbnail });
      if (refusal) throw new AppError('CONFLICT', 'This album cannot be public yet.', `albums:errors.publish.${refusal}`);
    }
    const becomesPublic = input.isPublic && !album.isPublic;
    await tx.album.update({
      where: { id },
      data: {
        name: input.name,
        description: input.description || null,
        thumbnailCertificateId: thumbnail,
        isPublic: input.isPublic,
        ...(becomesPublic ? { publishedAt: new Date() } : {}),
      },
    });
    if (becomesPublic) await recordAlbumPublished(tx, { id, memberId: session.memberId });
    await recordAudit(tx, {
      actor,
      action: 'album.updated',
      entity: 'Album',
      entityId: id,
      data: {
        from: { name: album.name, description: album.description, isPublic: album.isPublic, thumbnailCertificateId: album.thumbnailCertificateId },
        to: { name: input.name, description: input.description || null, isPublic: input.isPublic, thumbnailCertificateId: thumbnail },
      },
    });
    return album.isPublic || input.isPublic;
  });
  if (wasVisible) await revalidateAlbumPages([id]);
  return getMyAlbum(db, session, id);
}
