/** @jest-environment node */
// An order with nothing left to grade (issue #24, decision 0031 §4): cards that reached us go back, OMITTED cards were
// never there. Every card UNGRADABLE: after the partial cancellation the order skips grading and casing
// (CARD_CORRESPOND_CHECKED → WAREHOUSE_OUT) and ships the cards back ungraded. Every card OMITTED: nothing ships — no
// next step; staff refund the rest (the delivery) and the order is cancelled with everything paid back. The shipped
// e-mail of an order with nothing graded says the cards come back ungraded (shippedOutUngraded).
import type { Member } from '@/lib/server/db/generated/client';
import { advanceOrder } from '@/lib/server/lab/advance-order';
import { markDelivered } from '@/lib/server/lab/mark-delivered';
import { partialCancel } from '@/lib/server/lab/partial-cancel';
import { shipOut } from '@/lib/server/lab/ship-out';
import { staffRefund } from '@/lib/server/lab/staff-refund';
import { getOrderDetail } from '@/lib/server/orders/get-order-detail';
import type { TestDb } from '@/tests/helpers/test-db';
import { type Orderer, orderWorld } from '../orders/order-helpers';
import { atWarehouseIn, checkedAll, paidOrder, reload, session, shown } from './lab-helpers';

let testDb: TestDb;
let alice: Orderer;
let staff: Member;

beforeAll(async () => {
  ({ testDb, alice, staff } = await orderWorld());
}, 60_000);
afterAll(() => testDb.close());

const LINES = [{ cardCategory: 'POKEMON' as const, isAuto: false, quantity: 2 }];

async function allChecked(check: 'OMITTED' | 'UNGRADABLE') {
  const db = testDb.db;
  const lab = session(staff);
  const { order } = await paidOrder(db, alice.member.id, { lines: LINES });
  const checked = await checkedAll(db, lab, await atWarehouseIn(db, lab, order), () => check);
  const detail = await partialCancel(db, lab, order.orderNumber, { ...shown(checked), reason: `all ${check}` });
  return { order, detail };
}

test('every card UNGRADABLE: no grading, no casing, the cards shipped back ungraded, the order completes', async () => {
  const db = testDb.db;
  const lab = session(staff);
  const { order, detail: cancelled } = await allChecked('UNGRADABLE');
  expect(cancelled.actions).toMatchObject({ advanceTo: 'WAREHOUSE_OUT', advanceBlockedBy: null, scoreCards: false });
  let detail = await advanceOrder(db, lab, order.orderNumber, { ...shown(cancelled), to: 'WAREHOUSE_OUT' });
  detail = await shipOut(db, lab, order.orderNumber, { ...shown(detail), courier: 'TCAT', trackingNumber: '4444-5555-6666' });
  // The e-mail says the cards come back ungraded, not "your graded cards".
  const mail = await db.outboxMessage.findMany({ where: { to: alice.member.mbEmail, template: { in: ['shippedOut', 'shippedOutUngraded'] } } });
  expect(mail.filter((message) => message.text?.includes(order.orderNumber)).map((message) => message.template)).toEqual(['shippedOutUngraded']);
  detail = await markDelivered(db, lab, order.orderNumber, shown(detail));
  // The member's page says nothing could be graded and the cards come back.
  expect(await getOrderDetail(db, { memberId: alice.member.id, role: 'MEMBER' }, order.orderNumber)).toMatchObject({
    nothingGraded: true,
    cardsShipped: { shipped: 2, total: 2 },
  });
  expect(detail).toMatchObject({ status: 'COMPLETE', processingStatus: 'SHIPPING_OUT_COMPLETE' });
  const row = await reload(db, order.id);
  expect(row.gradingOrderItems.map((item) => [item.shippedAt !== null, item.casedAt])).toEqual([
    [true, null],
    [true, null],
  ]);
  expect(row.events.filter((event) => event.toProcessing).map((event) => event.toProcessing)).toContain('WAREHOUSE_OUT');
  expect(row.events.filter((event) => event.toProcessing).map((event) => event.toProcessing)).not.toContain('CASING_COMPLETE');
});

test('every card OMITTED: nothing ships; the rest (the delivery) refunded and the order cancelled', async () => {
  const db = testDb.db;
  const lab = session(staff);
  const { order, detail: cancelled } = await allChecked('OMITTED');
  expect(cancelled.actions).toMatchObject({ advanceTo: null, shipOut: false, fullRefund: true });
  expect(cancelled.moneyHeld).toBe(order.deliveryCost);
  await expect(advanceOrder(db, lab, order.orderNumber, { ...shown(cancelled), to: 'WAREHOUSE_OUT' })).rejects.toMatchObject({ code: 'CONFLICT' });
  const detail = await staffRefund(db, lab, order.orderNumber, { ...shown(cancelled), reason: 'No card arrived' });
  expect(detail).toMatchObject({ status: 'CANCELLED', moneyHeld: 0 });
  const row = await reload(db, order.id);
  expect(row.refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(order.totalAmount);
});
