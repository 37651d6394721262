/** @jest-environment node */
// ECPay wired end to end on a real database (docs/decisions/0037-ecpay.md "Wiring"): a Taiwan (TWD) order's payment
// goes to ECPay because PAYMENT_PROVIDER_TWD says so; the checkout page's signed form carries the stored quote;
// ECPay's notifications reach POST /api/payments/ecpay/callback over HTTP and are answered exactly `1|OK`; a forged
// one gets `0|…` and changes nothing; a replay changes nothing; the convenience-store code (EC_PAY) is issued, shown,
// and paid.
import callbackRoute from '@/pages/api/payments/ecpay/callback';
import startRoute from '@/pages/api/orders/[orderNumber]/payments';
import type { Member } from '@/lib/server/db/generated/client';
import { signEcpayParams } from '@/lib/server/payments/ecpay/check-mac-value';
import { getEcpayCheckout } from '@/lib/server/payments/ecpay/checkout-page';
import { executeRefund, requestRefund } from '@/lib/server/payments/refund-payment';
import { encodeFormBody, parseFormBody } from '@/lib/server/payments/ecpay/form-body';
import { stageTestConfig } from '@/lib/server/payments/ecpay/test-config';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createMember } from '@/tests/factories/member';
import { createOrder } from '@/tests/factories/order';
import { callApi } from '@/tests/helpers/api';
import { type FakeEcpay, startFakeEcpay } from '@/tests/helpers/fake-ecpay';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type TestServer, serveRoute, sessionCookies } from '../payment-helpers';
import { postCheckoutForm } from './ecpay-helpers';

let testDb: TestDb;
let owner: Member;
let other: Member;
let cookies: Record<string, string>;
let fake: FakeEcpay;
let server: TestServer;
const saved = { ...process.env };
const VARIABLES = ['PAYMENT_PROVIDER_TWD', 'ECPAY_MERCHANT_ID', 'ECPAY_HASH_KEY', 'ECPAY_HASH_IV', 'ECPAY_BASE_URL', 'APP_ORIGIN'];

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  owner = await createMember(testDb.db, { language: 'en' });
  other = await createMember(testDb.db);
  cookies = await sessionCookies(owner);
  const merchant = stageTestConfig();
  fake = await startFakeEcpay(merchant, { retryDelayMs: 1 });
  server = await serveRoute(callbackRoute);
  Object.assign(process.env, {
    PAYMENT_PROVIDER_TWD: 'ecpay',
    ECPAY_MERCHANT_ID: merchant.merchantId,
    ECPAY_HASH_KEY: merchant.hashKey,
    ECPAY_HASH_IV: merchant.hashIV,
    ECPAY_BASE_URL: fake.url,
    APP_ORIGIN: server.url,
  });
}, 60_000);
afterAll(async () => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await server.close();
  await fake.close();
  await testDb.close();
});

/** A TWD order of the owner, its payment started through the API, its checkout form posted to the fake ECPay. */
async function startEcpayPayment(method: 'CREDIT_CARD' | 'VIRTUAL_ACCOUNT' | 'EC_PAY') {
  const order = await createOrder(testDb.db, owner.id);
  const started = await callApi<{ redirectUrl: string }>(startRoute, { method: 'POST', query: { orderNumber: order.orderNumber }, body: { method }, cookies });
  expect(started.status).toBe(201);
  const tradeNo = /^\/payments\/ecpay\/(CG[A-Z0-9]{18})$/.exec(started.body.data!.redirectUrl)?.[1];
  expect(tradeNo).toBeDefined();
  const checkout = await getEcpayCheckout(testDb.db, { memberId: owner.id }, tradeNo!, 'en');
  if (checkout?.kind !== 'form') throw new Error(`no checkout form: ${JSON.stringify(checkout)}`);
  expect(checkout.form.action).toBe(`${fake.url}/Cashier/AioCheckOut/V5`);
  expect(checkout.form.fields).toMatchObject({
    MerchantTradeNo: tradeNo,
    TotalAmount: String(order.totalAmount),
    ChoosePayment: { CREDIT_CARD: 'Credit', VIRTUAL_ACCOUNT: 'ATM', EC_PAY: 'CVS' }[method],
    ReturnURL: `${server.url}/api/payments/ecpay/callback`,
    ClientBackURL: `${server.url}/en/grading/submit/complete?order=${order.orderNumber}`,
  });
  expect(await postCheckoutForm(checkout.form.action, checkout.form.fields)).toContain('payment page');
  return { order, tradeNo: tradeNo! };
}

const orderState = async (id: number) => {
  const order = await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id }, include: { payments: true } });
  return {
    status: order.gradingOrderStatus,
    payments: order.payments.map((payment) => ({ status: payment.status, provider: payment.provider, amount: payment.amount })),
  };
};

