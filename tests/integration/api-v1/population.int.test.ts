/** @jest-environment node */
// The population for key holders (issue #22, docs/product/certificates.md#public-api): a card by its fields, compared
// after the same-card folding, and the changes since a time for mirrors — oldest first, paged by a keyset cursor that
// keeps ties apart, stopping a few seconds before now; cards that fell to zero included. A key is required; bad
// parameters and cursors are 400.
import changesRoute from '@/pages/api/v1/population/changes';
import populationRoute from '@/pages/api/v1/population/index';
import type { Db } from '@/lib/server/db/client';
import { canonicalCard, cardSearchKeys } from '@/lib/shared/certificates/same-card';
import { CHANGES_SETTLE_SECONDS, POPULATION_PAGE_SIZE } from '@/lib/shared/public-api/limits';
import type { PopulationCardsPage, PopulationChangesPage } from '@/lib/shared/public-api/population';
import { createMember } from '@/tests/factories/member';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { publishedCertificate } from '../certificates/scan-helpers';
import { memberWithKey, nextIp, resetMeters } from './api-v1-helpers';

let testDb: TestDb;
let key: string;

beforeAll(async () => {
  testDb = await createTestDb();
  key = (await memberWithKey(testDb.db)).key;
}, 60_000);
afterAll(async () => {
  await testDb.close();
});
beforeEach(() => resetMeters());

const auth = () => ({ authorization: `Bearer ${key}` });
const population = (query: Record<string, string>, headers: Record<string, string> = auth()) =>
  callApi<PopulationCardsPage>(populationRoute, { query, headers: { origin: '', ...headers }, ip: nextIp() });
const changes = (query: Record<string, string>, headers: Record<string, string> = auth()) =>
  callApi<PopulationChangesPage>(changesRoute, { query, headers: { origin: '', ...headers }, ip: nextIp() });

let cardCount = 0;
/** A population card written straight into the counters' tables, with its counts and when they last changed. */
async function populationCard(
  db: Db,
  fields: { name: string; set?: string; number?: string; year?: number; counts?: Record<string, number>; lastChangedAt: Date },
) {
  cardCount += 1;
  const card = {
    cardCategory: 'POKEMON' as const,
    year: fields.year ?? 2000,
    brand: 'Test',
    setName: fields.set ?? `Set ${cardCount}`,
    cardNumber: fields.number ?? String(cardCount),
    playerName: fields.name,
  };
  const counts = fields.counts ?? { '9': 1 };
  return db.populationCard.create({
    data: {
      ...card,
      cardKey: canonicalCard(card),
      ...cardSearchKeys(card),
      total: Object.values(counts).reduce((sum, count) => sum + count, 0),
      lastChangedAt: fields.lastChangedAt,
      counts: { create: Object.entries(counts).map(([grade, count]) => ({ grade, count })) },
    },
  });
}

test('both need a key: 401 without one, and with a malformed one', async () => {
  for (const call of [
    () => population({ name: 'Charizard' }, {}),
    () => changes({ since: '2026-01-01T00:00:00Z' }, {}),
    () => changes({ since: '2026-01-01T00:00:00Z' }, { 'x-api-key': 'cgk_nope' }),
  ]) {
    const answer = await call();
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('UNAUTHORIZED');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  }
});

test('a card by its fields, after the same-card folding: every grade column, the total, when it last changed', async () => {
  const collector = await createMember(testDb.db);
  const card = {
    cardCategory: 'POKEMON' as const,
    year: 1999,
    brand: 'Wizards of the Coast',
    setName: 'Base Set',
    cardNumber: '4/102',
    playerName: 'Charizard',
  };
  await publishedCertificate(testDb.db, { ...card, memberId: collector.id, grade: 9, authentic: false });
  await publishedCertificate(testDb.db, { ...card, memberId: collector.id, grade: 10, authentic: false });
  await publishedCertificate(testDb.db, { ...card, setName: 'Base Set 2', memberId: collector.id, grade: 8, authentic: false });

  const answer = await population({ name: '  ＣＨＡＲＩＺＡＲＤ ', set: 'base   set', number: '4/102', year: '1999', category: 'POKEMON' });
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe('private, max-age=60');
  expect(answer.headers.etag).toMatch(/^W\//);
  expect(answer.headers['ratelimit-policy']).toMatch(/^"day";/);
  const { cards, nextCursor } = answer.body.data!;
  expect(nextCursor).toBeNull();
  expect(cards).toHaveLength(1);
  expect(cards[0]).toMatchObject({
    card: { category: 'POKEMON', year: 1999, setName: 'Base Set', cardNumber: '4/102', name: 'Charizard' },
    total: 2,
    lastChangedAt: expect.any(String),
  });
  expect(cards[0]!.counts[0]).toEqual({ grade: '10', count: 1 });
  expect(cards[0]!.counts.find((cell) => cell.grade === '9')).toEqual({ grade: '9', count: 1 });
  expect(cards[0]!.counts.at(-1)).toEqual({ grade: 'A', count: 0 });

  // The name alone: both sets. Another spelling of a word is another card; a missing field narrows nothing.
  expect((await population({ name: 'charizard' })).body.data!.cards.map((c) => c.card.setName).sort()).toEqual(['Base Set', 'Base Set 2']);
  expect((await population({ name: 'Chari zard' })).body.data!.cards).toEqual([]);
  expect((await population({ name: 'Charizard', year: '2000' })).body.data!.cards).toEqual([]);
  expect((await population({ name: 'Charizard', category: 'YUGIOH' })).body.data!.cards).toEqual([]);
});

test('pages of 100 by a cursor', async () => {
  const at = new Date('2026-01-01T00:00:00Z');
  for (let i = 0; i < POPULATION_PAGE_SIZE + 5; i += 1) await populationCard(testDb.db, { name: 'Paged Card', lastChangedAt: at });
  const first = (await population({ name: 'Paged Card' })).body.data!;
  expect(first.cards).toHaveLength(POPULATION_PAGE_SIZE);
  expect(first.nextCursor).toEqual(expect.any(String));
  const second = (await population({ name: 'Paged Card', cursor: first.nextCursor! })).body.data!;
  expect(second.cards).toHaveLength(5);
  expect(second.nextCursor).toBeNull();
  expect(new Set([...first.cards, ...second.cards].map((card) => card.id)).size).toBe(POPULATION_PAGE_SIZE + 5);
});

test('bad parameters are 400 naming the field', async () => {
  for (const [query, path] of [
    [{}, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ name: 'Pikachu', category: 'pokemon' }, 'category'],
    [{ name: 'Pikachu', year: '99' }, 'year'],
    [{ name: 'Pikachu', year: 'abcd' }, 'year'],
    [{ name: 'Pikachu', cursor: 'not a cursor!' }, 'cursor'],
    [{ name: 'Pikachu', cursor: Buffer.from('0').toString('base64url') }, 'cursor'],
    [{ name: 'Pikachu', cursor: Buffer.from('1700000000000.5').toString('base64url') }, 'cursor'],
  ] as const) {
    const answer = await population(query);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION');
    expect(answer.body.errors?.[0]?.path).toBe(path);
  }
});

