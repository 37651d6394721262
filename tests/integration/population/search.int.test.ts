/** @jest-environment node */
// The population search (issue #22; docs/product/certificates.md#population-report, docs/decisions/0022-population-report.md):
// every filter, the same-card folding (full-width, case, spaces), substrings and the word starts of one or two
// characters, LIKE metacharacters matched as text, cards that count nothing left out, every grade column, paging and the
// 5,000-card cap — and the plans: each filter is served by an index of PopulationCard, never a scan of it.
import { Prisma } from '@/lib/server/db/generated/client';
import { exportPopulation } from '@/lib/server/population/export-population';
import { populationWhere, selectCards } from '@/lib/server/population/population-query';
import { searchPopulation } from '@/lib/server/population/search-population';
import { POPULATION_GRADES } from '@/lib/shared/certificates/population';
import { POPULATION_LIMITS, type PopulationSearchQuery, populationSearchSchema } from '@/lib/shared/schemas/population';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { insertCard } from './population-helpers';

let testDb: TestDb;
const ids: Record<string, number> = {};
const MASS = POPULATION_LIMITS.exportRows + 10;

beforeAll(async () => {
  testDb = await createTestDb();
  const db = testDb.db;
  const base = { cardCategory: 'POKEMON', year: 1999, brand: 'Wizards of the Coast', setName: 'Base Set' } as const;
  const topps = { cardCategory: 'SPORTS', year: 2018, brand: 'Topps', setName: 'Topps Update', cardNumber: 'US1' } as const;
  ids.charizard = await insertCard(db, { ...base, cardNumber: '4/102', playerName: 'Charizard', counts: { '10': 2, '9': 5, A: 1 } });
  ids.charizardEx = await insertCard(db, {
    cardCategory: 'POKEMON',
    year: 2023,
    brand: 'The Pokémon Company',
    setName: 'Scarlet & Violet 151',
    cardNumber: '199/165',
    playerName: 'Charizard ex',
    counts: { '10': 10 },
  });
  ids.pikachu = await insertCard(db, { ...base, cardNumber: '58/102', playerName: 'Pikachu', counts: { '9': 4 } });
  ids.ohtaniZh = await insertCard(db, { ...topps, playerName: '大谷翔平', counts: { '10': 1, '9': 1 } });
  ids.ohtaniEn = await insertCard(db, { ...topps, playerName: 'Shohei Ohtani', counts: { '9': 3 } });
  ids.ohtaniKo = await insertCard(db, { ...topps, playerName: '오타니 쇼헤이', counts: { '8': 2 } });
  ids.kim = await insertCard(db, {
    cardCategory: 'SPORTS',
    year: 2022,
    brand: 'Panini',
    setName: 'Prizm World Cup',
    cardNumber: '188',
    playerName: '김민재',
    counts: { '9': 1 },
  });
  ids.percent = await insertCard(db, {
    cardCategory: 'POKEMON',
    year: 2020,
    setName: 'Promo',
    cardNumber: 'SWSH020',
    playerName: '100% Pikachu_Promo',
    counts: { '9': 1 },
  });
  ids.plain = await insertCard(db, {
    cardCategory: 'POKEMON',
    year: 2020,
    setName: 'Promo',
    cardNumber: 'SWSH021',
    playerName: '100 Pikachu Promo',
    counts: { '8.5': 1 },
  });
  ids.fullWidth = await insertCard(db, {
    cardCategory: 'POKEMON',
    year: 2021,
    setName: 'ＶＭＡＸ Climax',
    cardNumber: '００１',
    playerName: 'ＰＩＫＡＣＨＵ  V',
    counts: { '7.5': 1 },
  });
  // Every certificate of this card was voided: the row stays, it counts nothing.
  ids.empty = await insertCard(db, { ...base, cardNumber: '1/102', playerName: 'Alakazam', counts: { '9': 0 } });
  // Enough cards for paging, the 5,000-card cap and plans on a table of some size.
  await db.$executeRaw`
    INSERT INTO "PopulationCard" ("cardKey", "cardCategory", "year", "brand", "setName", "cardNumber", "playerName", "nameKey", "setKey", "numberKey", "total")
    SELECT 'mass ' || n, 'YUGIOH', 1900 + n % 20, 'Konami', 'Mass Set ' || (n % 7), 'M-' || n, 'Mass Filler ' || lpad(n::text, 5, '0'),
           'mass filler ' || lpad(n::text, 5, '0'), 'mass set ' || (n % 7), 'm-' || n, 1 + n % 9
    FROM generate_series(1, ${MASS}) AS n`;
  await db.$executeRaw`
    INSERT INTO "PopulationCount" ("cardId", "grade", "count") SELECT "id", '9', "total" FROM "PopulationCard" WHERE "cardKey" LIKE 'mass %'`;
  await db.$executeRaw`ANALYZE "PopulationCard"`;
}, 60_000);
afterAll(() => testDb.close());

