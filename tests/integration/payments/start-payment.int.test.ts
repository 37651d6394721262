/** @jest-environment node */
// POST /api/orders/[orderNumber]/payments (docs/product/payments.md#payment-checks-and-messages,
// docs/product/payments.md#payment-and-order-status): own orders only, the provider's methods only, the stored quote
// as the amount, the catalogue's messages.
import startRoute from '@/pages/api/orders/[orderNumber]/payments';
import type { Member } from '@/lib/server/db/generated/client';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createMember } from '@/tests/factories/member';
import { createOrder } from '@/tests/factories/order';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { TEST_SECRET, sessionCookies } from './payment-helpers';

let testDb: TestDb;
let owner: Member;
let other: Member;
let ownerCookies: Record<string, string>;

beforeAll(async () => {
  process.env.PAYMENT_SANDBOX_SECRET = TEST_SECRET;
  testDb = await createTestDb();
  resetLimitersForTests();
  owner = await createMember(testDb.db);
  other = await createMember(testDb.db);
  ownerCookies = await sessionCookies(owner);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const start = (orderNumber: string, body: unknown, cookies = ownerCookies) =>
  callApi<{ redirectUrl: string }>(startRoute, { method: 'POST', query: { orderNumber }, body, cookies });

test('the owner starts a payment: a READY payment of the stored quote, and the gateway page to go to', async () => {
  const order = await createOrder(testDb.db, owner.id, { lines: [{ cardCategory: 'POKEMON', isAuto: true, quantity: 3 }] });
  // The browser's idea of the amount is never read: sending one is a 400 naming each field, and no payment (issue #24).
  const refused = await start(order.orderNumber, { method: 'CREDIT_CARD', amount: 1, totalAmount: 1, currency: 'USD' });
  expect([refused.status, refused.body.errors?.map((error) => error.path)]).toEqual([400, ['amount', 'totalAmount', 'currency']]);
  expect(await testDb.db.payment.count({ where: { gradingOrderId: order.id } })).toBe(0);
  const result = await start(order.orderNumber, { method: 'CREDIT_CARD' });
  expect(result.status).toBe(201);
  const payment = await testDb.db.payment.findFirstOrThrow({ where: { gradingOrderId: order.id } });
  expect(result.body.data).toEqual({ redirectUrl: `/payments/sandbox/${payment.providerPaymentId}` });
  expect(payment).toMatchObject({ status: 'READY', provider: 'sandbox', method: 'CREDIT_CARD', amount: order.totalAmount, currency: order.currency });
  expect(payment.providerPaymentId).toMatch(/^sbx_[0-9a-f]{32}$/);
  const after = await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: order.id } });
  expect(after).toMatchObject({ paymentMethod: 'CREDIT_CARD', gradingOrderStatus: 'SAVED' });
  expect(await testDb.db.auditLog.count({ where: { action: 'payment.started', entityId: order.orderNumber } })).toBe(1);
});

test('starting again supersedes the earlier open payment (one payable page per order)', async () => {
  const order = await createOrder(testDb.db, owner.id);
  const first = await start(order.orderNumber, { method: 'CREDIT_CARD' });
  const second = await start(order.orderNumber, { method: 'VIRTUAL_ACCOUNT' });
  expect(second.status).toBe(201);
  expect(second.body.data!.redirectUrl).not.toBe(first.body.data!.redirectUrl);
  const payments = await testDb.db.payment.findMany({ where: { gradingOrderId: order.id }, orderBy: { id: 'asc' } });
  expect(payments.map((p) => p.status)).toEqual(['CANCELLED', 'READY']);
  expect((await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: order.id } })).paymentMethod).toBe('VIRTUAL_ACCOUNT');
});

test("another member's order does not exist for this member; nothing is created", async () => {
  const order = await createOrder(testDb.db, other.id);
  const result = await start(order.orderNumber, { method: 'CREDIT_CARD' });
  expect(result.status).toBe(404);
  expect(result.body).toMatchObject({ code: 'NOT_FOUND', message: 'Payment information does not exist' });
  expect(await testDb.db.payment.count({ where: { gradingOrderId: order.id } })).toBe(0);
  // Same answer as for a number that does not exist at all.
  const missing = await start('G000000000000', { method: 'CREDIT_CARD' });
  expect(missing.body).toEqual(result.body);
});

test('without a session: 401', async () => {
  const order = await createOrder(testDb.db, owner.id);
  const result = await start(order.orderNumber, { method: 'CREDIT_CARD' }, {});
  expect(result.status).toBe(401);
});

