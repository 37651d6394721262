/** @jest-environment node */
// refundPayment (used by cancellation): a Refund row REQUESTED in a transaction, then the provider; the
// sandbox completes it at once (or, for a refund account beginning with 999, the bank refuses it), and a fully
// refunded payment becomes REFUNDED.
import type { Member } from '@/lib/server/db/generated/client';
import { AppError } from '@/lib/server/errors/app-error';
import { executeRefund, refundPayment, requestRefund } from '@/lib/server/payments/refund-payment';
import { SANDBOX_REJECTED_ACCOUNT_PREFIX, newSandboxPaymentId } from '@/lib/server/payments/sandbox/provider';
import { createMember } from '@/tests/factories/member';
import { createOrder } from '@/tests/factories/order';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
let member: Member;

beforeAll(async () => {
  testDb = await createTestDb();
  member = await createMember(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

async function paidPayment() {
  const order = await createOrder(testDb.db, member.id, { overrides: { gradingOrderStatus: 'PROCESSING', paidAt: new Date() } });
  return testDb.db.payment.create({
    data: {
      gradingOrderId: order.id,
      provider: 'sandbox',
      providerPaymentId: newSandboxPaymentId(),
      method: 'CREDIT_CARD',
      status: 'PAID',
      amount: order.totalAmount,
      currency: order.currency,
      approvedAt: new Date(),
    },
  });
}

test('a full refund: Refund COMPLETED, payment REFUNDED, audit rows', async () => {
  const payment = await paidPayment();
  const refund = await refundPayment(testDb.db, { paymentId: payment.id, reason: 'member cancelled', actor: { id: member.id, role: member.role } });
  expect(refund).toMatchObject({ amount: payment.amount, status: 'COMPLETED', paymentId: payment.id, gradingOrderId: payment.gradingOrderId });
  expect(refund.completedAt).toBeInstanceOf(Date);
  expect((await testDb.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('REFUNDED');
  const actions = (await testDb.db.auditLog.findMany({ where: { entityId: payment.providerPaymentId }, orderBy: { id: 'asc' } })).map((a) => a.action);
  expect(actions).toEqual(['refund.requested', 'refund.completed']);
});

test('partial refunds: the payment stays PAID until the whole amount is back; never more than paid', async () => {
  const payment = await paidPayment();
  const part = Math.floor(payment.amount / 3);
  await refundPayment(testDb.db, { paymentId: payment.id, amount: part, reason: 'one card UNGRADABLE' });
  expect((await testDb.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('PAID');
  await expect(refundPayment(testDb.db, { paymentId: payment.id, amount: payment.amount, reason: 'too much' })).rejects.toBeInstanceOf(AppError);
  const rest = await refundPayment(testDb.db, { paymentId: payment.id, reason: 'the rest' });
  expect(rest.amount).toBe(payment.amount - part);
  expect((await testDb.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('REFUNDED');
  await expect(refundPayment(testDb.db, { paymentId: payment.id, reason: 'again' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
});

test.each([0, -5, 1.5, Number.NaN])('an amount of %p is refused', async (amount) => {
  const payment = await paidPayment();
  await expect(refundPayment(testDb.db, { paymentId: payment.id, amount, reason: 'bad' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  expect(await testDb.db.refund.count({ where: { paymentId: payment.id } })).toBe(0);
});

test('an unknown payment → NOT_FOUND', async () => {
  await expect(refundPayment(testDb.db, { paymentId: 999_999, reason: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
});

test('requested inside a caller transaction, executed after the commit; executing twice refunds once', async () => {
  const payment = await paidPayment();
  const requested = await testDb.db.$transaction((tx) => requestRefund(tx, { paymentId: payment.id, reason: 'cancel' }));
  expect(requested.status).toBe('REQUESTED');
  const [a, b] = [await executeRefund(testDb.db, requested.id), await executeRefund(testDb.db, requested.id)];
  expect(a.status).toBe('COMPLETED');
  expect(b.status).toBe('COMPLETED');
  expect(await testDb.db.auditLog.count({ where: { entityId: payment.providerPaymentId, action: 'refund.completed' } })).toBe(1);
});

test('two refunds of the whole amount at once: one passes', async () => {
  const payment = await paidPayment();
  const attempts = [
    () => refundPayment(testDb.db, { paymentId: payment.id, reason: 'a' }),
    () => refundPayment(testDb.db, { paymentId: payment.id, reason: 'b' }),
  ];
  const results =
    testDb.kind === 'postgres'
      ? await Promise.allSettled(attempts.map((run) => run()))
      : [await Promise.allSettled([attempts[0]!()]), await Promise.allSettled([attempts[1]!()])].flat();
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  expect(await testDb.db.refund.count({ where: { paymentId: payment.id } })).toBe(1);
});

test('a bank-based refund goes to the refund account; one the bank refuses (sandbox: 999…) is ACCOUNT_REJECTED and still left to refund', async () => {
  const order = await createOrder(testDb.db, member.id, { overrides: { gradingOrderStatus: 'CANCELLED', paidAt: new Date() } });
  const payment = await testDb.db.payment.create({
    data: {
      gradingOrderId: order.id,
      provider: 'sandbox',
      providerPaymentId: newSandboxPaymentId(),
      method: 'VIRTUAL_ACCOUNT',
      status: 'PAID',
      amount: order.totalAmount,
      currency: order.currency,
      approvedAt: new Date(),
    },
  });
  await testDb.db.refundAccount.create({
    data: { memberId: member.id, gradingOrderId: order.id, bank: 'TW-004', accountNumber: `${SANDBOX_REJECTED_ACCOUNT_PREFIX}00001111`, holderName: 'Lin Mei' },
  });
  const rejected = await refundPayment(testDb.db, { paymentId: payment.id, reason: 'cancelled' });
  expect(rejected).toMatchObject({ status: 'ACCOUNT_REJECTED', completedAt: null, reason: expect.stringContaining('refused the refund account') });
  expect((await testDb.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('PAID');
  // A cancelled order keeps its status: the outcome lives on the refund (decision 0008).
  expect((await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: order.id } })).gradingOrderStatus).toBe('CANCELLED');
  const actions = (await testDb.db.auditLog.findMany({ where: { entityId: payment.providerPaymentId }, orderBy: { id: 'asc' } })).map((a) => a.action);
  expect(actions).toEqual(['refund.requested', 'refund.accountRejected']);

  // The refused money is still to be returned: the whole amount again, to a corrected account.
  await testDb.db.refundAccount.update({ where: { gradingOrderId: order.id }, data: { accountNumber: '00001111222' } });
  const retry = await refundPayment(testDb.db, { paymentId: payment.id, reason: 'retry' });
  expect(retry).toMatchObject({ amount: payment.amount, status: 'COMPLETED' });
  expect((await testDb.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('REFUNDED');
});