/** A search as the API runs it: the query through the shared schema first. */
async function search(query: Record<string, string>) {
  const parsed: PopulationSearchQuery = await populationSearchSchema.validate(query, { abortEarly: false, stripUnknown: true });
  return searchPopulation(testDb.db, parsed);
}
const names = async (query: Record<string, string>) => (await search(query)).rows.map((row) => row.card.name);

test('a name substring, in any case or width; biggest populations first', async () => {
  expect(await names({ name: 'charizard' })).toEqual(['Charizard ex', 'Charizard']);
  expect(await names({ name: 'ＣＨＡＲＩ' })).toEqual(['Charizard ex', 'Charizard']);
  expect(await names({ name: 'IZARD E' })).toEqual(['Charizard ex']);
  expect(await names({ name: 'hohei' })).toEqual(['Shohei Ohtani']);
  // Folded spaces: the card was typed with two.
  expect(await names({ name: 'pikachu v' })).toEqual(['ＰＩＫＡＣＨＵ  V']);
  expect((await search({ name: 'charizard' })).nameMatch).toBe('substring');
});

test('one or two characters match the start of the name or of a word in it (Chinese, Korean, Latin)', async () => {
  const ohtani = await search({ name: '大谷' });
  expect(ohtani.rows.map((row) => row.card.name)).toEqual(['大谷翔平']);
  expect(ohtani.nameMatch).toBe('word-start');
  expect(await names({ name: '오타' })).toEqual(['오타니 쇼헤이']);
  expect(await names({ name: '쇼헤' })).toEqual(['오타니 쇼헤이']);
  expect(await names({ name: '김' })).toEqual(['김민재']);
  expect(await names({ name: 'oh' })).toEqual(['Shohei Ohtani']);
  // Not inside a word: three characters find those.
  expect(await names({ name: '翔平' })).toEqual([]);
  expect(await names({ name: '谷翔平' })).toEqual(['大谷翔平']);
});

test('LIKE metacharacters typed in a name are matched as text', async () => {
  expect(await names({ name: '0% p' })).toEqual(['100% Pikachu_Promo']);
  expect(await names({ name: 'u_p' })).toEqual(['100% Pikachu_Promo']);
  expect(await names({ name: 'pikachu promo' })).toEqual(['100 Pikachu Promo']);
  expect(await names({ name: 'a\\b' })).toEqual([]);
});

test('set (substring, or word start when short), number (exact after folding), category and year', async () => {
  expect(await names({ set: 'base set' })).toEqual(['Charizard', 'Pikachu']);
  expect(await names({ set: 'BA' })).toEqual(['Charizard', 'Pikachu']);
  expect(await names({ set: '151' })).toEqual(['Charizard ex']);
  expect(await names({ set: 'vmax' })).toEqual(['ＰＩＫＡＣＨＵ  V']);
  expect(await names({ number: '４/１０２' })).toEqual(['Charizard']);
  expect(await names({ number: '4/10' })).toEqual([]);
  expect(await names({ number: '001' })).toEqual(['ＰＩＫＡＣＨＵ  V']);
  expect(await names({ number: 'us1' })).toEqual(['Shohei Ohtani', '大谷翔平', '오타니 쇼헤이']);
  expect(await names({ category: 'SPORTS', year: '2018' })).toEqual(['Shohei Ohtani', '大谷翔平', '오타니 쇼헤이']);
  expect(await names({ year: '2018' })).toEqual(['Shohei Ohtani', '大谷翔平', '오타니 쇼헤이']);
  expect(await names({ year: '1999', name: 'pika' })).toEqual(['Pikachu']);
  expect(await names({ category: 'POKEMON', name: 'ohtani' })).toEqual([]);
  expect(await names({ category: 'SPORTS', year: '2022', set: 'prizm', number: '188', name: '김민재' })).toEqual(['김민재']);
});