test('a card payment: ECPay notifies our route, which answers 1|OK; the order is paid once, a replay changes nothing', async () => {
  const { order, tradeNo } = await startEcpayPayment('CREDIT_CARD');
  const delivery = await fake.pay(tradeNo);
  expect(delivery.answers).toEqual(['1|OK']);
  expect(await orderState(order.id)).toEqual({ status: 'PROCESSING', payments: [{ status: 'PAID', provider: 'ecpay', amount: order.totalAmount }] });
  const audits = await testDb.db.auditLog.count({ where: { entityId: order.orderNumber } });

  // ECPay sends the same notification again (or someone replays a captured one): 1|OK, nothing changes.
  const replay = await fetch(delivery.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: delivery.body });
  expect([replay.status, await replay.text()]).toEqual([200, '1|OK']);
  expect(await orderState(order.id)).toEqual({ status: 'PROCESSING', payments: [{ status: 'PAID', provider: 'ecpay', amount: order.totalAmount }] });
  expect(await testDb.db.auditLog.count({ where: { entityId: order.orderNumber } })).toBe(audits);

  // The checkout page of a trade no longer open sends the payer to the complete page, not to ECPay again.
  expect(await getEcpayCheckout(testDb.db, { memberId: owner.id }, tradeNo, 'en')).toEqual({
    kind: 'closed',
    returnUrl: `/en/grading/submit/complete?order=${order.orderNumber}`,
  });
});

test('forged, truncated and oversized notifications get 0|… or 413 and change nothing; the genuine one still applies', async () => {
  const { order, tradeNo } = await startEcpayPayment('CREDIT_CARD');
  const post = (body: string) =>
    fetch(`${server.url}/api/payments/ecpay/callback`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  // The genuine notification, captured on its way (delivered nowhere).
  const genuine = (await fake.pay(tradeNo, { url: 'http://127.0.0.1:9/nowhere' })).body;
  const fields = parseFormBody(genuine)!;
  const tampered = await post(encodeFormBody({ ...fields, TradeAmt: '1' }));
  expect([tampered.status, await tampered.text()]).toEqual([400, '0|refused']);
  const { CheckMacValue: _mac, ...unsigned } = fields;
  const otherKeys = await post(encodeFormBody(signEcpayParams(unsigned, { hashKey: 'forgedforgedforg', hashIV: 'forgedforgedforg' })));
  expect([otherKeys.status, await otherKeys.text()]).toEqual([400, '0|refused']);
  const truncated = await post(genuine.slice(0, genuine.length / 2));
  expect([truncated.status, await truncated.text()]).toEqual([400, '0|refused']);
  const oversized = await post(`${genuine}&Pad=${'x'.repeat(70 * 1024)}`);
  expect(oversized.status).toBe(413);
  expect(await orderState(order.id)).toEqual({ status: 'SAVED', payments: [{ status: 'READY', provider: 'ecpay', amount: order.totalAmount }] });

  const accepted = await post(genuine);
  expect([accepted.status, await accepted.text()]).toEqual([200, '1|OK']);
  expect(await orderState(order.id)).toEqual({ status: 'PROCESSING', payments: [{ status: 'PAID', provider: 'ecpay', amount: order.totalAmount }] });
});

test('the convenience-store code (EC_PAY): issued and shown on the order, then paid at the store', async () => {
  const { order, tradeNo } = await startEcpayPayment('EC_PAY');
  expect((await fake.issuePaymentInfo(tradeNo)).answers).toEqual(['1|OK']);
  const issued = await testDb.db.payment.findFirstOrThrow({ where: { providerPaymentId: tradeNo } });
  expect(issued).toMatchObject({ status: 'PENDING_DEPOSIT', vaBank: 'CVS', method: 'EC_PAY' });
  expect(issued.vaAccountNumber).toMatch(/^LLL\d{8}$/);
  expect((await orderState(order.id)).status).toBe('WAITING_FOR_DEPOSIT');
  // The code's e-mail is in the outbox, in the member's language.
  expect(await testDb.db.outboxMessage.count({ where: { template: 'virtualAccountIssued', to: owner.mbEmail } })).toBe(1);

  expect((await fake.pay(tradeNo)).answers).toEqual(['1|OK']);
  expect(await orderState(order.id)).toEqual({ status: 'PROCESSING', payments: [{ status: 'PAID', provider: 'ecpay', amount: order.totalAmount }] });
});

test("another member's trade is not found; a site without ECPay's variables does not take notifications", async () => {
  const { tradeNo } = await startEcpayPayment('CREDIT_CARD');
  expect(await getEcpayCheckout(testDb.db, { memberId: other.id }, tradeNo, 'en')).toBeNull();
  expect(await getEcpayCheckout(testDb.db, { memberId: owner.id }, 'sbx_not_an_ecpay_trade', 'en')).toBeNull();
  const id = process.env.ECPAY_MERCHANT_ID;
  delete process.env.ECPAY_MERCHANT_ID;
  try {
    const response = await fetch(`${server.url}/api/payments/ecpay/callback`, { method: 'POST', body: 'MerchantID=1' });
    expect(response.status).toBe(404);
  } finally {
    process.env.ECPAY_MERCHANT_ID = id;
  }
});

test('a KRW order still goes to its own gateway (the sandbox), and ECPay refuses methods it does not take', async () => {
  const krw = await createOrder(testDb.db, owner.id, { overrides: { currency: 'KRW' } });
  const sandbox = await callApi<{ redirectUrl: string }>(startRoute, {
    method: 'POST',
    query: { orderNumber: krw.orderNumber },
    body: { method: 'CONNECT_PAY' },
    cookies,
  });
  expect(sandbox.body.data?.redirectUrl).toMatch(/^\/payments\/sandbox\/sbx_/);
  const twd = await createOrder(testDb.db, owner.id);
  const refused = await callApi(startRoute, { method: 'POST', query: { orderNumber: twd.orderNumber }, body: { method: 'CONNECT_PAY' }, cookies });
  expect(refused.status).toBe(400);
  expect(await testDb.db.payment.count({ where: { gradingOrderId: twd.id } })).toBe(0);
});

test('a card refund whose answer was lost is not sent again: it waits for staff, and ECPay returned the money once', async () => {
  const { order, tradeNo } = await startEcpayPayment('CREDIT_CARD');
  await fake.pay(tradeNo);
  const payment = await testDb.db.payment.findFirstOrThrow({ where: { providerPaymentId: tradeNo } });
  const refund = await testDb.db.$transaction((tx) => requestRefund(tx, { paymentId: payment.id, amount: 400, reason: 'partial cancellation' }));
  // ECPay takes the refund, but its answer never reaches us.
  fake.loseNextRefundAnswer();
  await expect(executeRefund(testDb.db, refund.id)).rejects.toThrow();
  expect(fake.trades.get(tradeNo)?.refunded).toBe(400);
  expect(await testDb.db.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: 'REQUESTED', attempts: 1 });

  // The next try (the sweep, or a staff retry) does not send a second DoAction: DoAction has no idempotency key.
  const again = await executeRefund(testDb.db, refund.id);
  expect(again).toMatchObject({ status: 'REQUESTED', attempts: 2 });
  expect(fake.trades.get(tradeNo)?.refunded).toBe(400);
  expect((await testDb.db.refund.findUniqueOrThrow({ where: { id: refund.id } })).lastError).toBeNull();
  expect((await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: order.id } })).gradingOrderStatus).toBe('PROCESSING');
});