test.each([
  ['no method', {}],
  ['an empty method', { method: '' }],
  ['a method the sandbox does not take', { method: 'KAKAO_PAY' }],
  ['an unknown method', { method: 'BITCOIN' }],
  ['a number', { method: 7 }],
  ['an object', { method: { $gt: '' } }],
  ['a 10 kB string', { method: 'A'.repeat(10_000) }],
  ['SQL', { method: 'CREDIT_CARD\'; DROP TABLE "Payment";--' }],
  ['HTML', { method: '<script>alert(1)</script>' }],
  ['a non-object body', 'CREDIT_CARD'],
])('%s → 400 "You need to choose a payment method"', async (_label, body) => {
  const order = await createOrder(testDb.db, owner.id);
  const result = await start(order.orderNumber, body);
  expect(result.status).toBe(400);
  expect(result.body).toMatchObject({ code: 'VALIDATION', message: 'You need to choose a payment method' });
  expect(result.body.errors?.[0]).toMatchObject({ path: typeof body === 'object' ? 'method' : '', key: 'payments:errors.methodRequired' });
  expect(await testDb.db.payment.count({ where: { gradingOrderId: order.id } })).toBe(0);
});

test.each(['PROCESSING', 'WAITING_FOR_DEPOSIT', 'COMPLETE'] as const)('an order already %s → 409 "order already paid"', async (status) => {
  const order = await createOrder(testDb.db, owner.id, { overrides: { gradingOrderStatus: status } });
  const result = await start(order.orderNumber, { method: 'CREDIT_CARD' });
  expect(result.status).toBe(409);
  expect(result.body).toMatchObject({ code: 'ORDER_ALREADY_PAID', message: 'Order already paid.' });
});

test('a failed payment can be retried', async () => {
  const order = await createOrder(testDb.db, owner.id, { overrides: { gradingOrderStatus: 'PAYMENT_FAILED' } });
  expect((await start(order.orderNumber, { method: 'CONNECT_PAY' })).status).toBe(201);
});

test.each([
  ['a zero amount', { totalAmount: 0, totalPrice: 0, deliveryCost: 0 }],
  ['an amount that does not add up', { totalAmount: 123 }],
  ['a cancelled order', { gradingOrderStatus: 'CANCELLED' as const }],
  ['an expired order', { gradingOrderStatus: 'DEADLINE_EXPIRED' as const }],
])('%s → "payment amount cannot be loaded, please re-order"', async (_label, overrides) => {
  const order = await createOrder(testDb.db, owner.id, { overrides });
  const result = await start(order.orderNumber, { method: 'CREDIT_CARD' });
  expect(result.status).toBe(409);
  expect(result.body).toMatchObject({ code: 'PAYMENT_AMOUNT_UNAVAILABLE', message: 'Payment amount cannot be loaded, please re-order.' });
  expect(await testDb.db.payment.count({ where: { gradingOrderId: order.id } })).toBe(0);
});

test("over 1000 cards → 'Payment failed: the order exceeds max. grading submission'", async () => {
  const order = await createOrder(testDb.db, owner.id, { overrides: { totalQt: 1001 } });
  const result = await start(order.orderNumber, { method: 'CREDIT_CARD' });
  expect(result.status).toBe(400);
  expect(result.body).toMatchObject({ code: 'ORDER_OVER_MAX', message: 'Payment failed: the order exceeds max. grading submission' });
});

test('hostile order numbers are simply not found', async () => {
  for (const orderNumber of ['x'.repeat(10_000), "G1' OR '1'='1", '<img src=x onerror=alert(1)>', '../../etc/passwd']) {
    const result = await start(orderNumber, { method: 'CREDIT_CARD' });
    expect(result.status).toBe(404);
    expect(result.body.message).toBe('Payment information does not exist');
  }
});

test('other methods than POST → 405; a cross-site POST is refused', async () => {
  const order = await createOrder(testDb.db, owner.id);
  expect((await callApi(startRoute, { method: 'GET', query: { orderNumber: order.orderNumber }, cookies: ownerCookies })).status).toBe(405);
  const crossSite = await callApi(startRoute, {
    method: 'POST',
    query: { orderNumber: order.orderNumber },
    body: { method: 'CREDIT_CARD' },
    cookies: ownerCookies,
    headers: { origin: 'https://evil.example' },
  });
  expect(crossSite.status).toBe(403);
  expect(await testDb.db.payment.count({ where: { gradingOrderId: order.id } })).toBe(0);
});
