/** @jest-environment node */
// The population counters always equal a recount (issue #22; docs/product/certificates.md#population-report): the
// report reads only the counters kept in the grading transaction, so after every move — grading through the lab's
// steps, a reholder, a regrade, a correction that makes it another card, a void and a restore — and with 20 orders of
// overlapping cards published at once from separate transactions, PopulationCount and PopulationCard.total must be
// exactly what counting the public, unvoided certificates gives.
import type { Db } from '@/lib/server/db/client';
import type { Member } from '@/lib/server/db/generated/client';
import { certificateState } from '@/lib/server/certificates/certificate-state';
import { correctCertificate } from '@/lib/server/certificates/correct-certificate';
import { publishOrderCertificates } from '@/lib/server/certificates/publish-certificates';
import { regradeCertificate } from '@/lib/server/certificates/regrade-certificate';
import { restoreCertificate } from '@/lib/server/certificates/restore-certificate';
import { voidCertificate } from '@/lib/server/certificates/void-certificate';
import { searchPopulation } from '@/lib/server/population/search-population';
import { createMember } from '@/tests/factories/member';
import type { TestDb } from '@/tests/helpers/test-db';
import { expectCountersRight } from '../certificates/staff-certificate-helpers';
import { gradedCard, stagedOrder } from '../certificates/scan-helpers';
import { advanceTo, atWarehouseIn, checkedAll, paidOrder, scoredAll, session } from '../lab/lab-helpers';
import { type Orderer, orderWorld } from '../orders/order-helpers';

let testDb: TestDb;
let alice: Orderer;
let staff: Member;
let admin: Member;

beforeAll(async () => {
  ({ testDb, alice, staff } = await orderWorld());
  admin = await createMember(testDb.db, { role: 'ADMIN' });
}, 60_000);
afterAll(() => testDb.close());

const CARDS = [
  { cardCategory: 'POKEMON', year: 1999, brand: 'Wizards of the Coast', setName: 'Base Set', cardNumber: '4/102', playerName: 'Charizard' },
  { cardCategory: 'POKEMON', year: 1999, brand: 'Wizards of the Coast', setName: 'Base Set', cardNumber: '2/102', playerName: 'Blastoise' },
  // The same card as the first, typed otherwise: counted with it (docs/product/certificates.md#same-card).
  { cardCategory: 'POKEMON', year: 1999, brand: 'WIZARDS OF THE COAST', setName: 'Ｂａｓｅ  Set', cardNumber: '4/102', playerName: 'CHARIZARD' },
  { cardCategory: 'SPORTS', year: 2018, brand: 'Topps', setName: 'Topps Update', cardNumber: 'US1', playerName: '大谷翔平' },
] as const;

/**
 * The recount of the issue, in SQL: the public, unvoided certificates per card and column, against PopulationCount
 * (its non-zero cells) and PopulationCard.total.
 */
async function expectRecount(db: Db): Promise<void> {
  const recount = await db.$queryRaw<{ cardId: number; grade: string; count: number }[]>`
    SELECT "populationCardId" AS "cardId", "populationGrade" AS "grade", count(*)::int AS "count" FROM "Certificate"
    WHERE "publishedAt" IS NOT NULL AND "voidedAt" IS NULL AND "populationGrade" IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`;
  const counters = await db.$queryRaw<{ cardId: number; grade: string; count: number }[]>`
    SELECT "cardId", "grade", "count" FROM "PopulationCount" WHERE "count" <> 0 ORDER BY 1, 2`;
  expect(counters).toEqual(recount);
  const totals = await db.$queryRaw<{ id: number; total: number; counted: number }[]>`
    SELECT c."id", c."total", (SELECT count(*)::int FROM "Certificate" x WHERE x."populationCardId" = c."id" AND x."publishedAt" IS NOT NULL AND x."voidedAt" IS NULL AND x."populationGrade" IS NOT NULL) AS "counted"
    FROM "PopulationCard" c ORDER BY 1`;
  expect(totals.filter((card) => card.total !== card.counted)).toEqual([]);
  // And every certificate sits in the column of its canonical card and grade (staff-certificate-helpers.ts).
  await expectCountersRight(db);
}

/** An order graded through the lab's steps: received, its cards set to `cards`, checked, scored 9, CARD_SCORED (published). */
async function gradedThroughLab(cards: readonly (typeof CARDS)[number][]) {
  const db = testDb.db;
  const lab = session(staff);
  const { order } = await paidOrder(db, alice.member.id, { lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: cards.length }] });
  const received = await atWarehouseIn(db, lab, order);
  for (const [index, item] of received.cards.entries())
    await db.gradingOrderItem.update({ where: { id: item.id }, data: { ...cards[index]!, sportsType: 'ETC' } });
  const checked = await advanceTo(db, lab, await checkedAll(db, lab, received), 'CARD_DEFECT_CHECKED');
  const scored = await scoredAll(db, lab, checked);
  expect(scored.processingStatus).toBe('CARD_SCORED');
  return db.certificate.findMany({ where: { gradingOrderItem: { gradingOrderId: order.id } }, orderBy: { id: 'asc' } });
}

