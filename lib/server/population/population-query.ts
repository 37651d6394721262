// The population search's SQL, written once for the page's search and the CSV export
// (docs/product/certificates.md#population-report, docs/decisions/0022-population-report.md). It reads only
// PopulationCard and PopulationCount — the counters kept in the grading transaction (population-counters.ts) — never
// Certificate: a search costs the same with 1,000 certificates or 1,000,000.
//
// Every filter is served by an index of PopulationCard (checked with EXPLAIN in tests/integration/population):
// - name and set: the trigram GIN indexes of nameKey / setKey (pg_trgm, in PGlite's contrib too). A query of three
//   characters or more matches anywhere (`LIKE '%q%'`); one or two ("大谷", "김") match at the start of the name or of
//   a word in it (`LIKE 'q%' OR LIKE '% q%'`), which the same index serves through its word-start trigrams — a
//   two-character substring has no trigram and would read the whole index;
// - number: equal after the same-card folding (btree on numberKey);
// - category and year: the (cardCategory, year) btree; a year without a category asks for every category, so the
//   index still serves it (PostgreSQL 15 has no skip scan).
// The LIKE metacharacters of what was typed (`%`, `_`, and the escape `\`) are escaped: they are matched as text.
import { Prisma } from '@/lib/server/db/generated/client';
import { CardCategory } from '@/lib/server/db/generated/enums';
import { type TextMatch, foldQuery, textMatch } from '@/lib/shared/certificates/population-report';
import type { PopulationFilters } from '@/lib/shared/schemas/population';

/** Every category, as SQL values: a year without a category is asked of each of them. */
const EVERY_CATEGORY = Prisma.join(Object.values(CardCategory).map((category) => Prisma.sql`${category}::"CardCategory"`));

/** `%`, `_` and `\` as text in a LIKE pattern (PostgreSQL's default escape character is the backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A name or set condition on its normalised column. */
function textCondition(column: Prisma.Sql, typed: string): { sql: Prisma.Sql; match: TextMatch } {
  const folded = foldQuery(typed);
  const escaped = escapeLike(folded);
  const match = textMatch(folded);
  const sql =
    match === 'substring' ? Prisma.sql`${column} LIKE ${`%${escaped}%`}` : Prisma.sql`(${column} LIKE ${`${escaped}%`} OR ${column} LIKE ${`% ${escaped}%`})`;
  return { sql, match };
}

export interface PopulationWhere {
  sql: Prisma.Sql;
  nameMatch: TextMatch | null;
}

/** The WHERE clause of a search: the cards that count something and match every filter given. */
export function populationWhere(filters: PopulationFilters): PopulationWhere {
  // A card whose certificates were all voided or regraded away keeps its row (population-counters.ts); it counts nothing.
  const conditions: Prisma.Sql[] = [Prisma.sql`c."total" > 0`];
  if (filters.category) conditions.push(Prisma.sql`c."cardCategory" = ${filters.category}::"CardCategory"`);
  if (filters.year !== undefined) {
    if (!filters.category) conditions.push(Prisma.sql`c."cardCategory" IN (${EVERY_CATEGORY})`);
    conditions.push(Prisma.sql`c."year" = ${filters.year}`);
  }
  if (filters.number) conditions.push(Prisma.sql`c."numberKey" = ${foldQuery(filters.number)}`);
  let nameMatch: TextMatch | null = null;
  if (filters.name) {
    const name = textCondition(Prisma.sql`c."nameKey"`, filters.name);
    conditions.push(name.sql);
    nameMatch = name.match;
  }
  if (filters.set) conditions.push(textCondition(Prisma.sql`c."setKey"`, filters.set).sql);
  return { sql: Prisma.join(conditions, ' AND '), nameMatch };
}

/** Biggest populations first, then by name; the id keeps pages stable. */
export const POPULATION_ORDER = Prisma.sql`c."total" DESC, c."nameKey", c."id"`;

export interface CardRow {
  id: number;
  cardCategory: CardCategory;
  year: number | null;
  brand: string | null;
  setName: string | null;
  cardNumber: string | null;
  playerName: string;
  total: number;
  lastChangedAt: Date;
  /** {"10": 3, "A": 1}: the columns that count something. */
  counts: Record<string, number>;
}

/**
 * One slice of the result in order, each card with its counts. The counts are read for the slice only (the inner
 * query is sorted and limited first).
 */
export function selectCards(where: Prisma.Sql, limit: number, offset: number): Prisma.Sql {
  return Prisma.sql`
    SELECT page.*,
      (SELECT coalesce(jsonb_object_agg(pc."grade", pc."count"), '{}'::jsonb) FROM "PopulationCount" pc WHERE pc."cardId" = page."id" AND pc."count" <> 0) AS "counts"
    FROM (
      SELECT c."id", c."cardCategory", c."year", c."brand", c."setName", c."cardNumber", c."playerName", c."total", c."lastChangedAt", c."nameKey"
      FROM "PopulationCard" c
      WHERE ${where}
      ORDER BY ${POPULATION_ORDER}
      LIMIT ${limit} OFFSET ${offset}
    ) AS page
    ORDER BY page."total" DESC, page."nameKey", page."id"`;
}

/** How many cards match, counted up to `cap` (a broad result is not counted to its end). */
export function countCards(where: Prisma.Sql, cap: number): Prisma.Sql {
  return Prisma.sql`SELECT count(*)::int AS "matches" FROM (SELECT 1 FROM "PopulationCard" c WHERE ${where} LIMIT ${cap}) AS capped`;
}
