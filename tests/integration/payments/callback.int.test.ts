/** @jest-environment node */
// POST /api/payments/sandbox/callback over a real loopback HTTP connection: the signature over the raw
// body, replays, amounts, card approval and decline, virtual account issue and deposit, the e-mail.
import callbackRoute from '@/pages/api/payments/sandbox/callback';
import startRoute from '@/pages/api/orders/[orderNumber]/payments';
import type { Member, Payment } from '@/lib/server/db/generated/client';
import type { PaymentMethod } from '@/lib/server/db/generated/enums';
import type { CallbackEvent } from '@/lib/server/payments/types';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createMember } from '@/tests/factories/member';
import { type OrderOptions, createOrder } from '@/tests/factories/order';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type TestServer, TEST_SECRET, gatewayEvent, postRaw, serveRoute, sessionCookies, signRaw, signed } from './payment-helpers';

let testDb: TestDb;
let server: TestServer;
let member: Member;

beforeAll(async () => {
  process.env.PAYMENT_SANDBOX_SECRET = TEST_SECRET;
  testDb = await createTestDb();
  resetLimitersForTests();
  member = await createMember(testDb.db, { language: 'en' });
  server = await serveRoute(callbackRoute);
}, 60_000);
afterAll(async () => {
  await server.close();
  await testDb.close();
});

async function openPayment(method: PaymentMethod = 'CREDIT_CARD', options: OrderOptions = {}) {
  const order = await createOrder(testDb.db, member.id, options);
  const started = await callApi(startRoute, {
    method: 'POST',
    query: { orderNumber: order.orderNumber },
    body: { method },
    cookies: await sessionCookies(member),
  });
  expect(started.status).toBe(201);
  const payment = await testDb.db.payment.findFirstOrThrow({ where: { gradingOrderId: order.id, status: 'READY' } });
  return { order, payment };
}

const deliver = (event: CallbackEvent, signedAt?: Date, secret?: string) => {
  const { rawBody, headers } = signed(event, signedAt, secret);
  return postRaw(server, rawBody, headers);
};
const reload = (payment: Payment) => testDb.db.payment.findUniqueOrThrow({ where: { id: payment.id }, include: { gradingOrder: true, refunds: true } });
const paidMails = () => testDb.db.outboxMessage.findMany({ where: { to: member.mbEmail, template: 'orderPaid' } });

test('an approved card payment: payment PAID, order PROCESSING with paidAt and the first card step; replays change nothing', async () => {
  const mailsBefore = (await paidMails()).length;
  const { order, payment } = await openPayment('CREDIT_CARD');
  const event = gatewayEvent(payment, 'payment.approved');
  const first = await deliver(event);
  expect(first).toMatchObject({ status: 200, body: { code: 'OK', data: { eventId: event.eventId, result: 'processed' } } });

  const after = await reload(payment);
  expect(after.status).toBe('PAID');
  expect(after.approvedAt).toBeInstanceOf(Date);
  expect(after.gradingOrder).toMatchObject({
    gradingOrderStatus: 'PROCESSING',
    gradingOrderProcessingStatus: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
    paymentMethod: 'CREDIT_CARD',
  });
  expect(after.gradingOrder.paidAt).toBeInstanceOf(Date);

  // The same event again (re-signed later by a retrying gateway, or replayed as captured).
  expect((await deliver(event)).body.data?.result).toBe('already processed');
  expect((await deliver(event, new Date(Date.now() + 60_000))).body.data?.result).toBe('already processed');
  // A second approval notice with another event id is stored but changes nothing either.
  expect((await deliver(gatewayEvent(payment, 'payment.approved'))).body.data?.result).toBe('ignored');

  const events = await testDb.db.orderEvent.findMany({ where: { gradingOrderId: order.id } });
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({
    fromStatus: 'SAVED',
    toStatus: 'PROCESSING',
    toProcessing: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
    actorId: null,
  });
  expect(await testDb.db.paymentCallback.count({ where: { paymentId: payment.id } })).toBe(2);
  expect(await testDb.db.auditLog.count({ where: { entityId: payment.providerPaymentId, action: 'payment.callback.payment.approved' } })).toBe(2);

  // The e-mail goes once, in the member's language, naming the order.
  const mails = (await paidMails()).slice(mailsBefore);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toContain(order.orderNumber);
  expect(mails[0]!.locale).toBe('en');
  // The order summary: the cards and the amount paid (2 Pokémon cards at NT$650 + NT$150 return shipping).
  expect(mails[0]!.text).toContain('Cards: 2');
  expect(mails[0]!.text).toContain('Pikachu × 2');
  expect(mails[0]!.text).toContain(`Total paid: NT$1,450`);
});

test.each([
  ['BRG_SHIPPING', 'BREAK_SHIPPING_BEFORE_PICKUP'],
  ['QUICK', 'NOT_PROCESSING'],
  ['VISIT', 'NOT_PROCESSING'],
] as const)('paid %s orders start at %s', async (shippingMethod, processing) => {
  const { payment } = await openPayment('CONNECT_PAY', { overrides: { shippingMethod } });
  await deliver(gatewayEvent(payment, 'payment.approved'));
  expect((await reload(payment)).gradingOrder).toMatchObject({ gradingOrderStatus: 'PROCESSING', gradingOrderProcessingStatus: processing });
});