test('a card that counts nothing is left out; every card has every grade column, zeros included', async () => {
  expect(await names({ name: 'alakazam' })).toEqual([]);
  const [charizard] = (await search({ name: 'charizard', year: '1999' })).rows;
  expect(charizard).toEqual({
    id: ids.charizard,
    card: { category: 'POKEMON', year: 1999, brand: 'Wizards of the Coast', setName: 'Base Set', cardNumber: '4/102', name: 'Charizard' },
    counts: POPULATION_GRADES.map((grade) => ({ grade, count: ({ '10': 2, '9': 5, A: 1 } as Record<string, number>)[grade] ?? 0 })),
    total: 8,
    lastChangedAt: expect.any(String),
  });
});

test('pages of 50 in a stable order, the number of matches, and a result capped at 5,000 cards', async () => {
  const first = await search({ set: 'mass set 3' });
  const matching = Array.from({ length: MASS }, (_, i) => i + 1).filter((n) => n % 7 === 3).length;
  expect(first).toMatchObject({ page: 1, pageSize: 50, matches: matching, more: false });
  expect(first.rows).toHaveLength(50);
  const seen = new Set<number>();
  let previous: { total: number; name: string } | null = null;
  for (let page = 1; page <= Math.ceil(matching / 50); page += 1) {
    const result = await search({ set: 'mass set 3', page: String(page) });
    for (const row of result.rows) {
      expect(seen.has(row.id)).toBe(false);
      seen.add(row.id);
      if (previous) expect(previous.total > row.total || (previous.total === row.total && previous.name < row.card.name)).toBe(true);
      previous = { total: row.total, name: row.card.name };
    }
  }
  expect(seen.size).toBe(matching);
  expect((await search({ set: 'mass set 3', page: String(Math.ceil(matching / 50) + 1) })).rows).toEqual([]);

  const all = await search({ name: 'mass filler' });
  expect(all).toMatchObject({ matches: POPULATION_LIMITS.exportRows, more: true });
  expect((await search({ name: 'mass filler', page: String(POPULATION_LIMITS.maxPage) })).rows).toHaveLength(50);
  // The export holds every page of the result, up to the same 5,000 cards (and its header row).
  const csv = await exportPopulation(testDb.db, { name: 'mass filler' });
  expect(csv.body.split('\r\n')).toHaveLength(POPULATION_LIMITS.exportRows + 2);
});

/** The plan of the page query, with sequential scans made as costly as PostgreSQL can make them. */
async function planOf(query: Record<string, string>): Promise<string> {
  const { page: _page, ...filters } = await populationSearchSchema.validate(query, { stripUnknown: true });
  return testDb.db.$transaction(async (tx) => {
    await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
    const rows = await tx.$queryRaw<Record<string, unknown>[]>(Prisma.sql`EXPLAIN ${selectCards(populationWhere(filters).sql, 50, 0)}`);
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

test.each<[string, Record<string, string>, string]>([
  ['a name substring', { name: 'filler 012' }, 'PopulationCard_nameKey_idx'],
  ['a short name', { name: '大谷' }, 'PopulationCard_nameKey_idx'],
  ['a set substring', { set: 'mass set 5' }, 'PopulationCard_setKey_idx'],
  ['a number', { number: 'M-77' }, 'PopulationCard_numberKey_idx'],
  ['a category and a year', { category: 'YUGIOH', year: '1905' }, 'PopulationCard_cardCategory_year_idx'],
  ['a year alone', { year: '1905' }, 'PopulationCard_cardCategory_year_idx'],
])('%s is served by an index, never a scan of the cards', async (_what, query, index) => {
  const plan = await planOf(query);
  expect(plan).toContain(index);
  expect(plan).not.toMatch(/Seq Scan on "PopulationCard"/);
});
