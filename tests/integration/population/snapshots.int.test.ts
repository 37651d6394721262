/** @jest-environment node */
// The population's daily snapshots (issue #22; docs/product/certificates.md#population-report): the hourly sweep writes a
// card's counts under the day (in Taiwan) of its last change, only when they differ from its latest snapshot; a second
// run writes nothing; a later change that day updates the day's row; two instances sweeping at once write the same
// rows; a card's history lists its days, oldest first, with its counts now.
import { getCardHistory } from '@/lib/server/population/get-card-history';
import { populationDay } from '@/lib/server/population/population-day';
import { SNAPSHOT_WINDOW_DAYS, snapshotPopulation } from '@/lib/server/population/snapshot-population';
import { SWEEPS } from '@/lib/server/jobs/sweeps';
import { canonicalCard } from '@/lib/shared/certificates/same-card';
import { createMember } from '@/tests/factories/member';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { CHARIZARD, publishedCertificates } from '../certificates/staff-certificate-helpers';
import { insertCard } from './population-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
}, 60_000);
afterAll(() => testDb.close());

const DAY = 86_400_000;
const snapshotsOf = (cardId: number) => testDb.db.populationSnapshot.findMany({ where: { cardId }, orderBy: { day: 'asc' } });
const dayOf = (row: { day: Date }) => row.day.toISOString().slice(0, 10);

test('a day is a calendar day in Taiwan (UTC+8)', () => {
  expect(populationDay(new Date('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
  expect(populationDay(new Date('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
  expect(populationDay(new Date('2026-11-28T07:00:00+08:00'))).toBe('2026-11-28');
});

test('graded cards get a snapshot of the day; nothing more until they change; a change the same day updates the row', async () => {
  const db = testDb.db;
  const collector = await createMember(db);
  await publishedCertificates(db, collector.id, [
    { grade: 9, authentic: false },
    { grade: 9, authentic: false },
    { grade: 10, authentic: false },
  ]);
  const card = await db.populationCard.findUniqueOrThrow({ where: { cardKey: canonicalCard(CHARIZARD) } });
  const now = new Date(card.lastChangedAt.getTime() + 60_000);

  expect(await snapshotPopulation(db, now)).toBeGreaterThanOrEqual(1);
  expect(await snapshotsOf(card.id)).toEqual([{ cardId: card.id, day: expect.any(Date), counts: { '9': 2, '10': 1 }, total: 3 }]);
  expect(dayOf((await snapshotsOf(card.id))[0]!)).toBe(populationDay(card.lastChangedAt));
  // Nothing changed: nothing written.
  expect(await snapshotPopulation(db, now)).toBe(0);

  await publishedCertificates(db, collector.id, [{ grade: null, authentic: true }]);
  const later = await db.populationCard.findUniqueOrThrow({ where: { id: card.id } });
  expect(await snapshotPopulation(db, new Date(later.lastChangedAt.getTime() + 60_000))).toBe(1);
  const rows = await snapshotsOf(card.id);
  // The same day (the test runs well within one): the day's row now holds the later counts.
  if (populationDay(later.lastChangedAt) === populationDay(card.lastChangedAt)) {
    expect(rows).toEqual([{ cardId: card.id, day: rows[0]!.day, counts: { '9': 2, '10': 1, A: 1 }, total: 4 }]);
  } else {
    expect(rows.map((row) => row.total)).toEqual([3, 4]);
  }
});

test("a card's days, oldest first, one row per day it changed; cards unchanged for longer than the window are not read", async () => {
  const db = testDb.db;
  const now = new Date();
  const cardId = await insertCard(db, {
    playerName: 'History Card',
    setName: 'History Set',
    counts: { '9': 1 },
    lastChangedAt: new Date(now.getTime() - 3 * DAY),
  });
  const stale = await insertCard(db, {
    playerName: 'Stale Card',
    counts: { '8': 1 },
    lastChangedAt: new Date(now.getTime() - (SNAPSHOT_WINDOW_DAYS + 4) * DAY),
  });
  await snapshotPopulation(db, new Date(now.getTime() - 3 * DAY + 60_000));
  // Two days later it changes twice (a regrade and a new certificate): one row for that day, with the last counts.
  for (const [counts, minutes] of [
    [{ '9': 1, '10': 1 }, 0],
    [{ '9': 2, '10': 1 }, 5],
  ] as const) {
    await db.populationCount.deleteMany({ where: { cardId } });
    await db.populationCount.createMany({ data: Object.entries(counts).map(([grade, count]) => ({ cardId, grade, count })) });
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    const at = new Date(now.getTime() - DAY + minutes * 60_000);
    await db.populationCard.update({ where: { id: cardId }, data: { total, lastChangedAt: at } });
    await snapshotPopulation(db, new Date(at.getTime() + 60_000));
  }
  expect((await snapshotsOf(cardId)).map((row) => [dayOf(row), row.counts, row.total])).toEqual([
    [populationDay(new Date(now.getTime() - 3 * DAY)), { '9': 1 }, 1],
    [populationDay(new Date(now.getTime() - DAY)), { '9': 2, '10': 1 }, 3],
  ]);
  expect(await snapshotsOf(stale)).toEqual([]);

  const history = await getCardHistory(db, cardId, now);
  expect(history).toMatchObject({
    cardId,
    card: { name: 'History Card', setName: 'History Set', category: 'POKEMON' },
    days: [
      { day: populationDay(new Date(now.getTime() - 3 * DAY)), counts: { '9': 1 }, total: 1 },
      { day: populationDay(new Date(now.getTime() - DAY)), counts: { '9': 2, '10': 1 }, total: 3 },
    ],
    now: { day: populationDay(now), counts: { '9': 2, '10': 1 }, total: 3 },
  });
  // Older than a year: not in the history.
  await db.populationSnapshot.create({
    data: { cardId, day: new Date(`${populationDay(new Date(now.getTime() - 400 * DAY))}T00:00:00Z`), counts: { '9': 1 }, total: 1 },
  });
  expect((await getCardHistory(db, cardId, now)).days).toHaveLength(2);
});

test('two instances sweeping at once write the same rows, without an error', async () => {
  const db = testDb.db;
  const now = new Date();
  const ids = [];
  for (let i = 0; i < 30; i += 1) ids.push(await insertCard(db, { playerName: `Concurrent ${i}`, counts: { '9': 1 + i }, lastChangedAt: now }));
  const [a, b] = await Promise.all([snapshotPopulation(db, new Date(now.getTime() + 1000)), snapshotPopulation(db, new Date(now.getTime() + 1000))]);
  expect(a + b).toBeGreaterThanOrEqual(30);
  const rows = await db.populationSnapshot.findMany({ where: { cardId: { in: ids } } });
  expect(rows).toHaveLength(30);
  for (const row of rows) expect(row.total).toBe((row.counts as Record<string, number>)['9']);
  expect(await snapshotPopulation(db, new Date(now.getTime() + 2000))).toBe(0);
});

test('the sweep runs hourly with the others', () => {
  expect(SWEEPS.map((sweep) => sweep.name)).toContain('population-snapshots');
});
