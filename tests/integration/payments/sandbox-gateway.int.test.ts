/** @jest-environment node */
// End to end through the sandbox gateway: the hosted page's button → the gateway builds and signs the
// event → a real HTTP POST to PAYMENT_CALLBACK_URL (a loopback server running our callback route) → the
// order changes → the browser is sent back to the shop. Also the page's own access rules.
import type { GetServerSidePropsContext } from 'next';
import approveRoute from '@/pages/api/payments/sandbox/[paymentId]/approve';
import declineRoute from '@/pages/api/payments/sandbox/[paymentId]/decline';
import depositRoute from '@/pages/api/payments/sandbox/[paymentId]/deposit';
import issueRoute from '@/pages/api/payments/sandbox/[paymentId]/issue-virtual-account';
import callbackRoute from '@/pages/api/payments/sandbox/callback';
import startRoute from '@/pages/api/orders/[orderNumber]/payments';
import type { Member } from '@/lib/server/db/generated/client';
import type { PaymentMethod, SubmitType } from '@/lib/server/db/generated/enums';
import { sandboxCheckoutState } from '@/lib/server/payments/sandbox/checkout';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createMember } from '@/tests/factories/member';
import { createOrder } from '@/tests/factories/order';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type TestServer, TEST_SECRET, serveRoute, sessionCookies } from './payment-helpers';

let testDb: TestDb;
let server: TestServer;
let member: Member;
let stranger: Member;
let cookies: Record<string, string>;

beforeAll(async () => {
  process.env.PAYMENT_SANDBOX_SECRET = TEST_SECRET;
  process.env.VIRTUAL_ACCOUNT_HOURS = '48';
  testDb = await createTestDb();
  resetLimitersForTests();
  member = await createMember(testDb.db);
  stranger = await createMember(testDb.db);
  cookies = await sessionCookies(member);
  server = await serveRoute(callbackRoute);
  process.env.PAYMENT_CALLBACK_URL = `${server.url}/api/payments/sandbox/callback`;
}, 60_000);
afterAll(async () => {
  delete process.env.PAYMENT_CALLBACK_URL;
  delete process.env.VIRTUAL_ACCOUNT_HOURS;
  await server.close();
  await testDb.close();
});

async function openPayment(method: PaymentMethod, submitType: SubmitType = 'GENERAL') {
  const order = await createOrder(testDb.db, member.id, { overrides: { submitType } });
  const started = await callApi<{ redirectUrl: string }>(startRoute, { method: 'POST', query: { orderNumber: order.orderNumber }, body: { method }, cookies });
  const paymentId = started.body.data!.redirectUrl.split('/').pop()!;
  return { order, paymentId };
}

const press = (route: typeof approveRoute, paymentId: string, options: { cookies?: Record<string, string>; headers?: Record<string, string> } = {}) =>
  callApi<{ redirectUrl: string }>(route, { method: 'POST', query: { paymentId }, body: {}, cookies: options.cookies ?? cookies, headers: options.headers });

const state = (paymentId: string) => testDb.db.payment.findUniqueOrThrow({ where: { providerPaymentId: paymentId }, include: { gradingOrder: true } });

test('"Approve card payment": signed callback over HTTP, order PROCESSING, back to the complete page, e-mail sent', async () => {
  const { order, paymentId } = await openPayment('CREDIT_CARD');
  const result = await press(approveRoute, paymentId);
  expect(result.status).toBe(200);
  expect(result.body.data).toEqual({ redirectUrl: `/grading/submit/complete?order=${order.orderNumber}` });
  const after = await state(paymentId);
  expect(after.status).toBe('PAID');
  expect(after.gradingOrder.gradingOrderStatus).toBe('PROCESSING');
  expect(await testDb.db.paymentCallback.count({ where: { paymentId: after.id } })).toBe(1);
  expect(await testDb.db.outboxMessage.count({ where: { to: member.mbEmail, template: 'orderPaid', subject: { contains: order.orderNumber } } })).toBe(1);
  // The page's buttons are gone: pressing again is refused without a second event.
  const again = await press(approveRoute, paymentId);
  expect(again).toMatchObject({ status: 409, body: { code: 'PAYMENT_FAILED', message: 'Payment failed' } });
  expect(await testDb.db.paymentCallback.count({ where: { paymentId: after.id } })).toBe(1);
});

test('"Decline card payment": order PAYMENT_FAILED, back to the payment step with failed=1', async () => {
  const { order, paymentId } = await openPayment('CONNECT_PAY');
  // A plain form post (no JavaScript) gets a 303 redirect.
  const result = await press(declineRoute, paymentId, { headers: { accept: 'text/html,application/xhtml+xml' } });
  expect(result.status).toBe(303);
  expect(result.headers.location).toBe(`/grading/submit/payment?order=${order.orderNumber}&failed=1`);
  const after = await state(paymentId);
  expect(after.status).toBe('FAILED');
  expect(after.gradingOrder.gradingOrderStatus).toBe('PAYMENT_FAILED');
});

