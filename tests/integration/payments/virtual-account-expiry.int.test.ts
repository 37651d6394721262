/** @jest-environment node */
// The virtual-account deadline sweep (docs/product/payments.md#virtual-accounts: WAITING_FOR_DEPOSIT →
// DEADLINE_EXPIRED) and a deposit that arrives after it: refused, the payment stays EXPIRED, the money is returned.
import startRoute from '@/pages/api/orders/[orderNumber]/payments';
import type { Member, Payment } from '@/lib/server/db/generated/client';
import { expireVirtualAccounts } from '@/lib/server/jobs/expire-virtual-accounts';
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
const HOUR = 3_600_000;

beforeAll(async () => {
  process.env.PAYMENT_SANDBOX_SECRET = TEST_SECRET;
  testDb = await createTestDb();
  resetLimitersForTests();
  member = await createMember(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const deliver = (event: CallbackEvent) => {
  const { rawBody, headers } = signed(event);
  return handlePaymentCallback(testDb.db, 'sandbox', rawBody, headers);
};

/** An order waiting for the deposit into a virtual account whose deadline is `deadline`. */
async function issuedAccount(deadline: Date): Promise<Payment> {
  const order = await createOrder(testDb.db, member.id);
  await callApi(startRoute, {
    method: 'POST',
    query: { orderNumber: order.orderNumber },
    body: { method: 'VIRTUAL_ACCOUNT' },
    cookies: await sessionCookies(member),
  });
  const payment = await testDb.db.payment.findFirstOrThrow({ where: { gradingOrderId: order.id, status: 'READY' } });
  expect((await deliver(gatewayEvent(payment, 'virtual_account.issued', { vaDeadline: deadline }))).result).toBe('processed');
  return testDb.db.payment.findUniqueOrThrow({ where: { id: payment.id } });
}

const reload = (payment: Payment) => testDb.db.payment.findUniqueOrThrow({ where: { id: payment.id }, include: { gradingOrder: true, refunds: true } });

test('past the deadline: payment EXPIRED, order DEADLINE_EXPIRED with its event; a second run changes nothing', async () => {
  const now = new Date();
  const overdue = await issuedAccount(new Date(now.getTime() - HOUR));
  const open = await issuedAccount(new Date(now.getTime() + HOUR));

  const first = await expireVirtualAccounts(testDb.db, now);
  expect(first.expired).toBeGreaterThanOrEqual(1);
  const expired = await reload(overdue);
  expect(expired.status).toBe('EXPIRED');
  expect(expired.gradingOrder.gradingOrderStatus).toBe('DEADLINE_EXPIRED');
  const events = await testDb.db.orderEvent.findMany({ where: { gradingOrderId: overdue.gradingOrderId, toStatus: 'DEADLINE_EXPIRED' } });
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ fromStatus: 'WAITING_FOR_DEPOSIT', actorId: null });
  expect(await testDb.db.auditLog.count({ where: { action: 'payment.expired', entityId: overdue.providerPaymentId } })).toBe(1);
  // Not yet due: untouched.
  expect((await reload(open)).status).toBe('PENDING_DEPOSIT');

  expect(await expireVirtualAccounts(testDb.db, now)).toEqual({ expired: 0 });
  expect(await testDb.db.orderEvent.count({ where: { gradingOrderId: overdue.gradingOrderId, toStatus: 'DEADLINE_EXPIRED' } })).toBe(1);
});

test('two sweeps at the same time expire each account once', async () => {
  const now = new Date();
  const payments = [await issuedAccount(new Date(now.getTime() - 2 * HOUR)), await issuedAccount(new Date(now.getTime() - 3 * HOUR))];
  const runs =
    testDb.kind === 'postgres'
      ? await Promise.all([expireVirtualAccounts(testDb.db, now), expireVirtualAccounts(testDb.db, now)])
      : [await expireVirtualAccounts(testDb.db, now), await expireVirtualAccounts(testDb.db, now)];
  expect(runs[0]!.expired + runs[1]!.expired).toBe(2);
  for (const payment of payments) {
    expect((await reload(payment)).status).toBe('EXPIRED');
    expect(await testDb.db.orderEvent.count({ where: { gradingOrderId: payment.gradingOrderId, toStatus: 'DEADLINE_EXPIRED' } })).toBe(1);
  }
});

test('a deposit after the sweep is refused: the payment stays EXPIRED and the money goes back', async () => {
  const payment = await issuedAccount(new Date(Date.now() - HOUR));
  await expireVirtualAccounts(testDb.db, new Date());
  const mails = await testDb.db.outboxMessage.count({ where: { to: member.mbEmail, template: 'orderPaid' } });
  expect((await deliver(gatewayEvent(payment, 'virtual_account.deposited'))).result).toBe('refused');
  const after = await reload(payment);
  expect(after.status).toBe('EXPIRED');
  expect(after.gradingOrder.gradingOrderStatus).toBe('DEADLINE_EXPIRED');
  expect(after.refunds).toEqual([expect.objectContaining({ amount: payment.amount, reason: expect.stringMatching(/deadline/) })]);
  // The sandbox returns it at once; the payment keeps its EXPIRED status.
  expect(after.refunds[0]!.status).toBe('COMPLETED');
  expect(await testDb.db.outboxMessage.count({ where: { to: member.mbEmail, template: 'orderPaid' } })).toBe(mails);
});

test('a deposit made after the deadline but before the sweep ran is refused too, and expires the account', async () => {
  const payment = await issuedAccount(new Date(Date.now() - 60_000));
  expect((await deliver(gatewayEvent(payment, 'virtual_account.deposited'))).result).toBe('refused');
  const after = await reload(payment);
  expect(after.status).toBe('EXPIRED');
  expect(after.gradingOrder.gradingOrderStatus).toBe('DEADLINE_EXPIRED');
  expect(after.refunds).toHaveLength(1);
  expect(await expireVirtualAccounts(testDb.db, new Date())).toEqual({ expired: 0 });
});

test('a deposit before the deadline settles the order; the sweep then leaves it alone', async () => {
  const payment = await issuedAccount(new Date(Date.now() + HOUR));
  expect((await deliver(gatewayEvent(payment, 'virtual_account.deposited'))).result).toBe('processed');
  await expireVirtualAccounts(testDb.db, new Date(Date.now() + 2 * HOUR));
  const after = await reload(payment);
  expect(after.status).toBe('PAID');
  expect(after.gradingOrder.gradingOrderStatus).toBe('PROCESSING');
});

test('an order cancelled while waiting keeps its status; the account still expires', async () => {
  const payment = await issuedAccount(new Date(Date.now() - HOUR));
  await testDb.db.gradingOrder.update({ where: { id: payment.gradingOrderId }, data: { gradingOrderStatus: 'CANCELLED' } });
  await expireVirtualAccounts(testDb.db, new Date());
  const after = await reload(payment);
  expect(after.status).toBe('EXPIRED');
  expect(after.gradingOrder.gradingOrderStatus).toBe('CANCELLED');
});
