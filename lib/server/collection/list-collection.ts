// GET /api/member/collection and /account/collection (issue #25): one page of the member's own collection, filtered
// and sorted as asked, with how many cards match — one statement: the page, its scans (a subquery run for the page's
// rows only) and the count of every matching card (a window over the member's rows, before the page is cut). Only a
// page past the end, which has no row to carry the count, asks for the count again. Offset paging: pages are numbered
// in the URL, and at 24 cards a page a 5,000-card collection has 209 of them; every statement reads only the member's
// rows through the memberId index (collection-read.ts). A page past the end is empty.
import type { DbOrTx } from '@/lib/server/db/client';
import { Prisma } from '@/lib/server/db/generated/client';
import { COLLECTION_PAGE_SIZE, type CollectionQuery } from '@/lib/shared/collection/collection-query';
import type { CollectionPage } from '@/lib/shared/collection/views';
import type { Actor } from '../auth/access-token';
import { COLLECTION_COLUMNS, COLLECTION_ORDER, type CollectionRow, SCANS_SUBQUERY, type ScanRow, collectionWhere, toCollectionItem } from './collection-read';

type PageRow = CollectionRow & { total: bigint | number; images: ScanRow[] | string };

export async function listCollection(db: DbOrTx, session: Pick<Actor, 'memberId'>, query: CollectionQuery): Promise<CollectionPage> {
  const where = collectionWhere(session.memberId, query);
  const rows = await db.$queryRaw<PageRow[]>(Prisma.sql`
    SELECT ${COLLECTION_COLUMNS}, count(*) OVER () AS "total", ${SCANS_SUBQUERY} AS "images"
    FROM "Certificate" c WHERE ${where}
    ORDER BY ${COLLECTION_ORDER[query.sort]}
    LIMIT ${COLLECTION_PAGE_SIZE} OFFSET ${(query.page - 1) * COLLECTION_PAGE_SIZE}`);
  const total = rows[0] ? Number(rows[0].total) : await countPastTheEnd(db, where, query.page);
  // JSON comes back parsed from PostgreSQL; a driver that hands it over as text is read the same.
  const items = rows.map((row) => toCollectionItem(row, typeof row.images === 'string' ? (JSON.parse(row.images) as ScanRow[]) : row.images));
  return { items, query, pageSize: COLLECTION_PAGE_SIZE, total };
}

/** Page 1 without rows is an empty collection; a later page without rows still says how many cards there are. */
async function countPastTheEnd(db: DbOrTx, where: Prisma.Sql, page: number): Promise<number> {
  if (page === 1) return 0;
  const [row] = await db.$queryRaw<{ total: bigint | number }[]>(Prisma.sql`SELECT count(*) AS "total" FROM "Certificate" c WHERE ${where}`);
  return Number(row?.total ?? 0);
}
