/** @jest-environment node */
// Pop watch (issue #25): a member follows a card (by the report's id or a certificate's serial) and stops; a follow
// remembers the card as it is; the daily e-mail: one per member listing every changed card (old → new total), at most
// once in 24 hours, nothing when nothing changed, nothing for a withdrawn or dormant member, and two sweeps at once
// send it once (on PostgreSQL the sweeps truly overlap).
import { sweepPopulationWatches } from '@/lib/server/population/watch/sweep-population-watches';
import type { PopulationWatchState, WatchedCardView } from '@/lib/shared/population-watch';
import { createCertificate } from '@/tests/factories/certificate';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import watchRoute from '@/pages/api/member/population-watch';
import listRoute from '@/pages/api/member/population-watches';
import { type SignedIn, signedInMember } from '../account/account-helpers';
import { insertCard } from './population-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const HOUR = 3_600_000;
const watch = (method: 'GET' | 'POST' | 'DELETE', who: SignedIn | null, target: Record<string, string | number>) =>
  callApi<PopulationWatchState>(watchRoute, {
    method,
    cookies: who?.jar.cookies ?? {},
    ...(method === 'POST' ? { body: target } : { query: Object.fromEntries(Object.entries(target).map(([key, value]) => [key, String(value)])) }),
  });

let cardNames = 0;
async function card(total = 3, lastChangedAt = new Date(Date.now() - 10 * HOUR)) {
  cardNames += 1;
  return insertCard(testDb.db, { playerName: `Watched card ${cardNames}`, setName: 'Base', year: 1999, counts: { '10': total }, lastChangedAt });
}

/** The card's population changes, as publishing a certificate does (population-counters.ts). */
async function change(cardId: number, total: number, at = new Date()) {
  await testDb.db.populationCard.update({ where: { id: cardId }, data: { total, lastChangedAt: at } });
}

const mailsTo = (who: SignedIn) => testDb.db.outboxMessage.findMany({ where: { to: who.member.mbEmail, template: 'popWatch' }, orderBy: { id: 'asc' } });

test('follow by the report’s id or a certificate’s serial, read the state, list, unfollow; guests 401, unknown 404, bad input 400', async () => {
  const { db } = testDb;
  const fan = await signedInMember(db);
  const other = await signedInMember(db);
  const cardId = await card(5);
  const certificate = await createCertificate(db, { publishedAt: new Date(), populationCardId: cardId });
  expect((await watch('GET', fan, { populationCardId: cardId })).body.data).toEqual({ populationCardId: cardId, following: false });
  const followed = await watch('POST', fan, { populationCardId: cardId });
  expect([followed.status, followed.body.data]).toEqual([200, { populationCardId: cardId, following: true }]);
  expect((await watch('POST', fan, { serial: certificate.serial })).body.data).toEqual({ populationCardId: cardId, following: true });
  const row = await db.populationWatch.findUniqueOrThrow({ where: { memberId_populationCardId: { memberId: fan.member.id, populationCardId: cardId } } });
  const stored = await db.populationCard.findUniqueOrThrow({ where: { id: cardId } });
  expect([row.notifiedTotal, row.notifiedChangeAt, row.notifiedAt]).toEqual([stored.total, stored.lastChangedAt, null]);
  expect((await watch('GET', fan, { serial: certificate.serial })).body.data).toEqual({ populationCardId: cardId, following: true });
  // Another member's state is their own.
  expect((await watch('GET', other, { populationCardId: cardId })).body.data).toEqual({ populationCardId: cardId, following: false });
  const list = await callApi<WatchedCardView[]>(listRoute, { method: 'GET', cookies: fan.jar.cookies });
  expect(list.body.data).toEqual([expect.objectContaining({ populationCardId: cardId, total: 5, card: expect.objectContaining({ setName: 'Base' }) })]);
  expect((await callApi<WatchedCardView[]>(listRoute, { method: 'GET', cookies: other.jar.cookies })).body.data).toEqual([]);
  expect((await watch('DELETE', fan, { populationCardId: cardId })).body.data).toEqual({ populationCardId: cardId, following: false });
  expect((await watch('DELETE', fan, { populationCardId: cardId })).body.data).toEqual({ populationCardId: cardId, following: false });
  expect(await db.populationWatch.count({ where: { memberId: fan.member.id } })).toBe(0);

  for (const method of ['GET', 'POST', 'DELETE'] as const) expect((await watch(method, null, { populationCardId: cardId })).status).toBe(401);
  expect((await watch('POST', fan, { populationCardId: 99_999_999 })).status).toBe(404);
  expect((await watch('POST', fan, { serial: '0000000' })).status).toBe(404);
  for (const bad of [{}, { populationCardId: 'x' }, { populationCardId: -1 }, { serial: '12' }, { serial: certificate.serial, populationCardId: cardId }]) {
    expect([bad, (await watch('POST', fan, bad as Record<string, string>)).status]).toEqual([bad, 400]);
  }
});

