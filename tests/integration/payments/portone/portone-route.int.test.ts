/** @jest-environment node */
// PortOne wired end to end on a real database (docs/decisions/0038-portone.md "Wiring"): a KRW order's payment goes to
// PortOne because PAYMENT_PROVIDER_KRW says so (the amount pre-registered at the fake PortOne); the checkout page
// builds the browser SDK's request from the stored payment; PortOne's webhooks reach POST /api/payments/portone/webhook
// over HTTP; /kakaopay re-reads the payment at PortOne and sends the member on — approved to the complete page, failed
// or closed to the payment step — without waiting for the webhook, which then changes nothing.
import webhookRoute from '@/pages/api/payments/portone/webhook';
import startRoute from '@/pages/api/orders/[orderNumber]/payments';
import type { Member } from '@/lib/server/db/generated/client';
import { getPortoneCheckout } from '@/lib/server/payments/portone/checkout-page';
import { returnDestination } from '@/lib/server/payments/portone/return-page';
import { testPortoneConfig } from '@/lib/server/payments/portone/test-config';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createMember } from '@/tests/factories/member';
import { createOrder } from '@/tests/factories/order';
import { callApi } from '@/tests/helpers/api';
import { type FakePortone, startFakePortone } from '@/tests/helpers/fake-portone';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type TestServer, serveRoute, sessionCookies } from '../payment-helpers';

let testDb: TestDb;
let owner: Member;
let other: Member;
let cookies: Record<string, string>;
let fake: FakePortone;
let server: TestServer;
const saved = { ...process.env };
const config = testPortoneConfig();
const VARIABLES: Record<string, string> = {
  PAYMENT_PROVIDER_KRW: 'portone',
  PORTONE_API_SECRET: config.apiSecret,
  PORTONE_WEBHOOK_SECRET: config.webhookSecret,
  PORTONE_STORE_ID: config.storeId,
  PORTONE_CHANNEL_KEY_CREDIT_CARD: 'channel-key-card',
  PORTONE_CHANNEL_KEY_VIRTUAL_ACCOUNT: 'channel-key-va',
  PORTONE_CHANNEL_KEY_KAKAO_PAY: 'channel-key-kakao',
};

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  owner = await createMember(testDb.db, { language: 'en' });
  other = await createMember(testDb.db);
  cookies = await sessionCookies(owner);
  fake = await startFakePortone(config);
  server = await serveRoute(webhookRoute);
  fake.webhookUrl = `${server.url}/api/payments/portone/webhook`;
  Object.assign(process.env, VARIABLES, { PORTONE_API_BASE_URL: fake.url, APP_ORIGIN: server.url });
}, 60_000);
afterAll(async () => {
  for (const name of [...Object.keys(VARIABLES), 'PORTONE_API_BASE_URL', 'APP_ORIGIN']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await server.close();
  await fake.close();
  await testDb.close();
});

/** A KRW order of the owner, its payment started through the API, and the request its checkout page hands to the SDK. */
async function startPortonePayment(method: 'CREDIT_CARD' | 'VIRTUAL_ACCOUNT' | 'KAKAO_PAY') {
  const order = await createOrder(testDb.db, owner.id, { overrides: { currency: 'KRW' } });
  const started = await callApi<{ redirectUrl: string }>(startRoute, { method: 'POST', query: { orderNumber: order.orderNumber }, body: { method }, cookies });
  expect(started.status).toBe(201);
  const paymentId = /^\/payments\/portone\/(CG[0-9A-F]{30})$/.exec(started.body.data!.redirectUrl)?.[1];
  expect(paymentId).toBeDefined();
  const checkout = await getPortoneCheckout(testDb.db, { memberId: owner.id }, paymentId!, 'ko');
  if (checkout?.kind !== 'request') throw new Error(`no checkout request: ${JSON.stringify(checkout)}`);
  expect(checkout.returnPath).toBe('/ko/kakaopay');
  expect(checkout.request).toMatchObject({
    storeId: config.storeId,
    paymentId,
    totalAmount: order.totalAmount,
    currency: 'CURRENCY_KRW',
    redirectUrl: `${server.url}/ko/kakaopay`,
  });
  // What the browser SDK sends PortOne; the fake refuses another amount than the pre-registered one.
  expect(() => fake.requestPayment({ ...checkout.request, totalAmount: 1 })).toThrow();
  fake.requestPayment(checkout.request);
  return { order, paymentId: paymentId! };
}

const orderState = async (id: number) => {
  const order = await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id }, include: { payments: true } });
  return { status: order.gradingOrderStatus, payments: order.payments.map((payment) => ({ status: payment.status, provider: payment.provider })) };
};

