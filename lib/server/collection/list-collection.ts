// GET /api/member/collection and /account/collection (issue #25): one page of the member's own collection, filtered
// and sorted as asked, with how many cards match — two statements: the page (scans joined) and the count. Offset
// paging: pages are numbered in the URL, and at 24 cards a page a 5,000-card collection has 209 of them; every
// statement reads only the member's rows through the memberId index (collection-read.ts). A page past the end is empty.
import type { DbOrTx } from '@/lib/server/db/client';
import { COLLECTION_PAGE_SIZE, type CollectionQuery } from '@/lib/shared/collection/collection-query';
import type { CollectionPage } from '@/lib/shared/collection/views';
import type { Actor } from '../auth/access-token';
import { COLLECTION_ITEM, COLLECTION_ORDER, collectionWhere, toCollectionItem } from './collection-read';

export async function listCollection(db: DbOrTx, session: Pick<Actor, 'memberId'>, query: CollectionQuery): Promise<CollectionPage> {
  const where = collectionWhere(session.memberId, query);
  const [rows, total] = await Promise.all([
    db.certificate.findMany({
      where,
      select: COLLECTION_ITEM,
      orderBy: COLLECTION_ORDER[query.sort],
      skip: (query.page - 1) * COLLECTION_PAGE_SIZE,
      take: COLLECTION_PAGE_SIZE,
    }),
    db.certificate.count({ where }),
  ]);
  return { items: rows.map(toCollectionItem), query, pageSize: COLLECTION_PAGE_SIZE, total };
}
