// GET /api/population/search (docs/product/certificates.md#population-report): the cards matching a search, 50 to a page,
// each with its count per grade (every column, zeros included), its total and when it last changed — from the counters
// kept in the grading transaction, never a count over certificates (population-query.ts). Two statements: the page of
// cards with their counts, and how many cards match, counted up to the 5,000 a result is shown and exported up to.
// Paging is by page number (offset), not keyset: a collector jumps between pages of at most 5,000 cards, the order is
// stable (total, name, id) and a deep page costs at most a sort of the matches (docs/decisions/0022-population-report.md).
import type { DbOrTx } from '@/lib/server/db/client';
import { populationRow } from '@/lib/shared/certificates/population';
import type { PopulationPageView, PopulationRowView } from '@/lib/shared/certificates/population-report';
import { POPULATION_LIMITS, type PopulationSearchQuery } from '@/lib/shared/schemas/population';
import { type CardRow, countCards, populationWhere, selectCards } from './population-query';

/** A card as the report shows it. */
export function rowView(row: CardRow): PopulationRowView {
  return {
    id: row.id,
    card: { category: row.cardCategory, year: row.year, brand: row.brand, setName: row.setName, cardNumber: row.cardNumber, name: row.playerName },
    counts: populationRow(row.counts),
    total: row.total,
    lastChangedAt: row.lastChangedAt.toISOString(),
  };
}

export async function searchPopulation(db: DbOrTx, query: PopulationSearchQuery, now = new Date()): Promise<PopulationPageView> {
  const { page, ...filters } = query;
  const pageSize = POPULATION_LIMITS.pageSize;
  const where = populationWhere(filters);
  const rows = await db.$queryRaw<CardRow[]>(selectCards(where.sql, pageSize, (page - 1) * pageSize));
  // A first page that is not full is the whole result: no second statement.
  const matches =
    page === 1 && rows.length < pageSize
      ? rows.length
      : (await db.$queryRaw<{ matches: number }[]>(countCards(where.sql, POPULATION_LIMITS.exportRows + 1)))[0]!.matches;
  return {
    rows: rows.map(rowView),
    page,
    pageSize,
    matches: Math.min(matches, POPULATION_LIMITS.exportRows),
    more: matches > POPULATION_LIMITS.exportRows,
    nameMatch: where.nameMatch,
    asOf: now.toISOString(),
  };
}
