/** @jest-environment node */
// The stuck refunds' routes and page (issue #23, decision 0027), as a browser calls them: every staff role may list,
// retry and record a manual transfer; a member gets 403; the body is checked by the form's schema (a reference is
// required, text only, at most 100 characters); an unknown refund is 404 and a malformed id 400. The page renders the
// list on the server for staff and is not found for members.
import type { GetServerSidePropsContext } from 'next';
import { getServerSideProps as refundsPage } from '@/pages/admin/refunds';
import listRoute from '@/pages/api/admin/refunds/index';
import manualRoute from '@/pages/api/admin/refunds/[id]/manual-transfer';
import retryRoute from '@/pages/api/admin/refunds/[id]/retry';
import { newSandboxPaymentId } from '@/lib/server/payments/sandbox/provider';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import type { StuckRefundView } from '@/lib/shared/refunds/views';
import { createOrder } from '@/tests/factories/order';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Cast, cast } from './admin-helpers';

let testDb: TestDb;
let people: Cast;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  people = await cast(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

/** A paid, cancelled order whose refund the gateway refused (FAILED): stuck. */
async function failedRefund() {
  const order = await createOrder(testDb.db, people.member.member.id, { overrides: { gradingOrderStatus: 'CANCELLED', paidAt: new Date() } });
  const payment = await testDb.db.payment.create({
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
  const refund = await testDb.db.refund.create({
    data: {
      gradingOrderId: order.id,
      paymentId: payment.id,
      amount: payment.amount,
      status: 'FAILED',
      reason: 'cancelled',
      attempts: 1,
      lastError: 'declined',
    },
  });
  return { order, payment, refund };
}

const list = (cookies: Record<string, string>) => callApi<StuckRefundView[]>(listRoute, { cookies });
const manual = (id: number | string, body: unknown, cookies = people.staff.jar.cookies) =>
  callApi<StuckRefundView[]>(manualRoute, { method: 'POST', query: { id: String(id) }, body, cookies });
const retry = (id: number | string, cookies = people.staff.jar.cookies) =>
  callApi<StuckRefundView[]>(retryRoute, { method: 'POST', query: { id: String(id) }, body: {}, cookies });

test('STAFF and ADMIN list the stuck refunds; a member gets 403 on every route and nothing changes', async () => {
  const { refund } = await failedRefund();
  for (const who of [people.staff, people.admin]) {
    const answer = await list(who.jar.cookies);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.find((row) => row.id === refund.id)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      lastError: 'declined',
      gatewayKey: `refund-${refund.id}`,
      inFlight: false,
    });
  }
  expect((await list(people.member.jar.cookies)).status).toBe(403);
  expect((await retry(refund.id, people.member.jar.cookies)).status).toBe(403);
  expect((await manual(refund.id, { reference: 'TXN-1' }, people.member.jar.cookies)).status).toBe(403);
  expect(await testDb.db.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: 'FAILED', manualTransferRef: null });
  expect(await testDb.db.auditLog.count({ where: { action: { in: ['refund.manualTransfer', 'refund.retryRequested'] } } })).toBe(0);
});

test('the manual transfer: the form schema checks the reference; then COMPLETED with it, audited with the staff member', async () => {
  const { refund, payment } = await failedRefund();
  for (const body of [{}, { reference: '' }, { reference: '   ' }, { reference: 12345 }, { reference: 'x'.repeat(101) }]) {
    const answer = await manual(refund.id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({ path: 'reference', key: expect.stringMatching(/^refunds:validation\./) });
  }
  const done = await manual(refund.id, { reference: ' TXN-2026-0042 ' });
  expect(done.status).toBe(200);
  expect(done.body.data?.map((row) => row.id)).not.toContain(refund.id);
  expect(await testDb.db.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: 'COMPLETED', manualTransferRef: 'TXN-2026-0042' });
  expect((await testDb.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('REFUNDED');
  expect(await testDb.db.auditLog.findFirst({ where: { action: 'refund.manualTransfer', entityId: payment.providerPaymentId } })).toMatchObject({
    actorId: people.staff.member.id,
  });
  expect((await manual(refund.id, { reference: 'TXN-again' })).body.code).toBe('CONFLICT');
});

test('an unknown refund: 404; a malformed id: 400', async () => {
  expect((await retry(2_000_000_000)).status).toBe(404);
  expect((await manual(2_000_000_000, { reference: 'TXN-1' })).status).toBe(404);
  for (const id of ['0', '-1', 'abc', '1.5', '99999999999']) expect((await retry(id)).status).toBe(400);
});

function pageContext(cookies: Record<string, string>) {
  const headers = new Map<string, unknown>();
  const res = { getHeader: (n: string) => headers.get(n.toLowerCase()), setHeader: (n: string, v: unknown) => headers.set(n.toLowerCase(), v) };
  return {
    req: { headers: {}, cookies },
    res,
    locale: 'en',
    defaultLocale: 'zh-TW',
    locales: ['zh-TW', 'en', 'ko'],
    resolvedUrl: '/admin/refunds',
    query: {},
    params: {},
  } as unknown as GetServerSidePropsContext;
}

test('/admin/refunds: staff get the list rendered on the server; a member the not-found page', async () => {
  const { refund } = await failedRefund();
  const page = (await refundsPage(pageContext(people.staff.jar.cookies))) as { props?: { initial: StuckRefundView[] } };
  expect(page.props?.initial.map((row) => row.id)).toContain(refund.id);
  expect(await refundsPage(pageContext(people.member.jar.cookies))).toEqual({ notFound: true });
});
