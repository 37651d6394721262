// Likes of public albums (issue #25): one per member (AlbumLike's key), undone by unliking; the count, the rows and the
// audit row move together as set-like.ts says. Only albums the world may see can be liked or read; any other is the
// same 404 as an album that does not exist. A like does not regenerate the cached pages: the album page's like button
// shows the live count (AlbumLikeButton). How often a member may like: like-route.ts.
import type { Db, DbOrTx } from '@/lib/server/db/client';
import type { AlbumLikeState } from '@/lib/shared/albums/gallery-views';
import { AppError } from '../errors/app-error';
import { VISIBLE_ALBUM } from './public-albums';
import { type Liker, type LikeRows, setLike } from './set-like';

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

function albumRows(albumId: number): LikeRows {
  return {
    visible: (tx) => visibleAlbum(tx, albumId),
    add: async (tx, memberId) => (await tx.albumLike.createMany({ data: [{ albumId, memberId }], skipDuplicates: true })).count,
    remove: async (tx, memberId) => (await tx.albumLike.deleteMany({ where: { albumId, memberId } })).count,
    move: async (tx, by) => (await tx.album.update({ where: { id: albumId }, data: { likeCount: { increment: by } }, select: { likeCount: true } })).likeCount,
    audit: { entity: 'Album', entityId: albumId, liked: 'album.liked', unliked: 'album.unliked' },
  };
}

/** Likes the album; liking it again changes nothing. */
export function likeAlbum(db: Db, liker: Liker, albumId: number): Promise<AlbumLikeState> {
  return setLike(db, liker, true, albumRows(albumId));
}

/** Takes the member's like back; nothing to take back changes nothing. */
export function unlikeAlbum(db: Db, liker: Liker, albumId: number): Promise<AlbumLikeState> {
  return setLike(db, liker, false, albumRows(albumId));
}
