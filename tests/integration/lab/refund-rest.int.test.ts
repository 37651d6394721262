/** @jest-environment node */
// The rest of the money after a partial cancellation (issue #24, decision 0031): staff refund what the order still
// holds — exactly paid minus refunded — at any stage before the cards ship out, and the order is cancelled in the same
// transaction with its audit row; after shipping out it is refused (409 labApi:errors.notAllowed); two refunds of the
// rest at once: exactly one. The member's cancel dialog shows what the cancellation then refunds (earlier refunds
// deducted), from the same rule (lib/shared/orders/refund-rules.ts).
import type { Member } from '@/lib/server/db/generated/client';
import { getStaffOrder } from '@/lib/server/lab/get-staff-order';
import { partialCancel } from '@/lib/server/lab/partial-cancel';
import { shipOut } from '@/lib/server/lab/ship-out';
import { staffRefund } from '@/lib/server/lab/staff-refund';
import { cancelOrder } from '@/lib/server/orders/cancel-order';
import { getOrderDetail } from '@/lib/server/orders/get-order-detail';
import { refundPayment } from '@/lib/server/payments/refund-payment';
import type { TestDb } from '@/tests/helpers/test-db';
import { footprint } from '../orders/action-helpers';
import { type Orderer, orderWorld } from '../orders/order-helpers';
import { advanceTo, atWarehouseIn, checkedAll, paidOrder, reload, scoredAll, session, shown } from './lab-helpers';

let testDb: TestDb;
let alice: Orderer;
let staff: Member;

beforeAll(async () => {
  ({ testDb, alice, staff } = await orderWorld());
}, 60_000);
afterAll(() => testDb.close());

const LINES = [{ cardCategory: 'POKEMON' as const, isAuto: false, quantity: 3 }];

/** Three cards, the second OMITTED, partly cancelled: COMPLETE_PARTIAL_CANCELED at CARD_CORRESPOND_CHECKED. */
async function partlyCancelled() {
  const db = testDb.db;
  const lab = session(staff);
  const { order, payment } = await paidOrder(db, alice.member.id, { lines: LINES });
  const checked = await checkedAll(db, lab, await atWarehouseIn(db, lab, order), (index) => (index === 1 ? 'OMITTED' : 'OK'));
  const detail = await partialCancel(db, lab, order.orderNumber, { ...shown(checked), reason: 'Card missing' });
  expect(detail.status).toBe('COMPLETE_PARTIAL_CANCELED');
  return { order, payment, detail };
}

test('partial cancellation, then the rest at casing: one refund of exactly the remainder, the order cancelled, audited', async () => {
  const db = testDb.db;
  const lab = session(staff);
  const { order, payment, detail: cancelled } = await partlyCancelled();
  const firstRefund = (await reload(db, order.id)).refunds[0]!.amount;
  let detail = await advanceTo(db, lab, await scoredAll(db, lab, await advanceTo(db, lab, cancelled, 'CARD_DEFECT_CHECKED')), 'CASING_COMPLETE');
  expect(detail.actions.fullRefund).toBe(true);
  const remainder = order.totalAmount - firstRefund;
  expect(detail.moneyHeld).toBe(remainder);

  detail = await staffRefund(db, lab, order.orderNumber, { ...shown(detail), reason: 'Member withdrew the rest' });
  expect(detail).toMatchObject({ status: 'CANCELLED', processingStatus: 'CASING_COMPLETE', moneyHeld: 0, actions: { fullRefund: false, advanceTo: null } });
  const row = await reload(db, order.id);
  expect(row.refunds.map((refund) => [refund.paymentId, refund.amount, refund.status])).toEqual([
    [payment.id, firstRefund, 'COMPLETED'],
    [payment.id, remainder, 'COMPLETED'],
  ]);
  // Never more than was paid: everything is back, the payment REFUNDED.
  expect(row.refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(order.totalAmount);
  expect(row.payments[0]!.status).toBe('REFUNDED');
  expect(row.events.filter((event) => event.toStatus).map((event) => [event.fromStatus, event.toStatus])).toEqual([
    ['PROCESSING', 'REQUEST_PARTIAL_CANCELED'],
    ['REQUEST_PARTIAL_CANCELED', 'COMPLETE_PARTIAL_CANCELED'],
    ['COMPLETE_PARTIAL_CANCELED', 'CANCELLED'],
  ]);
  const audit = await db.auditLog.findMany({ where: { action: 'refund.requested', entityId: payment.providerPaymentId }, orderBy: { id: 'asc' } });
  expect(audit.at(-1)).toMatchObject({ actorId: staff.id, data: expect.objectContaining({ amount: remainder }) });
  // Nothing is left: a second request is refused.
  await expect(staffRefund(db, lab, order.orderNumber, { ...shown(detail), reason: 'again' })).rejects.toMatchObject({ code: 'CONFLICT' });
});

test('after the cards shipped out: refused with notAllowed, nothing written', async () => {
  const db = testDb.db;
  const lab = session(staff);
  const { order, detail: cancelled } = await partlyCancelled();
  let detail = await advanceTo(db, lab, await scoredAll(db, lab, await advanceTo(db, lab, cancelled, 'CARD_DEFECT_CHECKED')), 'WAREHOUSE_OUT');
  expect(detail.actions.fullRefund).toBe(true);
  detail = await shipOut(db, lab, order.orderNumber, { ...shown(detail), courier: 'TCAT', trackingNumber: '1111-2222-3333' });
  expect(detail.actions.fullRefund).toBe(false);
  const before = await footprint(db, order.id);
  await expect(staffRefund(db, lab, order.orderNumber, { ...shown(detail), reason: 'too late' })).rejects.toMatchObject({
    code: 'CONFLICT',
    key: 'labApi:errors.notAllowed',
  });
  expect(await footprint(db, order.id)).toEqual(before);
});

test('two refunds of the rest at once: exactly one succeeds, one refund row of the remainder', async () => {
  const db = testDb.db;
  const lab = session(staff);
  const { order, detail } = await partlyCancelled();
  const remainder = detail.moneyHeld;
  const results = await Promise.allSettled([1, 2].map((n) => staffRefund(db, lab, order.orderNumber, { ...shown(detail), reason: `click ${n}` })));
  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT' } });
  const row = await reload(db, order.id);
  expect(row.refunds.map((refund) => refund.amount)).toEqual([order.totalAmount - remainder, remainder]);
  expect(row.gradingOrderStatus).toBe('CANCELLED');
  expect((await getStaffOrder(db, lab, order.orderNumber)).moneyHeld).toBe(0);
});

test('the cancel dialog shows what the cancellation then refunds, earlier refunds deducted', async () => {
  const db = testDb.db;
  const member = { memberId: alice.member.id, role: 'MEMBER' as const };
  const { order, payment } = await paidOrder(db, alice.member.id);
  // Money already went back (a mismatched deposit's return, a refund by hand): the dialog must not promise it twice.
  await refundPayment(db, { paymentId: payment.id, amount: 300, reason: 'earlier refund' });
  const detail = await getOrderDetail(db, member, order.orderNumber);
  expect(detail.actions.cancel).toBe(true);
  // SHIPPING_IN: the delivery cost is kept (decision 0008), from what is still held.
  const expected = order.totalAmount - 300 - order.deliveryCost;
  expect(detail.cancelRefund).toBe(expected);
  await cancelOrder(db, member, order.orderNumber, { ...shown(order), refundAccount: null });
  const row = await reload(db, order.id);
  expect(row.refunds.map((refund) => refund.amount)).toEqual([300, expected]);
});