const asAdmin = () => ({ memberId: admin.id, role: admin.role });
const REASON = 'Checked again under the lamp';
const stateOf = async (serial: string) => certificateState(await testDb.db.certificate.findUniqueOrThrow({ where: { serial } }));

test('after grading several orders through the lab (one card typed two ways), the counters equal a recount', async () => {
  const first = await gradedThroughLab([CARDS[0], CARDS[1], CARDS[2]]);
  expect(first.every((certificate) => certificate.publishedAt !== null)).toBe(true);
  await gradedThroughLab([CARDS[2], CARDS[3]]);
  await gradedThroughLab([CARDS[3]]);
  await expectRecount(testDb.db);
  const charizard = await searchPopulation(testDb.db, { name: 'charizard', number: '4/102', page: 1 });
  expect(charizard.rows.map((row) => [row.card.name, row.total])).toEqual([['Charizard', 3]]);
});

test('a reholder re-cases a graded card: it stays counted once, in its column', async () => {
  const db = testDb.db;
  const lab = session(staff);
  const [certificate] = await gradedThroughLab([CARDS[1]]);
  const { order } = await paidOrder(db, alice.member.id, { submitType: 'REHOLDER', lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: 1 }] });
  await db.gradingOrderItem.updateMany({ where: { gradingOrderId: order.id }, data: { serialNumber: certificate!.serial } });
  const checked = await checkedAll(db, lab, await atWarehouseIn(db, lab, order));
  const cased = await advanceTo(db, lab, checked, 'CASING_COMPLETE');
  expect(cased.processingStatus).toBe('CASING_COMPLETE');
  expect(await db.certificate.findUniqueOrThrow({ where: { id: certificate!.id } })).toMatchObject({
    populationCardId: certificate!.populationCardId,
    populationGrade: '9',
  });
  await expectRecount(db);
});

test('a regrade, a correction to another card, a void and a restore each move the counters, which equal a recount', async () => {
  const db = testDb.db;
  const [certificate] = await gradedThroughLab([CARDS[0]]);
  const serial = certificate!.serial;
  const scores = {
    surface: 10,
    edges: 10,
    corners: 10,
    centering: 10,
    centeringFrontLR: '',
    centeringFrontTB: '',
    centeringBackLR: '',
    centeringBackTB: '',
    autoGrade: null,
  } as const;
  await regradeCertificate(db, asAdmin(), serial, { ...scores, expectedState: await stateOf(serial), reason: REASON });
  expect(await db.certificate.findUniqueOrThrow({ where: { serial } })).toMatchObject({ grade: 10, populationGrade: '10' });
  await expectRecount(db);

  await correctCertificate(db, asAdmin(), serial, { ...CARDS[1], sportsType: 'ETC', year: 1999, expectedState: await stateOf(serial), reason: REASON });
  await expectRecount(db);

  await voidCertificate(db, asAdmin(), serial, { expectedState: await stateOf(serial), reason: REASON });
  expect(await db.certificate.findUniqueOrThrow({ where: { serial } })).toMatchObject({ populationGrade: null });
  await expectRecount(db);

  await restoreCertificate(db, asAdmin(), serial, { expectedState: await stateOf(serial), reason: REASON });
  await expectRecount(db);
});

test('20 orders of overlapping cards published at once, each in its own transaction: the counters equal a recount', async () => {
  const db = testDb.db;
  const collector = await createMember(db);
  const grades = [10, 9, 8.5, 8, 7, null] as const;
  const orders = [];
  for (let o = 0; o < 20; o += 1) {
    const cards = [CARDS[o % 4]!, CARDS[(o + 1) % 4]!];
    const order = await stagedOrder(db, collector.id, { processing: 'CARD_SCORED', lines: cards.map(() => ({})) });
    for (const [index, card] of cards.entries()) {
      const grade = grades[(o + index) % grades.length]!;
      await gradedCard(db, order.gradingOrderItems[index]!.id, collector.id, {
        ...card,
        sportsType: 'ETC',
        isAuto: false,
        autoGrade: null,
        grade,
        authentic: grade === null,
      });
    }
    orders.push(order.id);
  }
  const before = await db.certificate.count({ where: { publishedAt: { not: null } } });
  const serials = await Promise.all(orders.map((orderId) => db.$transaction((tx) => publishOrderCertificates(tx, orderId, new Date()))));
  expect(serials.flat()).toHaveLength(40);
  expect(await db.certificate.count({ where: { publishedAt: { not: null } } })).toBe(before + 40);
  await expectRecount(db);
  // Published again at once: nothing moves twice.
  const again = await Promise.all(orders.map((orderId) => db.$transaction((tx) => publishOrderCertificates(tx, orderId, new Date()))));
  expect(again.flat()).toEqual([]);
  await expectRecount(db);
});
