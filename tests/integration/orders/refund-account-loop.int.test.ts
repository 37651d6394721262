/** @jest-environment node */
// A refund the bank refuses, end to end (decision 0008; docs/product/payments.md#refunds): the sandbox bank
// refuses every account number beginning with 999 (SANDBOX_REJECTED_ACCOUNT_PREFIX). A full refund of a live
// order moves it to WRONG_REFUND_ACCOUNT and, once the member's corrected account takes the money, to REFUNDED;
// a cancelled order stays CANCELLED while its Refund rows tell the same story. The rejected rows stay as history.
import type { Member } from '@/lib/server/db/generated/client';
import { refundOrder } from '@/lib/server/orders/refund-order';
import { SANDBOX_REJECTED_ACCOUNT_PREFIX } from '@/lib/server/payments/sandbox/provider';
import { createOrderIn } from '@/tests/factories/order-states';
import type { TestDb } from '@/tests/helpers/test-db';
import { act, shown } from './action-helpers';
import { type Orderer, orderWorld } from './order-helpers';

let testDb: TestDb;
let alice: Orderer;
let staff: Member;

beforeAll(async () => {
  ({ testDb, alice, staff } = await orderWorld());
}, 60_000);
afterAll(() => testDb.close());

const REJECTED = { bank: 'TW-808', accountNumber: `${SANDBOX_REJECTED_ACCOUNT_PREFIX}1234567890`, holderName: 'Lin Mei' };
const CORRECTED = { bank: 'TW-808', accountNumber: '0081234567890', holderName: 'Lin Mei' };
const asStaff = () => ({ memberId: staff.id, role: 'STAFF' as const });

const reload = (orderId: number) =>
  testDb.db.gradingOrder.findUniqueOrThrow({
    where: { id: orderId },
    include: { payments: true, refunds: { orderBy: { id: 'asc' } }, events: { orderBy: { id: 'asc' } }, refundAccount: true },
  });

async function liveOrderWithAccount(account: typeof REJECTED) {
  const { order, payment } = await createOrderIn(testDb.db, alice.member.id, 'WAREHOUSE_IN', { method: 'VIRTUAL_ACCOUNT' });
  await testDb.db.refundAccount.create({ data: { ...account, memberId: alice.member.id, gradingOrderId: order.id } });
  return { order, payment: payment! };
}

test('a full refund to a refused account → WRONG_REFUND_ACCOUNT; the member corrects it → a new refund COMPLETED, order REFUNDED', async () => {
  const { order, payment } = await liveOrderWithAccount(REJECTED);
  const refunded = await refundOrder(testDb.db, asStaff(), order.orderNumber, 'lab damaged the sleeve');
  expect(refunded.gradingOrderStatus).toBe('WRONG_REFUND_ACCOUNT');
  let after = await reload(order.id);
  expect(after.refunds).toEqual([expect.objectContaining({ paymentId: payment.id, amount: order.totalAmount, status: 'ACCOUNT_REJECTED', completedAt: null })]);
  expect(after.payments[0]!.status).toBe('PAID');
  expect(after.events.filter((e) => e.toStatus).map((e) => [e.fromStatus, e.toStatus, e.actorId])).toEqual([['PROCESSING', 'WRONG_REFUND_ACCOUNT', null]]);
  expect(after.events[0]).toMatchObject({ actorId: staff.id, actorRole: 'STAFF', note: expect.stringContaining('lab damaged the sleeve') });
  const rejectedAudit = await testDb.db.auditLog.findMany({ where: { entityId: payment.providerPaymentId }, orderBy: { id: 'asc' } });
  expect(rejectedAudit.map((row) => row.action)).toEqual(['refund.requested', 'refund.accountRejected']);

  // The member's page asks for the account again.
  const detail = await act('refundAccount', alice, order.orderNumber, { ...shown(after), ...CORRECTED });
  expect(detail.status).toBe(200);
  expect(detail.body.data).toMatchObject({ status: 'REFUNDED', refundAccount: { bank: 'TW-808', accountLast4: '7890' }, actions: { refundAccount: false } });
  after = await reload(order.id);
  expect(after.gradingOrderStatus).toBe('REFUNDED');
  expect(after.refundAccount).toMatchObject(CORRECTED);
  expect(after.refunds.map((r) => [r.amount, r.status])).toEqual([
    [order.totalAmount, 'ACCOUNT_REJECTED'],
    [order.totalAmount, 'COMPLETED'],
  ]);
  expect(after.payments[0]!.status).toBe('REFUNDED');
  expect(after.events.filter((e) => e.toStatus).map((e) => [e.fromStatus, e.toStatus])).toEqual([
    ['PROCESSING', 'WRONG_REFUND_ACCOUNT'],
    ['WRONG_REFUND_ACCOUNT', 'REFUNDED'],
  ]);
});

test('a correction that is refused again keeps WRONG_REFUND_ACCOUNT; the next one ends REFUNDED', async () => {
  const { order } = await liveOrderWithAccount(REJECTED);
  await refundOrder(testDb.db, asStaff(), order.orderNumber, 'customer request');
  let after = await reload(order.id);
  const again = await act('refundAccount', alice, order.orderNumber, { ...shown(after), ...REJECTED, accountNumber: '9990000000001' });
  expect(again.status).toBe(200);
  after = await reload(order.id);
  expect(after.gradingOrderStatus).toBe('WRONG_REFUND_ACCOUNT');
  expect(after.refunds.map((r) => r.status)).toEqual(['ACCOUNT_REJECTED', 'ACCOUNT_REJECTED']);
  expect((await act('refundAccount', alice, order.orderNumber, { ...shown(after), ...CORRECTED })).status).toBe(200);
  after = await reload(order.id);
  expect(after.gradingOrderStatus).toBe('REFUNDED');
  expect(after.refunds.map((r) => r.status)).toEqual(['ACCOUNT_REJECTED', 'ACCOUNT_REJECTED', 'COMPLETED']);
});

