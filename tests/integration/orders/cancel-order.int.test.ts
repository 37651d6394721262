/** @jest-environment node */
// Cancelling from the order page (docs/product/order-lifecycle.md#cancellation-and-refund; decision 0008): an
// unpaid order is dropped and its open payment attempts closed; a paid one is refunded in the same transaction
// — everything before the cards move, less the delivery cost once they travel — to the card, or to the refund
// account for a bank-based payment (decision 0009). A double click refunds once.
import { parseEventNote } from '@/lib/shared/orders/event-notes';
import { handlePaymentCallback } from '@/lib/server/payments/handle-callback';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { TEST_SECRET, gatewayEvent, signed } from '@/tests/integration/payments/payment-helpers';
import { createOrderIn } from '@/tests/factories/order-states';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { act, footprint, shown } from './action-helpers';
import { type Orderer, orderer, prepareOrderDb } from './order-helpers';

let testDb: TestDb;
let alice: Orderer;

beforeAll(async () => {
  process.env.PAYMENT_SANDBOX_SECRET = TEST_SECRET;
  testDb = await createTestDb();
  resetLimitersForTests();
  await prepareOrderDb(testDb.db);
  alice = await orderer(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const ACCOUNT = { bank: 'TW-812', accountNumber: '00012345678901', holderName: 'Lin Mei' };
const cancel = (orderNumber: string, body: Record<string, unknown>) => act('cancel', alice, orderNumber, body);

const reload = (orderId: number) =>
  testDb.db.gradingOrder.findUniqueOrThrow({
    where: { id: orderId },
    include: { payments: { orderBy: { id: 'asc' } }, refunds: { orderBy: { id: 'asc' } }, events: { orderBy: { id: 'asc' } }, refundAccount: true },
  });

test('an unpaid order: CANCELLED, the open payment page closed, nothing refunded, one event row', async () => {
  const { order, payment } = await createOrderIn(testDb.db, alice.member.id, 'SAVED');
  const result = await cancel(order.orderNumber, { ...shown(order), refundAccount: null });
  expect(result.status).toBe(200);
  expect(result.body.data).toMatchObject({ status: 'CANCELLED', displayStatus: 'CANCELLED', actions: { cancel: false, pay: false }, refunds: [] });
  const after = await reload(order.id);
  expect(after).toMatchObject({ gradingOrderStatus: 'CANCELLED', cancelledAt: expect.any(Date), refunds: [] });
  expect(after.payments).toEqual([expect.objectContaining({ id: payment!.id, status: 'CANCELLED', failedReason: 'order cancelled' })]);
  expect(after.events).toEqual([expect.objectContaining({ fromStatus: 'SAVED', toStatus: 'CANCELLED', actorId: alice.member.id, actorRole: 'MEMBER' })]);
});

test('a virtual account waiting for its deposit: the account is closed, nothing to refund, no refund account asked', async () => {
  const { order, payment } = await createOrderIn(testDb.db, alice.member.id, 'WAITING_FOR_DEPOSIT');
  const result = await cancel(order.orderNumber, { ...shown(order), refundAccount: null });
  expect(result.status).toBe(200);
  const after = await reload(order.id);
  expect(after.gradingOrderStatus).toBe('CANCELLED');
  expect(after.payments).toEqual([expect.objectContaining({ id: payment!.id, status: 'CANCELLED' })]);
  expect(after.refunds).toEqual([]);
});

test('a paid card order before the cards move: everything refunded to the card, payment REFUNDED, audit rows', async () => {
  const { order, payment } = await createOrderIn(testDb.db, alice.member.id, 'NEED_INVOICE_INPUT');
  const result = await cancel(order.orderNumber, { ...shown(order), refundAccount: null });
  expect(result.status).toBe(200);
  expect(result.body.data).toMatchObject({ status: 'CANCELLED', refunds: [expect.objectContaining({ amount: order.totalAmount, status: 'COMPLETED' })] });
  const after = await reload(order.id);
  expect(after.refunds).toEqual([
    expect.objectContaining({ paymentId: payment!.id, amount: order.totalAmount, status: 'COMPLETED', completedAt: expect.any(Date) }),
  ]);
  expect(after.payments[0]!.status).toBe('REFUNDED');
  expect(after.events.map((event) => [event.fromStatus, event.toStatus])).toEqual([['PROCESSING', 'CANCELLED']]);
  // Card refunds need no refund account.
  expect(after.refundAccount).toBeNull();
  const audit = await testDb.db.auditLog.findMany({ where: { entityId: payment!.providerPaymentId }, orderBy: { id: 'asc' } });
  expect(audit.map((row) => row.action)).toEqual(['refund.requested', 'refund.completed']);
  expect(audit[0]).toMatchObject({ actorId: alice.member.id });
});

test('at SHIPPING_IN the cards travel: the delivery cost is kept to send them back, the rest refunded', async () => {
  const { order, payment } = await createOrderIn(testDb.db, alice.member.id, 'SHIPPING_IN');
  expect(order.deliveryCost).toBeGreaterThan(0);
  const result = await cancel(order.orderNumber, { ...shown(order), refundAccount: null });
  expect(result.status).toBe(200);
  const after = await reload(order.id);
  expect(after.refunds).toEqual([expect.objectContaining({ amount: order.totalAmount - order.deliveryCost, status: 'COMPLETED' })]);
  // Not all of the money came back: the payment stays PAID with the kept delivery cost.
  expect(after.payments[0]!.status).toBe('PAID');
  expect(parseEventNote(after.events.at(-1)!.note!)).toMatchObject({ key: 'cancelled.refundedKept', params: { kept: order.deliveryCost } });
  expect(payment!.amount).toBe(order.totalAmount);
});

test('a paid virtual-account order without a refund account → 400 on refundAccount, nothing changed; with one → refunded to it', async () => {
  const { order, payment } = await createOrderIn(testDb.db, alice.member.id, 'PICKUP_REQUIRED', { method: 'VIRTUAL_ACCOUNT' });
  const before = await footprint(testDb.db, order.id);
  const missing = await cancel(order.orderNumber, { ...shown(order), refundAccount: null });
  expect(missing).toMatchObject({
    status: 400,
    body: { code: 'VALIDATION', errors: [{ path: 'refundAccount', key: 'myorders:errors.refundAccountRequired' }] },
  });
  expect(await footprint(testDb.db, order.id)).toEqual(before);

  // A Korean bank for a TWD order: refused on the nested field.
  const wrongBank = await cancel(order.orderNumber, { ...shown(order), refundAccount: { ...ACCOUNT, bank: 'KR-004' } });
  expect(wrongBank).toMatchObject({ status: 400, body: { errors: [{ path: 'refundAccount.bank', key: 'myorders:errors.bankNotForCurrency' }] } });
  expect(await footprint(testDb.db, order.id)).toEqual(before);

  const done = await cancel(order.orderNumber, { ...shown(order), refundAccount: ACCOUNT });
  expect(done.status).toBe(200);
  expect(done.body.data?.refundAccount).toEqual({ bank: 'TW-812', holderName: 'Lin Mei', accountLast4: '8901' });
  const after = await reload(order.id);
  expect(after.gradingOrderStatus).toBe('CANCELLED');
  expect(after.refundAccount).toMatchObject({ ...ACCOUNT, memberId: alice.member.id });
  expect(after.refunds).toEqual([expect.objectContaining({ paymentId: payment!.id, amount: order.totalAmount, status: 'COMPLETED' })]);
  // The audit row names the account by its last four digits only.
  const saved = await testDb.db.auditLog.findFirstOrThrow({ where: { entityId: order.orderNumber, action: 'order.refundAccountSaved' } });
  expect(saved.data).toEqual({ bank: 'TW-812', holderName: 'Lin Mei', accountLast4: '8901' });
  expect(JSON.stringify(saved.data)).not.toContain(ACCOUNT.accountNumber);
});

test('a refund account already on file is used without asking again', async () => {
  const { order } = await createOrderIn(testDb.db, alice.member.id, 'NEED_INVOICE_INPUT', { method: 'VIRTUAL_ACCOUNT' });
  await testDb.db.refundAccount.create({ data: { ...ACCOUNT, memberId: alice.member.id, gradingOrderId: order.id } });
  const result = await cancel(order.orderNumber, { ...shown(order), refundAccount: null });
  expect(result.status).toBe(200);
  expect((await reload(order.id)).refunds).toEqual([expect.objectContaining({ amount: order.totalAmount, status: 'COMPLETED' })]);
});

test('a double-clicked cancel: one cancellation, one refund; the second click gets 409 with the cancelled order', async () => {
  const { order } = await createOrderIn(testDb.db, alice.member.id, 'NEED_INVOICE_INPUT');
  const body = { ...shown(order), refundAccount: null };
  const results =
    testDb.kind === 'postgres'
      ? await Promise.all([cancel(order.orderNumber, body), cancel(order.orderNumber, body)])
      : [await cancel(order.orderNumber, body), await cancel(order.orderNumber, body)];
  expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  const second = results.find((result) => result.status === 409)!;
  expect(second.body).toMatchObject({ key: 'myorders:errors.changedMeanwhile', data: { status: 'CANCELLED' } });
  const after = await reload(order.id);
  expect(after.refunds).toHaveLength(1);
  expect(after.events.filter((event) => event.toStatus === 'CANCELLED')).toHaveLength(1);
});

test('a deposit that reaches the closed virtual account after the cancel is recorded and returned; the order stays CANCELLED', async () => {
  const { order, payment } = await createOrderIn(testDb.db, alice.member.id, 'WAITING_FOR_DEPOSIT');
  expect((await cancel(order.orderNumber, { ...shown(order), refundAccount: null })).status).toBe(200);
  const { rawBody, headers } = signed(gatewayEvent(payment!, 'virtual_account.deposited'));
  expect(await handlePaymentCallback(testDb.db, 'sandbox', rawBody, headers)).toMatchObject({ result: 'refused' });
  const after = await reload(order.id);
  expect(after.gradingOrderStatus).toBe('CANCELLED');
  expect(after.payments).toEqual([expect.objectContaining({ status: 'REFUNDED' })]);
  expect(after.refunds).toEqual([expect.objectContaining({ amount: order.totalAmount, status: 'COMPLETED' })]);
  expect(after.events.filter((event) => event.toStatus).map((event) => event.toStatus)).toEqual(['CANCELLED']);
});
