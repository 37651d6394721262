// Likes of the feed's card and post items (issue #25): one per member (FeedLike's key), undone by unliking.
// FeedItem.likeCount moves in the like's transaction, and only when the row really changed (`INSERT … ON CONFLICT DO
// NOTHING`, an unlike of nothing takes nothing), with an atomic `likeCount ± 1`: the count equals the rows however many
// members like at once. An album's item is liked as the album (/api/albums/[id]/like), so it is not liked here; a
// hidden, invisible or unknown item is the same 404. A like regenerates no page: the feed's like buttons read the live
// count. A like or unlike that changed something leaves its audit row in its transaction (decision 0029).
import type { Db, DbOrTx } from '@/lib/server/db/client';
import type { FeedLikeState } from '@/lib/shared/feed/feed-views';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { AppError } from '../errors/app-error';
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

type Liker = NonNullable<AuditActor>;

async function setLike(db: Db, liker: Liker, itemId: number, liked: boolean): Promise<FeedLikeState> {
  const memberId = liker.id;
  return db.$transaction(async (tx) => {
    const item = await likeableItem(tx, itemId);
    const { count } = liked
      ? await tx.feedLike.createMany({ data: [{ feedItemId: itemId, memberId }], skipDuplicates: true })
      : await tx.feedLike.deleteMany({ where: { feedItemId: itemId, memberId } });
    if (!count) return { liked, likeCount: item.likeCount };
    const updated = await tx.feedItem.update({
      where: { id: itemId },
      data: { likeCount: liked ? { increment: 1 } : { decrement: 1 } },
      select: { likeCount: true },
    });
    await recordAudit(tx, {
      actor: liker,
      action: liked ? 'feedItem.liked' : 'feedItem.unliked',
      entity: 'FeedItem',
      entityId: itemId,
      data: { likeCount: updated.likeCount },
    });
    return { liked, likeCount: updated.likeCount };
  });
}

/** Likes the item; liking it again changes nothing. */
export function likeFeedItem(db: Db, liker: Liker, itemId: number): Promise<FeedLikeState> {
  return setLike(db, liker, itemId, true);
}

/** Takes the member's like back; nothing to take back changes nothing. */
export function unlikeFeedItem(db: Db, liker: Liker, itemId: number): Promise<FeedLikeState> {
  return setLike(db, liker, itemId, false);
}

/** The item's id from the address: a malformed one is the same 404 as an unknown item. */
export function feedItemIdOf(value: unknown): number {
  const match = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
  if (match === null || match > 2_147_483_647) throw itemNotFound();
  return match;
}
