/** @jest-environment node */
// Two staff acting on the same order at once (issue #10): the lab's steps lock the order row first, so one succeeds
// and the other finds the order moved — 409 changedMeanwhile with the order as it is now — and writes nothing.
import type { Member } from '@/lib/server/db/generated/client';
import { advanceOrder } from '@/lib/server/lab/advance-order';
import { partialCancel } from '@/lib/server/lab/partial-cancel';
import { receiveOrder } from '@/lib/server/lab/receive-order';
import { scoreCard } from '@/lib/server/lab/score-card';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import { createMember } from '@/tests/factories/member';
import type { TestDb } from '@/tests/helpers/test-db';
import { type Orderer, openOrderDb, orderer } from '../orders/order-helpers';
import { advanceTo, atWarehouseIn, checkedAll, paidOrder, reload, scoreOf, session, shown } from './lab-helpers';

let testDb: TestDb;
let alice: Orderer;
let anna: Member;
let ben: Member;

beforeAll(async () => {
  testDb = await openOrderDb();
  alice = await orderer(testDb.db);
  anna = await createMember(testDb.db, { role: 'STAFF' });
  ben = await createMember(testDb.db, { role: 'ADMIN' });
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

/**
 * Exactly one fulfilled; the other a 409 changedMeanwhile carrying the winner's result. `committed`: a status the
 * winner's transaction committed before its after-commit work (a refund's outcome) moved the order on — the loser may
 * read the order in between, and then sees that state.
 */
function oneWins(results: PromiseSettledResult<StaffOrderDetail>[], committed?: StaffOrderDetail['status']): StaffOrderDetail {
  const won = results.filter((r): r is PromiseFulfilledResult<StaffOrderDetail> => r.status === 'fulfilled');
  const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(won).toHaveLength(1);
  expect(lost).toHaveLength(1);
  expect(lost[0]!.reason).toMatchObject({ code: 'CONFLICT', key: 'labApi:errors.changedMeanwhile' });
  const fresh = (lost[0]!.reason as { details: { data: StaffOrderDetail } }).details.data;
  if (committed && fresh.status === committed) expect(fresh.processingStatus).toBe(won[0]!.value.processingStatus);
  else expect(shown(fresh)).toEqual(shown(won[0]!.value));
  return won[0]!.value;
}

test('two staff receive the same parcel at once: one receipt, one split, one e-mail', async () => {
  const db = testDb.db;
  const { order } = await paidOrder(db, alice.member.id);
  const results = await Promise.allSettled([
    receiveOrder(db, session(anna), order.orderNumber, shown(order)),
    receiveOrder(db, session(ben), order.orderNumber, shown(order)),
  ]);
  const won = oneWins(results);
  expect(won.cards).toHaveLength(2);
  const row = await reload(db, order.id);
  expect(row.gradingOrderItems).toHaveLength(2);
  expect(row.events.filter((e) => e.toProcessing === 'SHIPPING_IN_COMPLETE')).toHaveLength(1);
  expect(await db.outboxMessage.count({ where: { to: alice.member.mbEmail, template: 'cardsReceived' } })).toBe(1);
});

test('two staff advance the same order at once: exactly one step is taken', async () => {
  const db = testDb.db;
  const { order } = await paidOrder(db, alice.member.id);
  const detail = await checkedAll(db, session(anna), await atWarehouseIn(db, session(anna), order));
  const step = { ...shown(detail), to: 'VSC_CHECKED' as const };
  const won = oneWins(
    await Promise.allSettled([advanceOrder(db, session(anna), order.orderNumber, step), advanceOrder(db, session(ben), order.orderNumber, step)]),
  );
  expect(won.processingStatus).toBe('VSC_CHECKED');
  const row = await reload(db, order.id);
  expect(row.gradingOrderProcessingStatus).toBe('VSC_CHECKED');
  expect(row.events.filter((e) => e.toProcessing === 'VSC_CHECKED')).toHaveLength(1);
});

test('a re-score racing the scoring step: never a score after the step', async () => {
  const db = testDb.db;
  const { order } = await paidOrder(db, alice.member.id, { lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: 1 }] });
  let detail = await advanceTo(db, session(anna), await checkedAll(db, session(anna), await atWarehouseIn(db, session(anna), order)), 'CARD_DEFECT_CHECKED');
  detail = await scoreCard(db, session(anna), order.orderNumber, detail.cards[0]!.id, scoreOf(detail));
  const results = await Promise.allSettled([
    advanceOrder(db, session(anna), order.orderNumber, { ...shown(detail), to: 'CARD_SCORED' }),
    scoreCard(db, session(ben), order.orderNumber, detail.cards[0]!.id, scoreOf(detail, { surface: 5 })),
  ]);
  const certificates = await db.certificate.findMany({ where: { gradingOrderItemId: detail.cards[0]!.id } });
  expect(certificates).toHaveLength(1);
  const row = await reload(db, order.id);
  expect(row.gradingOrderProcessingStatus).toBe('CARD_SCORED');
  // A score does not move the order: taken first, both succeed (the step then closes on the new score); taken after
  // the step, it is refused and writes nothing.
  if (results[1]!.status === 'fulfilled') expect(certificates[0]!.surface).toBe(5);
  else {
    expect(results[1]!.reason).toMatchObject({ key: 'labApi:errors.changedMeanwhile' });
    expect(certificates[0]!.surface).toBe(9);
  }
  expect(results[0]!.status).toBe('fulfilled');
});

test('two partial cancellations at once: one refund', async () => {
  const db = testDb.db;
  const { order } = await paidOrder(db, alice.member.id);
  const detail = await checkedAll(db, session(anna), await atWarehouseIn(db, session(anna), order), (index) => (index === 0 ? 'OK' : 'UNGRADABLE'));
  const body = { ...shown(detail), reason: 'Trimmed card' };
  const won = oneWins(
    await Promise.allSettled([partialCancel(db, session(anna), order.orderNumber, body), partialCancel(db, session(ben), order.orderNumber, body)]),
    'REQUEST_PARTIAL_CANCELED',
  );
  expect(won.status).toBe('COMPLETE_PARTIAL_CANCELED');
  expect(await db.refund.count({ where: { gradingOrderId: order.id } })).toBe(1);
});
