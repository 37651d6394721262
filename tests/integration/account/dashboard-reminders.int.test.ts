/** @jest-environment node */
// My page's reminders (issue #24; lib/shared/orders/reminders.ts) through the dashboard API: a paid self-shipped order
// without a tracking number, a refund waiting for a corrected account and a refund the bank refused are named, each
// with its order; another member's orders never are; a reminder goes once the member has done what it asks.
import dashboardRoute from '@/pages/api/member/dashboard';
import type { Reminder } from '@/lib/shared/orders/reminders';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { createOrder, signedInMember } from './account-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const reminders = async (cookies: Record<string, string>) => (await callApi<{ reminders: Reminder[] }>(dashboardRoute, { cookies })).body.data!.reminders;

test('the dashboard names what waits on the member, money first, and only their own orders', async () => {
  const { member, jar } = await signedInMember(testDb.db);
  const other = await signedInMember(testDb.db);
  expect(await reminders(jar.cookies)).toEqual([]);

  const parcel = await createOrder(testDb.db, member.id, {
    gradingOrderStatus: 'PROCESSING',
    gradingOrderProcessingStatus: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
    shippingMethod: 'SELF_SHIPPING',
    paymentMethod: 'CREDIT_CARD',
  });
  const account = await createOrder(testDb.db, member.id, {
    gradingOrderStatus: 'WRONG_REFUND_ACCOUNT',
    gradingOrderProcessingStatus: 'WAREHOUSE_IN',
    paymentMethod: 'VIRTUAL_ACCOUNT',
  });
  const bounced = await createOrder(testDb.db, member.id, { gradingOrderStatus: 'CANCELLED', paymentMethod: 'BANK_TRANSFER' });
  const payment = await testDb.db.payment.create({
    data: {
      gradingOrderId: bounced.id,
      provider: 'sandbox',
      providerPaymentId: `p-${bounced.orderNumber}`,
      method: 'BANK_TRANSFER',
      status: 'PAID',
      amount: 3000,
      currency: 'TWD',
    },
  });
  await testDb.db.refund.create({ data: { gradingOrderId: bounced.id, paymentId: payment.id, amount: 3000, status: 'ACCOUNT_REJECTED' } });
  // The same states on another member's order: never on this member's page.
  await createOrder(testDb.db, other.member.id, {
    gradingOrderStatus: 'WRONG_REFUND_ACCOUNT',
    gradingOrderProcessingStatus: 'WAREHOUSE_IN',
    paymentMethod: 'VIRTUAL_ACCOUNT',
  });

  expect(await reminders(jar.cookies)).toEqual([
    { kind: 'refundAccount', orderNumber: account.orderNumber },
    { kind: 'refundAccount', orderNumber: bounced.orderNumber },
    { kind: 'enterTracking', orderNumber: parcel.orderNumber },
  ]);
  expect(await reminders(other.jar.cookies)).toHaveLength(1);

  // Done: the tracking number entered (the parcel is on its way), the refund sent again to a corrected account.
  await testDb.db.gradingOrder.update({ where: { id: parcel.id }, data: { gradingOrderProcessingStatus: 'SHIPPING_IN' } });
  await testDb.db.refund.create({ data: { gradingOrderId: bounced.id, paymentId: payment.id, amount: 3000, status: 'REQUESTED' } });
  expect(await reminders(jar.cookies)).toEqual([{ kind: 'refundAccount', orderNumber: account.orderNumber }]);
});

// The dashboard's orders are read in one statement (lib/server/account/dashboard-reads.ts): the recent orders are the
// newest listed ones, undated last, with their times to the millisecond; drafts and other members' orders never.
test('the recent orders: newest submitted first, drafts left out, times exact', async () => {
  const { member, jar } = await signedInMember(testDb.db);
  const at = (iso: string) => new Date(iso);
  await createOrder(testDb.db, member.id, { gradingOrderStatus: 'PROCESSING', submittedAt: at('2026-11-01T01:02:03.456Z') });
  const newest = await createOrder(testDb.db, member.id, { gradingOrderStatus: 'COMPLETE', submittedAt: at('2026-11-20T23:59:59.999Z') });
  const middle = await createOrder(testDb.db, member.id, { gradingOrderStatus: 'CANCELLED', submittedAt: at('2026-11-10T00:00:00.001Z') });
  const second = await createOrder(testDb.db, member.id, { gradingOrderStatus: 'SAVED', submittedAt: at('2026-11-15T12:00:00.000Z') });
  await createOrder(testDb.db, member.id, { gradingOrderStatus: 'TEMP_SAVED', submittedAt: at('2026-11-30T00:00:00.000Z') });
  const other = await signedInMember(testDb.db);
  await createOrder(testDb.db, other.member.id, { gradingOrderStatus: 'PROCESSING', submittedAt: at('2026-11-29T00:00:00.000Z') });

  const data = (
    await callApi<{ recentOrders: { orderNumber: string; submittedAt: string | null }[]; orderCounts: Record<string, number> }>(dashboardRoute, {
      cookies: jar.cookies,
    })
  ).body.data!;
  expect(data.recentOrders.map((order) => [order.orderNumber, order.submittedAt])).toEqual([
    [newest.orderNumber, '2026-11-20T23:59:59.999Z'],
    [second.orderNumber, '2026-11-15T12:00:00.000Z'],
    [middle.orderNumber, '2026-11-10T00:00:00.001Z'],
  ]);
  expect(data.orderCounts.all).toBe(4);
});