describe('refused deliveries change nothing', () => {
  async function expectUntouched(payment: Payment) {
    const after = await reload(payment);
    expect(after.status).toBe('READY');
    expect(after.gradingOrder.gradingOrderStatus).toBe('SAVED');
    expect(await testDb.db.paymentCallback.count({ where: { paymentId: payment.id } })).toBe(0);
    expect(await testDb.db.orderEvent.count({ where: { gradingOrderId: payment.gradingOrderId } })).toBe(0);
  }

  test('a signature made with another key → 400', async () => {
    const { payment } = await openPayment();
    const result = await deliver(gatewayEvent(payment, 'payment.approved'), undefined, 'an-attackers-guess-of-the-secret-0123456789');
    expect(result.status).toBe(400);
    await expectUntouched(payment);
  });

  test('no signature, or a malformed one → 400', async () => {
    const { payment } = await openPayment();
    const { rawBody } = signed(gatewayEvent(payment, 'payment.approved'));
    for (const header of [undefined, '', 'v1=abc', 't=1', 'x'.repeat(10_000)]) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(header === undefined ? {} : { 'x-sandbox-signature': header }) };
      expect((await postRaw(server, rawBody, headers)).status).toBe(400);
    }
    await expectUntouched(payment);
  });

  test('a stale timestamp (a capture replayed 6 minutes later) → 400', async () => {
    const { payment } = await openPayment();
    const result = await deliver(gatewayEvent(payment, 'payment.approved'), new Date(Date.now() - 6 * 60_000));
    expect(result.status).toBe(400);
    await expectUntouched(payment);
  });

  test('a body changed after signing (a smaller amount) → 400', async () => {
    const { payment } = await openPayment();
    const { rawBody, headers } = signed(gatewayEvent(payment, 'payment.approved'));
    const result = await postRaw(server, rawBody.replace(`"amount":${payment.amount}`, '"amount":1'), headers);
    expect(result.status).toBe(400);
    await expectUntouched(payment);
  });

  test('signed but malformed events (SQL, HTML, wrong types, garbage) → 400; too large → 413', async () => {
    const { payment } = await openPayment();
    const bodies = [
      JSON.stringify({ ...gatewayEvent(payment, 'payment.approved'), eventId: 'x\'; DROP TABLE "Payment";--' }),
      JSON.stringify({ ...gatewayEvent(payment, 'payment.approved'), providerPaymentId: '<script>alert(1)</script>' }),
      JSON.stringify({ ...gatewayEvent(payment, 'payment.approved'), amount: String(payment.amount) }),
      // Issue #7: beyond the money column (it answered 500 and the gateway would retry forever).
      JSON.stringify({ ...gatewayEvent(payment, 'payment.approved'), amount: 9007199254740991 }),
      JSON.stringify({ ...gatewayEvent(payment, 'payment.approved'), amount: 2147483648 }),
      'x'.repeat(10_000),
      '',
    ];
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const rawBody of bodies) {
      // Validly signed: the event's own checks refuse it, with a 400 the gateway does not retry, logged.
      const result = await postRaw(server, rawBody, signRaw(rawBody));
      expect(result.status).toBe(400);
    }
    expect(warn.mock.calls.filter(([line]) => String(line).includes('refused a signed callback'))).toHaveLength(bodies.length);
    warn.mockRestore();
    const huge = await postRaw(server, 'x'.repeat(70 * 1024), { 'content-type': 'application/json' });
    expect(huge.status).toBe(413);
    await expectUntouched(payment);
  });

  test('a correctly signed event for an unknown payment → 404', async () => {
    const result = await deliver(gatewayEvent({ providerPaymentId: 'sbx_unknown', amount: 100, currency: 'TWD' }, 'payment.approved'));
    expect(result).toMatchObject({ status: 404, body: { message: 'Payment information does not exist' } });
  });
});

test('a wrong amount: payment FAILED with the reason, order PAYMENT_FAILED, the money returned, 200 for the gateway', async () => {
  const { order, payment } = await openPayment();
  const mailsBefore = (await paidMails()).length;
  const result = await deliver(gatewayEvent(payment, 'payment.approved', { amount: payment.amount - 100 }));
  expect(result).toMatchObject({ status: 200, body: { data: { result: 'amount mismatch' } } });
  const after = await reload(payment);
  expect(after.status).toBe('FAILED');
  expect(after.failedReason).toMatch(/amount mismatch/);
  expect(after.gradingOrder.gradingOrderStatus).toBe('PAYMENT_FAILED');
  expect(after.refunds).toEqual([expect.objectContaining({ amount: payment.amount - 100, status: 'COMPLETED' })]);
  const events = await testDb.db.orderEvent.findMany({ where: { gradingOrderId: order.id }, orderBy: { id: 'asc' } });
  expect(events[0]).toMatchObject({ fromStatus: 'SAVED', toStatus: 'PAYMENT_FAILED', note: expect.stringMatching(/amount mismatch/) });
  expect((await paidMails()).length).toBe(mailsBefore);
  // The member can pay again.
  const retry = await callApi(startRoute, {
    method: 'POST',
    query: { orderNumber: order.orderNumber },
    body: { method: 'CREDIT_CARD' },
    cookies: await sessionCookies(member),
  });
  expect(retry.status).toBe(201);
});

