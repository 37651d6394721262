// GET /api/v1/population/changes?since= (docs/product/certificates.md#public-api): the population cards whose counts
// changed after `since`, oldest change first, for people who mirror the report instead of scraping it. Ordered by
// (lastChangedAt, id) — the index PopulationCard has for this — and paged by that keyset, so a page costs the same deep
// in the feed as at its start. Cards that fell to zero are included: a mirror must learn that too.
// A change is stamped when its transaction starts and visible when it commits, so the feed stops CHANGES_SETTLE_SECONDS
// before now (`until`): a mirror that goes on from the last lastChangedAt it received never steps over a change that
// committed late. One statement per page: the cards with their counts joined (decision 0017).
import type { DbOrTx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { PopulationChangesPage } from '@/lib/shared/public-api/population';
import { CHANGES_SETTLE_SECONDS, POPULATION_PAGE_SIZE } from '@/lib/shared/public-api/limits';
import type { PopulationChangesQuery } from '@/lib/shared/schemas/public-api';
import { decodeCursor, encodeCursor } from '../public-api/page-cursor';
import { WITH_COUNTS, populationCardView } from './population-card-view';

export async function listPopulationChanges(db: DbOrTx, query: PopulationChangesQuery, now: Date): Promise<PopulationChangesPage> {
  const until = new Date(now.getTime() - CHANGES_SETTLE_SECONDS * 1000);
  const after = query.cursor ? decodeCursor(query.cursor, true) : null;
  const conditions: Prisma.PopulationCardWhereInput[] = [{ lastChangedAt: { gt: new Date(query.since), lte: until } }];
  if (after?.at) conditions.push({ OR: [{ lastChangedAt: { gt: after.at } }, { lastChangedAt: after.at, id: { gt: after.id } }] });
  const cards = await db.populationCard.findMany({
    where: { AND: conditions },
    include: WITH_COUNTS,
    orderBy: [{ lastChangedAt: 'asc' }, { id: 'asc' }],
    take: POPULATION_PAGE_SIZE + 1,
  });
  const page = cards.slice(0, POPULATION_PAGE_SIZE);
  const last = page.at(-1);
  return {
    cards: page.map(populationCardView),
    nextCursor: cards.length > POPULATION_PAGE_SIZE && last ? encodeCursor({ id: last.id, at: last.lastChangedAt }) : null,
    until: until.toISOString(),
  };
}
