// GET /api/v1/population (docs/product/certificates.md#public-api): the population of a card for a key holder — the
// cards whose name is the one given, after the same-card folding (lib/shared/certificates/same-card.ts: NFKC, case,
// white space), narrowed by category, year, set and card number when given, each exactly. Not the report's substring
// search: a program asks about a card it knows. Only cards that count something; by id, POPULATION_PAGE_SIZE a page
// with a cursor. One statement: the cards with their counts joined (decision 0017).
import type { DbOrTx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { normaliseCardField } from '@/lib/shared/certificates/same-card';
import type { PopulationCardsPage } from '@/lib/shared/public-api/population';
import { POPULATION_PAGE_SIZE } from '@/lib/shared/public-api/limits';
import type { PopulationQuery } from '@/lib/shared/schemas/public-api';
import { decodeCursor, encodeCursor } from '../public-api/page-cursor';
import { WITH_COUNTS, populationCardView } from './population-card-view';

export async function findPopulationCards(db: DbOrTx, query: PopulationQuery): Promise<PopulationCardsPage> {
  const after = query.cursor ? decodeCursor(query.cursor, false) : null;
  const where: Prisma.PopulationCardWhereInput = {
    nameKey: normaliseCardField(query.name),
    total: { gt: 0 },
    ...(query.category ? { cardCategory: query.category } : {}),
    ...(query.year !== undefined ? { year: query.year } : {}),
    ...(query.set !== undefined ? { setKey: normaliseCardField(query.set) } : {}),
    ...(query.number !== undefined ? { numberKey: normaliseCardField(query.number) } : {}),
    ...(after ? { id: { gt: after.id } } : {}),
  };
  const cards = await db.populationCard.findMany({ where, include: WITH_COUNTS, orderBy: { id: 'asc' }, take: POPULATION_PAGE_SIZE + 1 });
  const page = cards.slice(0, POPULATION_PAGE_SIZE);
  const last = page.at(-1);
  return { cards: page.map(populationCardView), nextCursor: cards.length > POPULATION_PAGE_SIZE && last ? encodeCursor({ id: last.id }) : null };
}