test('a page left open and paid after the member paid on another: the late card payment is refunded through DoAction, audited', async () => {
  const first = await startEcpayPayment('CREDIT_CARD');
  // The member presses Pay again (another tab): a new trade; the first page is superseded but still open at ECPay.
  const again = await callApi<{ redirectUrl: string }>(startRoute, {
    method: 'POST',
    query: { orderNumber: first.order.orderNumber },
    body: { method: 'CREDIT_CARD' },
    cookies,
  });
  const secondTrade = again.body.data!.redirectUrl.split('/').at(-1)!;
  const checkout = await getEcpayCheckout(testDb.db, { memberId: owner.id }, secondTrade, 'en');
  if (checkout?.kind !== 'form') throw new Error('no form');
  await postCheckoutForm(checkout.form.action, checkout.form.fields);
  expect((await fake.pay(secondTrade)).answers).toEqual(['1|OK']);
  // The first page is paid too, later: ECPay is told 1|OK, and the money goes back.
  expect((await fake.pay(first.tradeNo)).answers).toEqual(['1|OK']);
  const payments = await testDb.db.payment.findMany({ where: { gradingOrderId: first.order.id }, include: { refunds: true }, orderBy: { id: 'asc' } });
  // The superseded page stays CANCELLED; its captured money is a completed refund.
  expect(payments.map((payment) => payment.status)).toEqual(['CANCELLED', 'PAID']);
  expect(payments[0]!.refunds).toEqual([expect.objectContaining({ status: 'COMPLETED', amount: first.order.totalAmount })]);
  expect(fake.trades.get(first.tradeNo)?.refunded).toBe(first.order.totalAmount);
  expect(fake.trades.get(secondTrade)?.refunded).toBe(0);
  expect(await testDb.db.auditLog.count({ where: { action: 'refund.requested', entityId: first.tradeNo } })).toBe(1);
  expect((await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: first.order.id } })).gradingOrderStatus).toBe('PROCESSING');
});
