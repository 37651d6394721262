// Which feed items the world may see (issue #25), one rule for the feed's pages and its likes. An item shows only while
// it is not hidden by staff and its time has come (a post scheduled for later joins at its publishedAt); an album's or
// card's item only while its album is one the gallery shows (public, not hidden, owner not withdrawn: VISIBLE_ALBUM's
// rule, in SQL), and a card's only while the card is still in that album, shown by its owner (featuredAt) and published.
// In SQL because a card item's check compares two of its own columns with AlbumCard's key, which Prisma's filters
// cannot say. Times are passed as UTC text cast to the columns' `timestamp` (Prisma stores UTC there).
import type { DbOrTx } from '@/lib/server/db/client';
import { Prisma } from '@/lib/server/db/generated/client';

export function visibleFeedItemSql(now: Date): Prisma.Sql {
  const at = now.toISOString();
  return Prisma.sql`f."hiddenAt" IS NULL AND f."createdAt" <= ${at}::timestamp AND (
    (f."kind" = 'POST' AND EXISTS (SELECT 1 FROM "Post" p WHERE p."id" = f."postId" AND p."publishedAt" <= ${at}::timestamp))
    OR (f."kind" IN ('ALBUM', 'CARD') AND EXISTS (
      SELECT 1 FROM "Album" a JOIN "Member" m ON m."id" = a."memberId"
      WHERE a."id" = f."albumId" AND a."isPublic" AND a."hiddenAt" IS NULL AND m."withdrawnAt" IS NULL AND m."mbStatus" <> 'WITHDRAWN'
        AND (f."kind" = 'ALBUM' OR EXISTS (
          SELECT 1 FROM "AlbumCard" ac JOIN "Certificate" c ON c."id" = ac."certificateId"
          WHERE ac."albumId" = f."albumId" AND ac."certificateId" = f."certificateId" AND ac."featuredAt" IS NOT NULL
            AND c."publishedAt" IS NOT NULL))))
  )`;
}

/** Whether the world may see the item now (a like of anything else is the same 404 as an unknown item). */
export async function isFeedItemVisible(db: DbOrTx, itemId: number, now = new Date()): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: number }[]>`SELECT f."id" FROM "FeedItem" f WHERE f."id" = ${itemId} AND ${visibleFeedItemSql(now)}`;
  return rows.length > 0;
}

/** One page of visible item ids, newest first, after the cursor's (createdAt, id) when given. */
export async function visibleFeedItemIds(db: DbOrTx, options: { now: Date; after: { createdAt: Date; id: number } | null; take: number }): Promise<number[]> {
  const { now, after, take } = options;
  const keyset = after ? Prisma.sql`AND (f."createdAt", f."id") < (${after.createdAt.toISOString()}::timestamp, ${after.id})` : Prisma.empty;
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT f."id" FROM "FeedItem" f
    WHERE ${visibleFeedItemSql(now)} ${keyset}
    ORDER BY f."createdAt" DESC, f."id" DESC
    LIMIT ${take}`;
  return rows.map((row) => row.id);
}
