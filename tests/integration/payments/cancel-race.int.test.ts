/** @jest-environment node */
// A payment callback racing the member's cancel (cancelOrder, the real service), and a callback racing its own
// replay: exactly one side wins and nothing is lost (the money of a payment that arrives after the cancel goes
// back). On PostgreSQL they run at the same time; PGlite has one connection, so both orders run one after the
// other.
import startRoute from '@/pages/api/orders/[orderNumber]/payments';
import type { Member } from '@/lib/server/db/generated/client';
import { AppError } from '@/lib/server/errors/app-error';
import { cancelOrder } from '@/lib/server/orders/cancel-order';
import { handlePaymentCallback } from '@/lib/server/payments/handle-callback';
import type { CallbackEvent } from '@/lib/server/payments/types';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createMember } from '@/tests/factories/member';
import { createOrder } from '@/tests/factories/order';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { TEST_SECRET, gatewayEvent, sessionCookies, signed } from './payment-helpers';

let testDb: TestDb;
let member: Member;

beforeAll(async () => {
  process.env.PAYMENT_SANDBOX_SECRET = TEST_SECRET;
  testDb = await createTestDb();
  resetLimitersForTests();
  member = await createMember(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

async function openPayment() {
  const order = await createOrder(testDb.db, member.id);
  await callApi(startRoute, {
    method: 'POST',
    query: { orderNumber: order.orderNumber },
    body: { method: 'CREDIT_CARD' },
    cookies: await sessionCookies(member),
  });
  return testDb.db.payment.findFirstOrThrow({ where: { gradingOrderId: order.id, status: 'READY' } });
}

/** The member cancels the unpaid order from its page (cancel-order.ts: the order row locked first). */
async function memberCancels(orderId: number) {
  const { orderNumber } = await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: orderId } });
  return cancelOrder(testDb.db, { memberId: member.id, role: 'MEMBER' }, orderNumber, {
    expectedStatus: 'SAVED',
    expectedProcessingStatus: 'NOT_PROCESSING',
    refundAccount: null,
  });
}

const deliver = (event: CallbackEvent) => {
  const { rawBody, headers } = signed(event);
  return handlePaymentCallback(testDb.db, 'sandbox', rawBody, headers);
};

async function expectOneOutcome(paymentId: number, cancel: PromiseSettledResult<unknown>, callback: PromiseSettledResult<{ result: string }>) {
  const payment = await testDb.db.payment.findUniqueOrThrow({ where: { id: paymentId }, include: { gradingOrder: true, refunds: true } });
  const transitions = await testDb.db.orderEvent.findMany({ where: { gradingOrderId: payment.gradingOrderId, toStatus: { not: null } } });
  expect(callback.status).toBe('fulfilled');
  const callbackResult = (callback as PromiseFulfilledResult<{ result: string }>).value.result;
  if (cancel.status === 'fulfilled') {
    // The cancel won: the payment that arrived afterwards was recorded and its money returned.
    expect(callbackResult).toBe('refused');
    expect(payment.gradingOrder.gradingOrderStatus).toBe('CANCELLED');
    expect(payment.status).toBe('REFUNDED');
    expect(payment.refunds).toEqual([expect.objectContaining({ amount: payment.amount, status: 'COMPLETED' })]);
    expect(transitions.map((e) => e.toStatus)).toEqual(['CANCELLED']);
  } else {
    // The payment won: the cancel was refused cleanly (the member may cancel the paid order later).
    expect(cancel.reason).toBeInstanceOf(AppError);
    expect((cancel.reason as AppError).code).toBe('CONFLICT');
    // The page that still showed "unpaid" gets the order as it is now.
    expect(cancel.reason).toMatchObject({ key: 'myorders:errors.changedMeanwhile', details: { data: { status: 'PROCESSING' } } });
    expect(callbackResult).toBe('processed');
    expect(payment.gradingOrder.gradingOrderStatus).toBe('PROCESSING');
    expect(payment.status).toBe('PAID');
    expect(payment.refunds).toEqual([]);
    expect(transitions.map((e) => e.toStatus)).toEqual(['PROCESSING']);
  }
  return cancel.status === 'fulfilled' ? 'cancel' : 'payment';
}