test('the changes since a time: oldest first, ties kept apart by the cursor, the last seconds left for later, zeros included', async () => {
  const since = new Date('2030-01-01T00:00:00Z');
  const now = Date.now();
  const tie = new Date(since.getTime() + 60_000);
  const before = await populationCard(testDb.db, { name: 'Mirror Before', lastChangedAt: new Date(since.getTime() - 1) });
  const exact = await populationCard(testDb.db, { name: 'Mirror Exact', lastChangedAt: since });
  const tied = [];
  for (let i = 0; i < POPULATION_PAGE_SIZE + 2; i += 1) tied.push(await populationCard(testDb.db, { name: `Mirror Tie ${i}`, lastChangedAt: tie }));
  const later = await populationCard(testDb.db, { name: 'Mirror Later', lastChangedAt: new Date(since.getTime() + 120_000), counts: {} });
  // Changed just now: not in the feed until CHANGES_SETTLE_SECONDS have passed.
  const fresh = await populationCard(testDb.db, { name: 'Mirror Fresh', lastChangedAt: new Date(now - 1_000) });
  expect(since.getTime()).toBeGreaterThan(now);

  // `since` far in the future finds nothing yet (the feed stops before now).
  const nothing = await changes({ since: since.toISOString() });
  expect(nothing.status).toBe(200);
  expect(nothing.body.data).toMatchObject({ cards: [], nextCursor: null });
  expect(Math.abs(Date.parse(nothing.body.data!.until) - (now - CHANGES_SETTLE_SECONDS * 1000))).toBeLessThan(5_000);

  // From the fresh card's time minus a minute: it is too young.
  const recent = await changes({ since: new Date(now - 60_000).toISOString() });
  expect(recent.body.data!.cards.map((card) => card.id)).not.toContain(fresh.id);

  // Put the others in the past relative to now, keeping their order and the tie.
  const shift = now - 3_600_000 - since.getTime();
  await testDb.db
    .$executeRaw`UPDATE "PopulationCard" SET "lastChangedAt" = "lastChangedAt" + (${shift} * interval '1 millisecond') WHERE "nameKey" LIKE 'mirror %' AND "id" <> ${fresh.id}`;
  const from = new Date(since.getTime() + shift).toISOString();
  const first = (await changes({ since: from })).body.data!;
  expect(first.cards).toHaveLength(POPULATION_PAGE_SIZE);
  expect(first.cards.map((card) => card.id)).not.toContain(before.id);
  expect(first.cards.map((card) => card.id)).not.toContain(exact.id);
  expect(first.cards.map((card) => card.id)).toEqual(tied.slice(0, POPULATION_PAGE_SIZE).map((card) => card.id));
  const second = (await changes({ since: from, cursor: first.nextCursor! })).body.data!;
  expect(second.cards.map((card) => card.id)).toEqual([...tied.slice(POPULATION_PAGE_SIZE).map((card) => card.id), later.id]);
  expect(second.nextCursor).toBeNull();
  // A card that fell to zero is a change too.
  expect(second.cards.at(-1)).toMatchObject({ total: 0, counts: expect.arrayContaining([{ grade: '10', count: 0 }]) });
  // The offset form of the time is the same instant.
  const offset = new Date(Date.parse(from) + 8 * 3_600_000).toISOString().replace('Z', '+08:00');
  expect((await changes({ since: offset })).body.data!.cards[0]!.id).toBe(tied[0]!.id);
});

test('the changes refuse what is no instant with its offset, and cursors that are not theirs', async () => {
  for (const [query, path] of [
    [{}, 'since'],
    [{ since: 'yesterday' }, 'since'],
    [{ since: '2026-12-01' }, 'since'],
    [{ since: '2026-12-01T00:00:00' }, 'since'],
    [{ since: '2026-13-45T00:00:00Z' }, 'since'],
    [{ since: `2026-12-01T00:00:00Z${'0'.repeat(100)}` }, 'since'],
    [{ since: '2026-12-01T00:00:00Z', cursor: Buffer.from('12').toString('base64url') }, 'cursor'],
    [{ since: '2026-12-01T00:00:00Z', cursor: 'x'.repeat(300) }, 'cursor'],
  ] as const) {
    const answer = await changes(query);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.path).toBe(path);
  }
});