test('KakaoPay approved: /kakaopay re-reads PortOne and lands on the complete page paid; the webhook after it changes nothing', async () => {
  const { order, paymentId } = await startPortonePayment('KAKAO_PAY');
  await fake.approve(paymentId, { notify: false });
  expect(await returnDestination(testDb.db, { memberId: owner.id }, paymentId, false, 'ko')).toBe(`/ko/grading/submit/complete?order=${order.orderNumber}`);
  expect(await orderState(order.id)).toEqual({ status: 'PROCESSING', payments: [{ status: 'PAID', provider: 'portone' }] });
  const audits = await testDb.db.auditLog.count({ where: { entityId: order.orderNumber } });
  const webhook = await fake.sendWebhook(paymentId);
  expect(webhook.status).toBe(200);
  expect(JSON.parse(webhook.answer)).toMatchObject({ code: 'OK', data: { result: 'already processed' } });
  expect(await testDb.db.auditLog.count({ where: { entityId: order.orderNumber } })).toBe(audits);
});

test('a card declined, or the window closed: back to the payment step; a new payment can start', async () => {
  const declined = await startPortonePayment('CREDIT_CARD');
  await fake.decline(declined.paymentId, { notify: false });
  expect(await returnDestination(testDb.db, { memberId: owner.id }, declined.paymentId, true, 'en')).toBe(
    `/en/grading/submit/payment?order=${declined.order.orderNumber}&failed=1`,
  );
  expect((await orderState(declined.order.id)).status).toBe('PAYMENT_FAILED');

  // Closed by the payer: PortOne still has it READY; the payment step says so, and paying again supersedes it.
  const closed = await startPortonePayment('CREDIT_CARD');
  expect(await returnDestination(testDb.db, { memberId: owner.id }, closed.paymentId, true)).toBe(
    `/grading/submit/payment?order=${closed.order.orderNumber}&failed=1`,
  );
  expect(await orderState(closed.order.id)).toEqual({ status: 'SAVED', payments: [{ status: 'READY', provider: 'portone' }] });
});

test('a virtual account: the webhook over HTTP issues it and takes the deposit', async () => {
  const { order, paymentId } = await startPortonePayment('VIRTUAL_ACCOUNT');
  expect((await fake.issueVirtualAccount(paymentId))?.status).toBe(200);
  expect(await orderState(order.id)).toEqual({ status: 'WAITING_FOR_DEPOSIT', payments: [{ status: 'PENDING_DEPOSIT', provider: 'portone' }] });
  expect(await returnDestination(testDb.db, { memberId: owner.id }, paymentId, false)).toBe(`/grading/submit/complete?order=${order.orderNumber}`);
  expect((await fake.deposit(paymentId))?.status).toBe(200);
  expect(await orderState(order.id)).toEqual({ status: 'PROCESSING', payments: [{ status: 'PAID', provider: 'portone' }] });
});

test('forged and replayed webhooks over HTTP; another member, another id; a site without PortOne has no webhook route', async () => {
  const { order, paymentId } = await startPortonePayment('CREDIT_CARD');
  await fake.approve(paymentId, { notify: false });
  const forged = await fake.sendWebhook(paymentId, { secret: `whsec_${Buffer.from('not-our-secret').toString('base64')}` });
  expect(forged.status).toBe(400);
  expect((await orderState(order.id)).status).toBe('SAVED');
  const genuine = await fake.sendWebhook(paymentId);
  expect(genuine.status).toBe(200);
  expect((await fake.replay(genuine)).status).toBe(200);
  expect(await orderState(order.id)).toEqual({ status: 'PROCESSING', payments: [{ status: 'PAID', provider: 'portone' }] });

  expect(await returnDestination(testDb.db, { memberId: other.id }, paymentId, false)).toBeNull();
  expect(await getPortoneCheckout(testDb.db, { memberId: other.id }, paymentId)).toBeNull();
  expect(await returnDestination(testDb.db, { memberId: owner.id }, 'CGNOTAPORTONEPAYMENT', false)).toBeNull();
  // Paid: its checkout page sends the payer on instead of opening PortOne again.
  expect(await getPortoneCheckout(testDb.db, { memberId: owner.id }, paymentId)).toEqual({
    kind: 'closed',
    returnUrl: `/grading/submit/complete?order=${order.orderNumber}`,
  });

  const secret = process.env.PORTONE_API_SECRET;
  delete process.env.PORTONE_API_SECRET;
  try {
    expect((await fetch(`${server.url}/api/payments/portone/webhook`, { method: 'POST', body: '{}' })).status).toBe(404);
  } finally {
    process.env.PORTONE_API_SECRET = secret;
  }
});

test('a TWD order is not offered PortOne: the Korean gateway takes KRW only', async () => {
  const twd = await createOrder(testDb.db, owner.id);
  const refused = await callApi(startRoute, { method: 'POST', query: { orderNumber: twd.orderNumber }, body: { method: 'KAKAO_PAY' }, cookies });
  expect(refused.status).toBe(400);
  expect(await testDb.db.payment.count({ where: { gradingOrderId: twd.id } })).toBe(0);
});
