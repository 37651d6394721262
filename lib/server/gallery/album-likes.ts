// Likes of public albums (issue #25): one per member (AlbumLike's key), undone by unliking. Album.likeCount moves in the
// same transaction as the row, and only when the row really changed: a second like inserts nothing
// (`INSERT … ON CONFLICT DO NOTHING`) and adds nothing, an unlike of nothing takes nothing, so the count always equals
// the rows however many members like at once (the count's update is atomic: `likeCount = likeCount ± 1`).
// Only albums the world may see can be liked or read; any other is the same 404 as an album that does not exist.
// A like does not regenerate the cached pages: the album page's like button shows the live count (AlbumLikeButton).
// A like or unlike that changed something leaves its audit row in its transaction (decision 0029); one that changed
// nothing leaves none. How often a member may like: like-route.ts.
import type { Db, DbOrTx } from '@/lib/server/db/client';
import type { AlbumLikeState } from '@/lib/shared/albums/gallery-views';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { AppError } from '../errors/app-error';
import { VISIBLE_ALBUM } from './public-albums';

const albumNotFound = () => new AppError('NOT_FOUND', 'Not found.', 'errors:notFound');

async function visibleAlbum(db: DbOrTx, albumId: number): Promise<{ likeCount: number }> {
  const album = await db.album.findFirst({ where: { id: albumId, ...VISIBLE_ALBUM }, select: { likeCount: true } });
  if (!album) throw albumNotFound();
  return album;
}

/** The live count and whether `memberId` (null: a guest) likes the album. */
export async function getAlbumLikeState(db: DbOrTx, memberId: number | null, albumId: number): Promise<AlbumLikeState> {
  const [album, own] = await Promise.all([
    visibleAlbum(db, albumId),
    memberId === null ? null : db.albumLike.findUnique({ where: { albumId_memberId: { albumId, memberId } }, select: { albumId: true } }),
  ]);
  return { liked: memberId === null ? null : own !== null, likeCount: album.likeCount };
}

type Liker = NonNullable<AuditActor>;

async function setLike(db: Db, liker: Liker, albumId: number, liked: boolean) {
  const memberId = liker.id;
  return db.$transaction(async (tx) => {
    await visibleAlbum(tx, albumId);
    const { count } = liked
      ? await tx.albumLike.createMany({ data: [{ albumId, memberId }], skipDuplicates: true })
      : await tx.albumLike.deleteMany({ where: { albumId, memberId } });
    const album = count
      ? await tx.album.update({ where: { id: albumId }, data: { likeCount: liked ? { increment: 1 } : { decrement: 1 } }, select: { likeCount: true } })
      : await visibleAlbum(tx, albumId);
    if (count)
      await recordAudit(tx, {
        actor: liker,
        action: liked ? 'album.liked' : 'album.unliked',
        entity: 'Album',
        entityId: albumId,
        data: { likeCount: album.likeCount },
      });
    return { liked, likeCount: album.likeCount } satisfies AlbumLikeState;
  });
}

/** Likes the album; liking it again changes nothing. */
export function likeAlbum(db: Db, liker: Liker, albumId: number): Promise<AlbumLikeState> {
  return setLike(db, liker, albumId, true);
}

/** Takes the member's like back; nothing to take back changes nothing. */
export function unlikeAlbum(db: Db, liker: Liker, albumId: number): Promise<AlbumLikeState> {
  return setLike(db, liker, albumId, false);
}
