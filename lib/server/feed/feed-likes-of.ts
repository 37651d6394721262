// The member's likes and the live counts of the feed items on one screen (issue #25; lib/shared/feed/feed-likes-query.ts):
// two visibility-checked reads of the counts and two of the member's own likes, whatever the number of hearts. A guest
// gets the counts with `liked: null`; an item or album the world may not see is left out, as its like route's 404.
import type { DbOrTx } from '@/lib/server/db/client';
import { Prisma } from '@/lib/server/db/generated/client';
import type { FeedLikeState } from '@/lib/shared/feed/feed-views';
import { type FeedLikesAnswer, type FeedLikesQuery, idsOf } from '@/lib/shared/feed/feed-likes-query';
import { VISIBLE_ALBUM } from '../gallery/public-albums';
import { visibleFeedItemSql } from './visible-items';

type Counted = { id: number; likeCount: number };

function answerOf(rows: readonly Counted[], liked: ReadonlySet<number> | null): Record<string, FeedLikeState> {
  return Object.fromEntries(rows.map((row) => [String(row.id), { liked: liked === null ? null : liked.has(row.id), likeCount: row.likeCount }]));
}

async function itemCounts(db: DbOrTx, ids: number[], now: Date): Promise<Counted[]> {
  if (ids.length === 0) return [];
  // An album's item is liked as its album, so it is not counted here (feed-likes.ts).
  return db.$queryRaw<Counted[]>`
    SELECT f."id", f."likeCount" FROM "FeedItem" f
    WHERE f."id" IN (${Prisma.join(ids)}) AND f."kind" <> 'ALBUM' AND ${visibleFeedItemSql(now)}`;
}

export async function feedLikesOf(db: DbOrTx, memberId: number | null, query: FeedLikesQuery, now = new Date()): Promise<FeedLikesAnswer> {
  const [itemIds, albumIds] = [idsOf(query.items), idsOf(query.albums)];
  const [items, albums] = await Promise.all([
    itemCounts(db, itemIds, now),
    albumIds.length === 0 ? [] : db.album.findMany({ where: { id: { in: albumIds }, ...VISIBLE_ALBUM }, select: { id: true, likeCount: true } }),
  ]);
  if (memberId === null) return { items: answerOf(items, null), albums: answerOf(albums, null) };
  const [itemLikes, albumLikes] = await Promise.all([
    items.length === 0 ? [] : db.feedLike.findMany({ where: { memberId, feedItemId: { in: items.map((row) => row.id) } }, select: { feedItemId: true } }),
    albums.length === 0 ? [] : db.albumLike.findMany({ where: { memberId, albumId: { in: albums.map((row) => row.id) } }, select: { albumId: true } }),
  ]);
  return {
    items: answerOf(items, new Set(itemLikes.map((row) => row.feedItemId))),
    albums: answerOf(albums, new Set(albumLikes.map((row) => row.albumId))),
  };
}