test('a declined card: payment FAILED, order PAYMENT_FAILED; a later approval of that payment is returned', async () => {
  const { payment } = await openPayment();
  expect((await deliver(gatewayEvent(payment, 'payment.failed', { reason: 'insufficient funds' }))).body.data?.result).toBe('processed');
  let after = await reload(payment);
  expect(after).toMatchObject({ status: 'FAILED', failedReason: 'insufficient funds' });
  expect(after.gradingOrder.gradingOrderStatus).toBe('PAYMENT_FAILED');

  expect((await deliver(gatewayEvent(payment, 'payment.approved'))).body.data?.result).toBe('refused');
  after = await reload(payment);
  expect(after.status).toBe('FAILED');
  expect(after.gradingOrder.gradingOrderStatus).toBe('PAYMENT_FAILED');
  expect(after.refunds).toEqual([expect.objectContaining({ amount: payment.amount, status: 'COMPLETED' })]);
});

test('an approval on a page the member left (superseded payment) is returned, the order stays unpaid', async () => {
  const { order, payment } = await openPayment();
  await callApi(startRoute, {
    method: 'POST',
    query: { orderNumber: order.orderNumber },
    body: { method: 'CREDIT_CARD' },
    cookies: await sessionCookies(member),
  });
  expect((await deliver(gatewayEvent(payment, 'payment.approved'))).body.data?.result).toBe('refused');
  const after = await reload(payment);
  expect(after.status).toBe('CANCELLED');
  expect(after.gradingOrder.gradingOrderStatus).toBe('SAVED');
  expect(after.refunds).toHaveLength(1);
});

test('virtual account: issued → order WAITING_FOR_DEPOSIT with the account; deposit → PROCESSING, one e-mail', async () => {
  const mailsBefore = (await paidMails()).length;
  const { order, payment } = await openPayment('VIRTUAL_ACCOUNT', { overrides: { shippingMethod: 'BRG_SHIPPING' } });
  const issued = gatewayEvent(payment, 'virtual_account.issued');
  expect((await deliver(issued)).body.data?.result).toBe('processed');
  let after = await reload(payment);
  expect(after).toMatchObject({ status: 'PENDING_DEPOSIT', vaBank: issued.vaBank, vaAccountNumber: issued.vaAccountNumber, vaHolder: 'CardGrade' });
  expect(after.vaDeadline?.toISOString()).toBe(issued.vaDeadline!.toISOString());
  expect(after.gradingOrder.gradingOrderStatus).toBe('WAITING_FOR_DEPOSIT');
  expect((await paidMails()).length).toBe(mailsBefore);

  // A transfer of the wrong amount goes back; the account stays open for the right one.
  expect((await deliver(gatewayEvent(payment, 'virtual_account.deposited', { amount: payment.amount + 1 }))).body.data?.result).toBe('amount mismatch');
  after = await reload(payment);
  expect(after.status).toBe('PENDING_DEPOSIT');
  expect(after.gradingOrder.gradingOrderStatus).toBe('WAITING_FOR_DEPOSIT');
  expect(after.refunds).toEqual([expect.objectContaining({ amount: payment.amount + 1, status: 'COMPLETED' })]);

  const deposit = gatewayEvent(payment, 'virtual_account.deposited');
  expect((await deliver(deposit)).body.data?.result).toBe('processed');
  expect((await deliver(deposit)).body.data?.result).toBe('already processed');
  after = await reload(payment);
  expect(after.status).toBe('PAID');
  expect(after.gradingOrder).toMatchObject({ gradingOrderStatus: 'PROCESSING', gradingOrderProcessingStatus: 'BREAK_SHIPPING_BEFORE_PICKUP' });
  const transitions = await testDb.db.orderEvent.findMany({ where: { gradingOrderId: order.id, toStatus: { not: null } }, orderBy: { id: 'asc' } });
  expect(transitions.map((e) => e.toStatus)).toEqual(['WAITING_FOR_DEPOSIT', 'PROCESSING']);
  expect((await paidMails()).length).toBe(mailsBefore + 1);
});

test('a card approval for a virtual-account payment, or an issue for a card payment, is not applied', async () => {
  const { payment: card } = await openPayment('CREDIT_CARD');
  expect((await deliver(gatewayEvent(card, 'virtual_account.issued'))).body.data?.result).toBe('ignored');
  expect((await reload(card)).status).toBe('READY');
  const { payment: va } = await openPayment('VIRTUAL_ACCOUNT');
  expect((await deliver(gatewayEvent(va, 'payment.approved'))).body.data?.result).toBe('refused');
  expect((await reload(va)).gradingOrder.gradingOrderStatus).toBe('SAVED');
});

test('only POST', async () => {
  const response = await fetch(`${server.url}/api/payments/sandbox/callback`);
  expect(response.status).toBe(405);
});