test('cancel first, then the approval: the order stays cancelled and the money goes back', async () => {
  const payment = await openPayment();
  const cancel = await Promise.allSettled([memberCancels(payment.gradingOrderId)]);
  const callback = await Promise.allSettled([deliver(gatewayEvent(payment, 'payment.approved'))]);
  expect(await expectOneOutcome(payment.id, cancel[0]!, callback[0]!)).toBe('cancel');
});

test('the approval first, then the cancel: the order is paid and the late cancel is refused', async () => {
  const payment = await openPayment();
  const callback = await Promise.allSettled([deliver(gatewayEvent(payment, 'payment.approved'))]);
  const cancel = await Promise.allSettled([memberCancels(payment.gradingOrderId)]);
  expect(await expectOneOutcome(payment.id, cancel[0]!, callback[0]!)).toBe('payment');
});

test('at the same time (PostgreSQL): each race has exactly one winner', async () => {
  if (testDb.kind !== 'postgres') return; // PGlite: one connection, covered by the two orders above.
  const winners: string[] = [];
  for (let round = 0; round < 8; round += 1) {
    const payment = await openPayment();
    // Staggered starts, so the cancel lands before, inside and after the callback's transaction.
    const delay = new Promise((resolve) => setTimeout(resolve, round * 4));
    const [cancel, callback] = await Promise.allSettled([
      delay.then(() => memberCancels(payment.gradingOrderId)),
      deliver(gatewayEvent(payment, 'payment.approved')),
    ]);
    winners.push(await expectOneOutcome(payment.id, cancel, callback as PromiseSettledResult<{ result: string }>));
  }
  // Which side wins depends on timing; every round must have exactly one (checked above).
  expect(winners).toHaveLength(8);
});

test('the same event delivered twice at once: one state change, one OrderEvent, one e-mail', async () => {
  const payment = await openPayment();
  const event = gatewayEvent(payment, 'payment.approved');
  const results =
    testDb.kind === 'postgres'
      ? await Promise.all([deliver(event), deliver(event), deliver(event)])
      : [await deliver(event), await deliver(event), await deliver(event)];
  expect(results.map((r) => r.result).sort()).toEqual(['already processed', 'already processed', 'processed']);
  expect(await testDb.db.orderEvent.count({ where: { gradingOrderId: payment.gradingOrderId } })).toBe(1);
  expect(await testDb.db.paymentCallback.count({ where: { paymentId: payment.id } })).toBe(1);
  const order = await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: payment.gradingOrderId } });
  expect(await testDb.db.outboxMessage.count({ where: { to: member.mbEmail, template: 'orderPaid', subject: { contains: order.orderNumber } } })).toBe(1);
});

test('at the same time (PostgreSQL): cancelling a paid order while a repeated approval of its payment arrives — one refund, no deadlock', async () => {
  if (testDb.kind !== 'postgres') return; // PGlite: one connection.
  for (let round = 0; round < 8; round += 1) {
    const payment = await openPayment();
    const approval = gatewayEvent(payment, 'payment.approved');
    await deliver(approval);
    const order = await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: payment.gradingOrderId } });
    const cancel = cancelOrder(testDb.db, { memberId: member.id, role: 'MEMBER' }, order.orderNumber, {
      expectedStatus: 'PROCESSING',
      expectedProcessingStatus: order.gradingOrderProcessingStatus,
      refundAccount: null,
    });
    // The gateway repeats the approval under a new event id: it changes nothing.
    const [cancelled, repeated] = await Promise.allSettled([cancel, deliver({ ...approval, eventId: `${approval.eventId}_again` })]);
    expect(cancelled.status).toBe('fulfilled');
    expect(repeated).toMatchObject({ status: 'fulfilled', value: { result: 'ignored' } });
    const after = await testDb.db.payment.findUniqueOrThrow({ where: { id: payment.id }, include: { refunds: true, gradingOrder: true } });
    expect(after.gradingOrder.gradingOrderStatus).toBe('CANCELLED');
    expect(after.refunds).toEqual([expect.objectContaining({ amount: payment.amount, status: 'COMPLETED' })]);
    expect(after.status).toBe('REFUNDED');
  }
});
