/** @jest-environment node */
// A coupon through an order's life (docs/product/payments.md#coupons, docs/decisions/0039-coupons.md): changing the
// cards of the unpaid order gives the use back and the new quote has no discount; a discounted order paid through the
// sandbox is charged the discounted total, and cancelling it refunds what was paid — never more — and gives the use
// back in the same transaction.
import submitRoute from '@/pages/api/orders/index';
import cancelRoute from '@/pages/api/orders/[orderNumber]/cancel';
import couponRoute from '@/pages/api/orders/[orderNumber]/coupon';
import startRoute from '@/pages/api/orders/[orderNumber]/payments';
import type { Payment } from '@/lib/server/db/generated/client';
import { handlePaymentCallback } from '@/lib/server/payments/handle-callback';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import type { OrderCoupon } from '@/lib/shared/coupons/views';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Orderer, orderBody, orderer, pokemonLine, prepareOrderDb } from '../orders/order-helpers';
import { TEST_SECRET, gatewayEvent, signed } from '../payments/payment-helpers';

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

const DAY = 86_400_000;
async function coupon(code: string, overrides: Record<string, unknown> = {}) {
  return testDb.db.coupon.create({
    data: {
      code,
      kind: 'FIXED',
      value: 200,
      currency: 'TWD',
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
      maxUses: 1,
      ...overrides,
    },
  });
}

const submit = (body: unknown) => callApi<{ orderNumber: string; totalAmount: number }>(submitRoute, { method: 'POST', body, cookies: alice.jar.cookies });
const apply = (orderNumber: string, code: string) =>
  callApi<OrderCoupon>(couponRoute, { method: 'POST', query: { orderNumber }, body: { code }, cookies: alice.jar.cookies });
const startPayment = (orderNumber: string) =>
  callApi<{ redirectUrl: string }>(startRoute, { method: 'POST', query: { orderNumber }, body: { method: 'CREDIT_CARD' }, cookies: alice.jar.cookies });
const openPayment = (orderNumber: string) =>
  testDb.db.payment.findFirstOrThrow({ where: { gradingOrder: { orderNumber }, status: 'READY' }, orderBy: { id: 'desc' } });
const approve = async (payment: Payment) => {
  const { rawBody, headers } = signed(gatewayEvent(payment, 'payment.approved'));
  return handlePaymentCallback(testDb.db, payment.provider, rawBody, headers);
};
const order = (orderNumber: string) => testDb.db.gradingOrder.findUniqueOrThrow({ where: { orderNumber }, include: { refunds: true, couponRedemption: true } });

test('changing the cards of the unpaid order gives the coupon back; the new quote has no discount', async () => {
  const used = await coupon('CHANGE200');
  const body = await orderBody(testDb.db, alice, { lines: [pokemonLine({ quantity: 2 })] });
  const first = await submit(body);
  expect(first.status).toBe(201);
  const { orderNumber } = first.body.data!;
  expect((await apply(orderNumber, 'CHANGE200')).body.data).toMatchObject({ discountAmount: 200, totalAmount: first.body.data!.totalAmount - 200 });
  // The same submission again (the wizard's "Pay" after the coupon): the same order, the coupon kept.
  expect((await submit(body)).body.data).toMatchObject({ orderNumber, totalAmount: first.body.data!.totalAmount - 200 });

  const second = await submit({ ...body, lines: [pokemonLine({ quantity: 3 })], idempotencyKey: crypto.randomUUID(), orderNumber });
  expect(second.status).toBe(201);
  const after = await order(orderNumber);
  expect(after).toMatchObject({ discountAmount: 0, couponIds: [], totalAmount: after.totalPrice + after.deliveryCost });
  expect(after.couponRedemption).toMatchObject({ status: 'RETURNED' });
  expect((await testDb.db.coupon.findUniqueOrThrow({ where: { id: used.id } })).usedCount).toBe(0);
  expect(await testDb.db.auditLog.count({ where: { action: 'coupon.returned', entityId: orderNumber } })).toBe(1);
});

test('paid with a coupon: the gateway charged the discounted total; a cancellation refunds what was paid and returns the use', async () => {
  const used = await coupon('PAID200');
  const placed = await submit(await orderBody(testDb.db, alice, { lines: [pokemonLine({ quantity: 2 })] }));
  const { orderNumber, totalAmount } = placed.body.data!;
  expect((await apply(orderNumber, 'PAID200')).status).toBe(200);
  expect((await startPayment(orderNumber)).status).toBe(201);
  const payment = await openPayment(orderNumber);
  expect(payment.amount).toBe(totalAmount - 200);
  expect((await approve(payment)).result).toBe('processed');
  const paid = await order(orderNumber);
  expect(paid.gradingOrderStatus).toBe('PROCESSING');
  // A paid order's coupon is settled.
  expect((await apply(orderNumber, 'PAID200')).body).toMatchObject({ key: 'coupons:errors.orderNotPayable' });

  const cancelled = await callApi(cancelRoute, {
    method: 'POST',
    query: { orderNumber },
    body: { expectedStatus: paid.gradingOrderStatus, expectedProcessingStatus: paid.gradingOrderProcessingStatus, refundAccount: null },
    cookies: alice.jar.cookies,
  });
  expect(cancelled.status).toBe(200);
  const after = await order(orderNumber);
  expect(after.gradingOrderStatus).toBe('CANCELLED');
  expect(after.refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(payment.amount);
  expect(after.couponRedemption).toMatchObject({ status: 'RETURNED' });
  expect((await testDb.db.coupon.findUniqueOrThrow({ where: { id: used.id } })).usedCount).toBe(0);
});