test('after a cancellation: the order stays CANCELLED, the rejected refund asks for an account, the correction returns the money', async () => {
  const { order, payment } = await createOrderIn(testDb.db, alice.member.id, 'NEED_INVOICE_INPUT', { method: 'VIRTUAL_ACCOUNT' });
  const cancelled = await act('cancel', alice, order.orderNumber, { ...shown(order), refundAccount: REJECTED });
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.data).toMatchObject({
    status: 'CANCELLED',
    refunds: [expect.objectContaining({ amount: order.totalAmount, status: 'ACCOUNT_REJECTED' })],
    actions: { refundAccount: true, cancel: false },
  });
  let after = await reload(order.id);
  expect(after.gradingOrderStatus).toBe('CANCELLED');
  expect(after.events.filter((e) => e.toStatus).map((e) => e.toStatus)).toEqual(['CANCELLED']);

  const corrected = await act('refundAccount', alice, order.orderNumber, { ...shown(after), ...CORRECTED });
  expect(corrected.status).toBe(200);
  expect(corrected.body.data).toMatchObject({ status: 'CANCELLED', actions: { refundAccount: false } });
  after = await reload(order.id);
  expect(after.gradingOrderStatus).toBe('CANCELLED');
  expect(after.refunds.map((r) => [r.paymentId, r.amount, r.status])).toEqual([
    [payment!.id, order.totalAmount, 'ACCOUNT_REJECTED'],
    [payment!.id, order.totalAmount, 'COMPLETED'],
  ]);
  expect(after.payments[0]!.status).toBe('REFUNDED');
  // Nothing is waiting any more: the account can no longer be changed, and nothing is sent twice.
  const late = await act('refundAccount', alice, order.orderNumber, { ...shown(after), ...CORRECTED });
  expect(late).toMatchObject({ status: 409, body: { key: 'myorders:errors.notAllowed' } });
  expect(await testDb.db.refund.count({ where: { gradingOrderId: order.id } })).toBe(2);
});

test('a refund account from the list of another currency → 400 on bank; a KRW order takes a Korean bank', async () => {
  const { order } = await createOrderIn(testDb.db, alice.member.id, 'WAITING_FOR_DEPOSIT');
  const wrong = await act('refundAccount', alice, order.orderNumber, { ...shown(order), ...CORRECTED, bank: 'KR-004' });
  expect(wrong).toMatchObject({ status: 400, body: { errors: [{ path: 'bank', key: 'myorders:errors.bankNotForCurrency' }] } });
  expect(await testDb.db.refundAccount.count({ where: { gradingOrderId: order.id } })).toBe(0);
  const { order: korean } = await createOrderIn(testDb.db, alice.member.id, 'WAITING_FOR_DEPOSIT', { overrides: { currency: 'KRW' } });
  const ok = await act('refundAccount', alice, korean.orderNumber, { ...shown(korean), ...CORRECTED, bank: 'KR-004' });
  expect(ok.status).toBe(200);
  // Saving twice updates the one account of the order.
  expect((await act('refundAccount', alice, korean.orderNumber, { ...shown(korean), ...CORRECTED, bank: 'KR-088' })).status).toBe(200);
  expect(await testDb.db.refundAccount.findMany({ where: { gradingOrderId: korean.id } })).toEqual([expect.objectContaining({ bank: 'KR-088' })]);
});

test('refundOrder: staff only, a refundable PROCESSING order only, a bank-based one needs an account, once', async () => {
  const { order: early } = await createOrderIn(testDb.db, alice.member.id, 'NEED_INVOICE_INPUT');
  await expect(refundOrder(testDb.db, asStaff(), early.orderNumber, 'x')).rejects.toMatchObject({ code: 'CONFLICT', key: 'myorders:errors.notAllowed' });
  const { order: card, payment } = await createOrderIn(testDb.db, alice.member.id, 'GRADING');
  await expect(refundOrder(testDb.db, { memberId: alice.member.id, role: 'MEMBER' }, card.orderNumber, 'x')).rejects.toMatchObject({ code: 'FORBIDDEN' });
  await expect(refundOrder(testDb.db, asStaff(), 'G991231000000', 'x')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  const { order: bank } = await createOrderIn(testDb.db, alice.member.id, 'GRADING', { method: 'VIRTUAL_ACCOUNT' });
  await expect(refundOrder(testDb.db, asStaff(), bank.orderNumber, 'x')).rejects.toMatchObject({
    code: 'CONFLICT',
    key: 'myorders:errors.refundAccountRequired',
  });
  expect(await testDb.db.refund.count({ where: { gradingOrderId: { in: [early.id, card.id, bank.id] } } })).toBe(0);

  const done = await refundOrder(testDb.db, asStaff(), card.orderNumber, 'card refund');
  expect(done).toMatchObject({
    gradingOrderStatus: 'REFUNDED',
    refunds: [expect.objectContaining({ paymentId: payment!.id, amount: card.totalAmount, status: 'COMPLETED' })],
  });
  await expect(refundOrder(testDb.db, asStaff(), card.orderNumber, 'again')).rejects.toMatchObject({ code: 'CONFLICT' });
  expect(await testDb.db.refund.count({ where: { gradingOrderId: card.id } })).toBe(1);
});
