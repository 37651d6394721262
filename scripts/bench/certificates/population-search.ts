// The population search over the filled data (issue #22): the report's own service (searchPopulation, the query the
// page and its API answer with, validated by the page's schema), timed one search at a time — by a name substring
// drawn from the names of the data (Latin, Chinese and Korean, 2 to 6 characters, from any part of a name) and by an
// exact card (name, set, number and year of a card drawn from the data). p50 and p99 of each.
import type { Db } from '@/lib/server/db/client';
import { searchPopulation } from '@/lib/server/population/search-population';
import { populationSearchSchema } from '@/lib/shared/schemas/population';
import { quantile } from '../stats';

export interface SearchFigures {
  searches: number;
  nameP50Ms: number;
  nameP99Ms: number;
  cardP50Ms: number;
  cardP99Ms: number;
  /** How many of the exact-card searches found their card (all should). */
  cardsFound: number;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** A substring of `name`: 2 to 6 characters from anywhere in it (code points, so a Chinese character is one). */
function substringOf(name: string): string {
  const chars = [...name];
  const length = Math.min(chars.length, 2 + Math.floor(Math.random() * 5));
  const start = Math.floor(Math.random() * (chars.length - length + 1));
  return (
    chars
      .slice(start, start + length)
      .join('')
      .trim() || chars.slice(0, 3).join('')
  );
}

export async function populationSearches(db: Db, count: number): Promise<SearchFigures> {
  const cards = await db.$queryRaw<{ playerName: string; setName: string | null; cardNumber: string | null; year: number | null }[]>`
    SELECT "playerName", "setName", "cardNumber", "year" FROM "PopulationCard" TABLESAMPLE SYSTEM (2) WHERE "total" > 0 LIMIT ${count}`;
  if (cards.length === 0) throw new Error('no population cards to search for');
  const byName: number[] = [];
  const byCard: number[] = [];
  let found = 0;
  // Warm: the first statements prepare their plans.
  await searchPopulation(db, await populationSearchSchema.validate({ name: 'char' }));
  for (const [index, card] of cards.entries()) {
    const nameQuery = await populationSearchSchema.validate({ name: substringOf(card.playerName), page: 1 + (index % 3) });
    byName.push(await timed(() => searchPopulation(db, nameQuery)));
    const cardQuery = await populationSearchSchema.validate({
      name: card.playerName,
      set: card.setName ?? undefined,
      number: card.cardNumber ?? undefined,
      year: card.year ?? undefined,
    });
    let result: Awaited<ReturnType<typeof searchPopulation>> | undefined;
    byCard.push(await timed(async () => (result = await searchPopulation(db, cardQuery))));
    if (result && result.rows.some((row) => row.card.name === card.playerName)) found += 1;
  }
  return {
    searches: byName.length + byCard.length,
    nameP50Ms: quantile(byName, 0.5) ?? NaN,
    nameP99Ms: quantile(byName, 0.99) ?? NaN,
    cardP50Ms: quantile(byCard, 0.5) ?? NaN,
    cardP99Ms: quantile(byCard, 0.99) ?? NaN,
    cardsFound: found,
  };
}