test("a plain form post from a page in another language is sent back to that language's page", async () => {
  const { order, paymentId } = await openPayment('CREDIT_CARD');
  // The English page's form names its language (hooks/useSandboxAction.ts); an unknown one is ignored.
  const html = { accept: 'text/html,application/xhtml+xml' };
  const ignored = await callApi(declineRoute, { method: 'POST', query: { paymentId, locale: 'https://evil.example' }, body: {}, cookies, headers: html });
  expect(ignored.status).toBe(303);
  expect(ignored.headers.location).toBe(`/grading/submit/payment?order=${order.orderNumber}&failed=1`);
  const again = await openPayment('CREDIT_CARD');
  const english = await callApi(approveRoute, { method: 'POST', query: { paymentId: again.paymentId, locale: 'en' }, body: {}, cookies, headers: html });
  expect(english.status).toBe(303);
  expect(english.headers.location).toBe(`/en/grading/submit/complete?order=${again.order.orderNumber}`);
  // The page's script gets the bare path and localizes it itself.
  const json = await callApi<{ redirectUrl: string }>(issueRoute, {
    method: 'POST',
    query: { paymentId: (await openPayment('VIRTUAL_ACCOUNT')).paymentId, locale: 'en' },
    body: {},
    cookies,
  });
  expect(json.body.data?.redirectUrl).toMatch(/^\/payments\/sandbox\/sbx_/);
});

test('virtual account on a reholder order: issue (shown on the page) → simulate deposit → PROCESSING', async () => {
  const { order, paymentId } = await openPayment('VIRTUAL_ACCOUNT', 'REHOLDER');
  // A virtual-account payment has no card buttons.
  expect((await press(approveRoute, paymentId)).status).toBe(409);

  const issued = await press(issueRoute, paymentId);
  expect(issued.body.data).toEqual({ redirectUrl: `/payments/sandbox/${paymentId}` });
  const waiting = await state(paymentId);
  expect(waiting).toMatchObject({ status: 'PENDING_DEPOSIT', vaHolder: 'CardGrade' });
  expect(waiting.vaAccountNumber).toMatch(/^\d{14}$/);
  expect(waiting.vaDeadline!.getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
  expect(waiting.vaDeadline!.getTime() - Date.now()).toBeLessThanOrEqual(48 * 3_600_000);
  expect(waiting.gradingOrder.gradingOrderStatus).toBe('WAITING_FOR_DEPOSIT');

  const page = await sandboxCheckoutState(pageContext(paymentId, cookies));
  expect(page).toMatchObject({
    kind: 'show',
    checkout: {
      orderNumber: order.orderNumber,
      amount: order.totalAmount,
      method: 'VIRTUAL_ACCOUNT',
      actions: ['deposit'],
      virtualAccount: { accountNumber: waiting.vaAccountNumber },
    },
  });

  const deposited = await press(depositRoute, paymentId);
  expect(deposited.body.data).toEqual({ redirectUrl: `/reholder/submit/complete?order=${order.orderNumber}` });
  expect((await state(paymentId)).gradingOrder.gradingOrderStatus).toBe('PROCESSING');
});

test("another member's payment, no session, hostile ids: nothing happens", async () => {
  const { paymentId } = await openPayment('CREDIT_CARD');
  const strangerResult = await press(approveRoute, paymentId, { cookies: await sessionCookies(stranger) });
  expect(strangerResult).toMatchObject({ status: 404, body: { message: 'Payment information does not exist' } });
  expect((await press(approveRoute, paymentId, { cookies: {} })).status).toBe(401);
  for (const id of ['x'.repeat(10_000), "sbx_' OR 1=1 --", '<script>alert(1)</script>']) {
    expect((await press(approveRoute, id)).status).toBe(404);
  }
  // A cross-site form post is refused.
  expect((await press(approveRoute, paymentId, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
  expect((await state(paymentId)).status).toBe('READY');
});

test('the hosted page: owner only; without a session, to /login and back', async () => {
  const { paymentId } = await openPayment('CREDIT_CARD');
  expect(await sandboxCheckoutState(pageContext(paymentId, cookies))).toMatchObject({
    kind: 'show',
    checkout: { actions: ['approve', 'decline'], virtualAccount: null },
  });
  expect(await sandboxCheckoutState(pageContext(paymentId, await sessionCookies(stranger)))).toEqual({ kind: 'notFound' });
  expect(await sandboxCheckoutState(pageContext('sbx_nope', cookies))).toEqual({ kind: 'notFound' });
  expect(await sandboxCheckoutState(pageContext(paymentId, {}))).toEqual({
    kind: 'redirect',
    destination: `/login?returnUrl=${encodeURIComponent(`/payments/sandbox/${paymentId}`)}`,
  });
});

test('when the callback cannot be delivered, the button fails and the payment stays open', async () => {
  const { paymentId } = await openPayment('CREDIT_CARD');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  process.env.PAYMENT_CALLBACK_URL = 'http://127.0.0.1:9/api/payments/sandbox/callback';
  try {
    const result = await press(approveRoute, paymentId);
    expect(result.status).toBe(500);
  } finally {
    process.env.PAYMENT_CALLBACK_URL = `${server.url}/api/payments/sandbox/callback`;
    errors.mockRestore();
  }
  expect((await state(paymentId)).status).toBe('READY');
  expect((await press(approveRoute, paymentId)).status).toBe(200);
});

function pageContext(paymentId: string, cookieJar: Record<string, string>): GetServerSidePropsContext {
  return {
    req: { headers: {}, cookies: cookieJar },
    res: { setHeader() {} },
    params: { paymentId },
    query: { paymentId },
    resolvedUrl: `/payments/sandbox/${paymentId}`,
    locale: 'zh-TW',
    defaultLocale: 'zh-TW',
  } as unknown as GetServerSidePropsContext;
}