test('one e-mail per member listing every changed card (old → new), nothing when unchanged, at most once in 24 hours', async () => {
  const { db } = testDb;
  const fan = await signedInMember(db, { language: 'en' });
  const [a, b, quiet] = [await card(3), await card(7), await card(1)];
  for (const id of [a, b, quiet]) await watch('POST', fan, { populationCardId: id });
  expect(await sweepPopulationWatches(db)).toEqual({ emails: 0 });

  await change(a, 4);
  await change(b, 9);
  const now = new Date();
  expect((await sweepPopulationWatches(db, now)).emails).toBe(1);
  const [mail] = await mailsTo(fan);
  expect(mail!.subject).toContain('(2)');
  expect(mail!.text).toContain('3 → 4');
  expect(mail!.text).toContain('7 → 9');
  expect(mail!.text).toContain('/en/certification/population?');
  expect(mail!.text).toContain('/en/account/watching');
  expect(mail!.text).not.toContain('Watched card ' + String(cardNames));
  const told = await db.populationWatch.findUniqueOrThrow({ where: { memberId_populationCardId: { memberId: fan.member.id, populationCardId: a } } });
  expect([told.notifiedTotal, told.notifiedAt]).toEqual([4, now]);

  // Nothing new: nothing sent. A new change within the day waits; after 24 hours it is sent, once.
  expect((await sweepPopulationWatches(db, new Date(now.getTime() + HOUR))).emails).toBe(0);
  await change(a, 6, new Date(now.getTime() + 2 * HOUR));
  expect((await sweepPopulationWatches(db, new Date(now.getTime() + 3 * HOUR))).emails).toBe(0);
  expect((await sweepPopulationWatches(db, new Date(now.getTime() + 23 * HOUR))).emails).toBe(0);
  expect((await sweepPopulationWatches(db, new Date(now.getTime() + 25 * HOUR))).emails).toBe(1);
  expect((await sweepPopulationWatches(db, new Date(now.getTime() + 26 * HOUR))).emails).toBe(0);
  const mails = await mailsTo(fan);
  expect(mails).toHaveLength(2);
  expect(mails[1]!.text).toContain('4 → 6');
  expect(mails[1]!.text).not.toContain('→ 9');
});

test('a withdrawn or dormant member gets nothing; an unfollowed card is not told', async () => {
  const { db } = testDb;
  const gone = await signedInMember(db);
  const sleeping = await signedInMember(db);
  const quitter = await signedInMember(db);
  const id = await card(2);
  for (const who of [gone, sleeping, quitter]) await watch('POST', who, { populationCardId: id });
  await watch('DELETE', quitter, { populationCardId: id });
  await db.member.update({ where: { id: gone.member.id }, data: { withdrawnAt: new Date(), mbStatus: 'WITHDRAWN' } });
  await db.member.update({ where: { id: sleeping.member.id }, data: { dormantAt: new Date(), mbStatus: 'DORMANCY' } });
  await change(id, 3);
  await sweepPopulationWatches(db);
  for (const who of [gone, sleeping, quitter]) expect(await mailsTo(who)).toHaveLength(0);
});

test('two sweeps at once send each member one e-mail', async () => {
  const { db } = testDb;
  const fans = [];
  for (let index = 0; index < 6; index += 1) fans.push(await signedInMember(db));
  const id = await card(10);
  for (const fan of fans) await watch('POST', fan, { populationCardId: id });
  await change(id, 11);
  const now = new Date();
  const results =
    testDb.kind === 'postgres'
      ? await Promise.all([sweepPopulationWatches(db, now), sweepPopulationWatches(db, now), sweepPopulationWatches(db, now)])
      : [await sweepPopulationWatches(db, now), await sweepPopulationWatches(db, now)];
  expect(results.reduce((sum, result) => sum + result.emails, 0)).toBe(fans.length);
  for (const fan of fans) expect(await mailsTo(fan)).toHaveLength(1);
});
