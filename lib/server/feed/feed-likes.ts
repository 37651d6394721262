// Likes of the feed's card and post items (issue #25): one per member (FeedLike's key), undone by unliking; the count,
// the rows and the audit row move together as lib/server/gallery/set-like.ts says. An album's item is liked as the
// album (/api/albums/[id]/like), so it is not liked here; a hidden, invisible or unknown item is the same 404. A like
// regenerates no page: the feed's like buttons read the live count.
import type { Db, DbOrTx } from '@/lib/server/db/client';
import type { FeedLikeState } from '@/lib/shared/feed/feed-views';
import { AppError } from '../errors/app-error';
import { type Liker, type LikeRows, setLike } from '../gallery/set-like';
import { isFeedItemVisible } from './visible-items';

const itemNotFound = () => new AppError('NOT_FOUND', 'Not found.', 'errors:notFound');

async function likeableItem(db: DbOrTx, itemId: number): Promise<{ likeCount: number }> {
  const item = await db.feedItem.findUnique({ where: { id: itemId }, select: { kind: true, likeCount: true } });
  if (!item || item.kind === 'ALBUM' || !(await isFeedItemVisible(db, itemId))) throw itemNotFound();
  return item;
}

/** The live count and whether `memberId` (null: a guest) likes the item. */
export async function getFeedLikeState(db: DbOrTx, memberId: number | null, itemId: number): Promise<FeedLikeState> {
  const item = await likeableItem(db, itemId);
  if (memberId === null) return { liked: null, likeCount: item.likeCount };
  const own = await db.feedLike.findUnique({ where: { feedItemId_memberId: { feedItemId: itemId, memberId } }, select: { memberId: true } });
  return { liked: own !== null, likeCount: item.likeCount };
}

function itemRows(itemId: number): LikeRows {
  return {
    visible: (tx) => likeableItem(tx, itemId),
    add: async (tx, memberId) => (await tx.feedLike.createMany({ data: [{ feedItemId: itemId, memberId }], skipDuplicates: true })).count,
    remove: async (tx, memberId) => (await tx.feedLike.deleteMany({ where: { feedItemId: itemId, memberId } })).count,
    move: async (tx, by) =>
      (await tx.feedItem.update({ where: { id: itemId }, data: { likeCount: { increment: by } }, select: { likeCount: true } })).likeCount,
    audit: { entity: 'FeedItem', entityId: itemId, liked: 'feedItem.liked', unliked: 'feedItem.unliked' },
  };
}

/** Likes the item; liking it again changes nothing. */
export function likeFeedItem(db: Db, liker: Liker, itemId: number): Promise<FeedLikeState> {
  return setLike(db, liker, true, itemRows(itemId));
}

/** Takes the member's like back; nothing to take back changes nothing. */
export function unlikeFeedItem(db: Db, liker: Liker, itemId: number): Promise<FeedLikeState> {
  return setLike(db, liker, false, itemRows(itemId));
}

/** The item's id from the address: a malformed one is the same 404 as an unknown item. */
export function feedItemIdOf(value: unknown): number {
  const match = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
  if (match === null || match > 2_147_483_647) throw itemNotFound();
  return match;
}
