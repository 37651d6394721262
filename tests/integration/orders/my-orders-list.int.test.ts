/** @jest-environment node */
// My orders, the read side — the list (issue #9; docs/product/order-lifecycle.md#order-list-tabs,
// docs/product/order-lifecycle.md#staff-access): GET /api/orders lists the member's own submitted orders by tab
// (the dashboard's grouping), type and page; another member's orders are never listed.
import listRoute from '@/pages/api/orders/index';
import dashboardRoute from '@/pages/api/member/dashboard';
import type { GradingOrderStatus } from '@/lib/server/db/generated/enums';
import type { OrderListPage } from '@/lib/shared/orders/my-order-views';
import { ORDERS_PAGE_SIZE, ORDER_TABS, type OrderTab, statusesOfTab } from '@/lib/shared/orders/order-tabs';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createOrderInStatus } from '@/tests/factories/order';
import { signedInMember } from '@/tests/integration/account/account-helpers';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Orderer, orderer, prepareOrderDb } from './order-helpers';

let testDb: TestDb;
let alice: Orderer;
let bob: Orderer;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  await prepareOrderDb(testDb.db);
  alice = await orderer(testDb.db);
  bob = await orderer(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const list = (cookies: Record<string, string>, query: Record<string, string> = {}) => callApi<OrderListPage>(listRoute, { query, cookies });

/** Submitted a minute apart, in the order given: the last one is the newest. */
const minute = (n: number) => new Date(Date.UTC(2026, 0, 5, 3, n));

/** The member's order numbers under a tab, newest first, as the database has them. */
async function numbersInDb(memberId: number, tab: OrderTab, submitTypes?: ('GENERAL' | 'SIMPLE' | 'REHOLDER')[]) {
  const rows = await testDb.db.gradingOrder.findMany({
    where: { memberId, gradingOrderStatus: { in: [...statusesOfTab(tab)] }, ...(submitTypes ? { submitType: { in: submitTypes } } : {}) },
    orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
    select: { orderNumber: true },
  });
  return rows.map((row) => row.orderNumber);
}

const SUBMITTED: GradingOrderStatus[] = [
  'SAVED',
  'PAYMENT_FAILED',
  'WAITING_FOR_DEPOSIT',
  'PROCESSING',
  'REQUEST_PARTIAL_CANCELED',
  'CANCELLED',
  'DEADLINE_EXPIRED',
  'REFUNDED',
  'WRONG_REFUND_ACCOUNT',
  'COMPLETE',
  'COMPLETE_PARTIAL_CANCELED',
];

describe('GET /api/orders', () => {
  test("each tab lists the member's own orders newest first, with the dashboard's counts; drafts and others' orders never", async () => {
    const created = new Map<GradingOrderStatus, string>();
    for (const [index, status] of SUBMITTED.entries()) {
      const order = await createOrderInStatus(testDb.db, alice.member.id, status, { overrides: { submittedAt: minute(index) } });
      created.set(status, order.orderNumber);
    }
    const draft = await createOrderInStatus(testDb.db, alice.member.id, 'TEMP_SAVED');
    const theirs = [await createOrderInStatus(testDb.db, bob.member.id, 'PROCESSING'), await createOrderInStatus(testDb.db, bob.member.id, 'COMPLETE')];

    const expectedCounts = { all: 11, awaitingPayment: 3, inProcess: 2, cancel: 2, refund: 2, complete: 2 };
    const dashboard = await callApi<{ orderCounts: Record<OrderTab, number> }>(dashboardRoute, { cookies: alice.jar.cookies });
    expect(dashboard.body.data?.orderCounts).toEqual(expectedCounts);

    const byTab: Record<OrderTab, GradingOrderStatus[]> = {
      all: [...SUBMITTED].reverse(),
      awaitingPayment: ['WAITING_FOR_DEPOSIT', 'PAYMENT_FAILED', 'SAVED'],
      inProcess: ['REQUEST_PARTIAL_CANCELED', 'PROCESSING'],
      cancel: ['DEADLINE_EXPIRED', 'CANCELLED'],
      refund: ['WRONG_REFUND_ACCOUNT', 'REFUNDED'],
      complete: ['COMPLETE_PARTIAL_CANCELED', 'COMPLETE'],
    };
    for (const tab of ORDER_TABS) {
      const result = await list(alice.jar.cookies, { tab });
      expect(result.status).toBe(200);
      expect(result.headers['cache-control']).toBe('private, no-store');
      const page = result.body.data!;
      // "all" holds 11 orders: the 11th is on page 2.
      const numbers = [...page.orders, ...(tab === 'all' ? (await list(alice.jar.cookies, { tab, page: '2' })).body.data!.orders : [])].map(
        (order) => order.orderNumber,
      );
      expect(page.orders).toHaveLength(Math.min(expectedCounts[tab], ORDERS_PAGE_SIZE));
      expect(numbers).toEqual(byTab[tab].map((status) => created.get(status)));
      expect(numbers).toEqual(await numbersInDb(alice.member.id, tab));
      expect(numbers).not.toContain(draft.orderNumber);
      for (const order of theirs) expect(numbers).not.toContain(order.orderNumber);
      expect(page).toMatchObject({ tab, type: null, page: 1, pageSize: ORDERS_PAGE_SIZE, total: expectedCounts[tab] });
      // The tabs show the dashboard's numbers.
      expect(page.counts).toEqual(dashboard.body.data?.orderCounts);
    }

    // No tab given: every submitted order.
    expect((await list(alice.jar.cookies)).body.data?.orders.map((order) => order.orderNumber)).toEqual(
      byTab.all.slice(0, ORDERS_PAGE_SIZE).map((status) => created.get(status)),
    );
  });

  test('a row carries what the list shows, from the database, and the pay and cancel actions of its state', async () => {
    const carol = await orderer(testDb.db);
    const lines = [
      { cardCategory: 'POKEMON', isAuto: false, quantity: 3 },
      { cardCategory: 'POKEMON', isAuto: true, quantity: 1 },
    ] as const;
    const unpaid = await createOrderInStatus(testDb.db, carol.member.id, 'SAVED', { lines: [...lines], overrides: { submittedAt: minute(1) } });
    const travelling = await createOrderInStatus(testDb.db, carol.member.id, 'PROCESSING', {
      overrides: { submittedAt: minute(2), gradingOrderProcessingStatus: 'SHIPPING_IN', paymentMethod: 'VIRTUAL_ACCOUNT' },
    });
    const received = await createOrderInStatus(testDb.db, carol.member.id, 'PROCESSING', {
      overrides: { submittedAt: minute(3), gradingOrderProcessingStatus: 'WAREHOUSE_IN' },
    });
    // The first line's card: a description when it has no player name.
    await testDb.db.gradingOrderItem.updateMany({ where: { gradingOrderId: received.id }, data: { playerName: null, description: 'Charizard Holo' } });

    const page = (await list(carol.jar.cookies)).body.data!;
    const row = (orderNumber: string) => page.orders.find((order) => order.orderNumber === orderNumber);
    const inDb = await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: unpaid.id }, include: { gradingOrderItems: true } });
    expect(row(unpaid.orderNumber)).toEqual({
      orderNumber: inDb.orderNumber,
      submitType: 'GENERAL',
      orderType: inDb.gradingOrderType,
      status: 'SAVED',
      processingStatus: 'NOT_PROCESSING',
      displayStatus: null,
      tab: 'awaitingPayment',
      currency: inDb.currency,
      totalAmount: inDb.totalAmount,
      totalQt: 4,
      paymentMethod: inDb.paymentMethod,
      submittedAt: minute(1).toISOString(),
      firstCard: 'Pikachu',
      lines: inDb.gradingOrderItems.length,
      nothingGraded: false,
      actions: { pay: true, cancel: true },
    });
    expect(inDb.gradingOrderItems).toHaveLength(2);
    expect(row(travelling.orderNumber)).toMatchObject({
      tab: 'inProcess',
      displayStatus: 'SHIPPING_IN',
      paymentMethod: 'VIRTUAL_ACCOUNT',
      actions: { pay: false, cancel: true },
    });
    expect(row(received.orderNumber)).toMatchObject({ displayStatus: 'WAREHOUSE_IN', firstCard: 'Charizard Holo', actions: { pay: false, cancel: false } });

    // Every card came in ungradable and went back out (decision 0031 §4): the row says so, not "grading complete".
    await testDb.db.gradingOrderItem.updateMany({ where: { gradingOrderId: received.id }, data: { correspondCheck: 'UNGRADABLE' } });
    await testDb.db.gradingOrder.update({ where: { id: received.id }, data: { gradingOrderProcessingStatus: 'WAREHOUSE_OUT' } });
    const after = (await list(carol.jar.cookies)).body.data!.orders;
    expect(after.find((order) => order.orderNumber === received.orderNumber)).toMatchObject({ displayStatus: 'GRADING_COMPLETE', nothingGraded: true });
    expect(after.find((order) => order.orderNumber === travelling.orderNumber)).toMatchObject({ nothingGraded: false });
  });

  test('the type filter: GRADING is every grading submission, REHOLDER only re-casing; the counts follow the filter', async () => {
    const dave = await orderer(testDb.db);
    const general = await createOrderInStatus(testDb.db, dave.member.id, 'PROCESSING', { overrides: { submitType: 'GENERAL', submittedAt: minute(1) } });
    const simple = await createOrderInStatus(testDb.db, dave.member.id, 'COMPLETE', { overrides: { submitType: 'SIMPLE', submittedAt: minute(2) } });
    const reholder = await createOrderInStatus(testDb.db, dave.member.id, 'PROCESSING', { overrides: { submitType: 'REHOLDER', submittedAt: minute(3) } });
    const reholderSaved = await createOrderInStatus(testDb.db, dave.member.id, 'SAVED', { overrides: { submitType: 'REHOLDER', submittedAt: minute(4) } });

    const grading = (await list(dave.jar.cookies, { type: 'GRADING' })).body.data!;
    expect(grading.type).toBe('GRADING');
    expect(grading.orders.map((order) => order.orderNumber)).toEqual([simple.orderNumber, general.orderNumber]);
    expect(grading.orders.map((order) => order.orderNumber)).toEqual(await numbersInDb(dave.member.id, 'all', ['GENERAL', 'SIMPLE']));
    expect(grading.counts).toEqual({ all: 2, awaitingPayment: 0, inProcess: 1, cancel: 0, refund: 0, complete: 1 });

    const recasing = (await list(dave.jar.cookies, { type: 'REHOLDER', tab: 'inProcess' })).body.data!;
    expect(recasing.orders.map((order) => [order.orderNumber, order.submitType])).toEqual([[reholder.orderNumber, 'REHOLDER']]);
    expect(recasing.counts).toEqual({ all: 2, awaitingPayment: 1, inProcess: 1, cancel: 0, refund: 0, complete: 0 });
    expect(recasing.total).toBe(1);
    expect((await list(dave.jar.cookies, { type: 'REHOLDER' })).body.data?.orders.map((order) => order.orderNumber)).toEqual([
      reholderSaved.orderNumber,
      reholder.orderNumber,
    ]);

    // Unfiltered, the counts are the dashboard's again.
    const all = (await list(dave.jar.cookies)).body.data!;
    expect(all.counts).toEqual((await callApi<{ orderCounts: unknown }>(dashboardRoute, { cookies: dave.jar.cookies })).body.data?.orderCounts);
    expect(all.total).toBe(4);
  });

  test('pages of ORDERS_PAGE_SIZE, newest first (the id breaks ties); a page past the end is empty, not an error', async () => {
    const erin = await orderer(testDb.db);
    const total = 2 * ORDERS_PAGE_SIZE + 3;
    for (let index = 0; index < total; index += 1) {
      // Pairs submitted in the same minute: the later row comes first.
      await createOrderInStatus(testDb.db, erin.member.id, index % 3 === 0 ? 'COMPLETE' : 'PROCESSING', {
        overrides: { submittedAt: minute(Math.floor(index / 2)) },
      });
    }
    const everything = await numbersInDb(erin.member.id, 'all');
    expect(everything).toHaveLength(total);
    const pages: string[] = [];
    for (const number of [1, 2, 3]) {
      const page = (await list(erin.jar.cookies, { page: String(number) })).body.data!;
      expect(page).toMatchObject({ page: number, total, pageSize: ORDERS_PAGE_SIZE });
      expect(page.orders).toHaveLength(number < 3 ? ORDERS_PAGE_SIZE : 3);
      pages.push(...page.orders.map((order) => order.orderNumber));
    }
    expect(pages).toEqual(everything);
    // Orders 20 and 21 share minute 10 (order 22 alone is newer): the later row (higher id) is listed first.
    const tied = await testDb.db.gradingOrder.findMany({
      where: { memberId: erin.member.id, submittedAt: minute(10) },
      orderBy: { id: 'desc' },
      select: { orderNumber: true },
    });
    expect(tied).toHaveLength(2);
    expect(pages.slice(1, 3)).toEqual(tied.map((row) => row.orderNumber));

    const past = await list(erin.jar.cookies, { page: '4' });
    expect(past.status).toBe(200);
    expect(past.body.data).toMatchObject({ orders: [], page: 4, total });
    const farPast = await list(erin.jar.cookies, { page: '10000' });
    expect(farPast.body.data).toMatchObject({ orders: [], page: 10_000 });
    // A tab's own pages.
    const complete = (await list(erin.jar.cookies, { tab: 'complete', page: '1' })).body.data!;
    expect(complete.total).toBe(8);
    expect(complete.orders.map((order) => order.orderNumber)).toEqual(await numbersInDb(erin.member.id, 'complete'));
  });

  test('bad queries are 400 VALIDATION naming the field; no session 401; a dormant member gets ACCOUNT_DORMANT', async () => {
    for (const [query, field] of [
      [{ tab: 'cancelled' }, 'tab'],
      [{ type: 'grading' }, 'type'],
      [{ page: '0' }, 'page'],
      [{ page: '10001' }, 'page'],
      [{ page: '1.5' }, 'page'],
      [{ page: 'x'.repeat(1_000) }, 'page'],
    ] as [Record<string, string>, string][]) {
      const result = await list(alice.jar.cookies, query);
      expect(result.status).toBe(400);
      expect(result.body.code).toBe('VALIDATION');
      expect(result.body.errors?.map((error) => [error.path, error.key])).toContainEqual([field, 'myorders:validation.wrongType']);
    }
    expect((await list({})).status).toBe(401);
    // `member` routes refuse dormant accounts (they reactivate first, on /dormancy): the same answer as every
    // other member route, and nothing about their orders.
    const dormant = await orderer(testDb.db, { mbStatus: 'DORMANCY' });
    const order = await createOrderInStatus(testDb.db, dormant.member.id, 'PROCESSING');
    const result = await list(dormant.jar.cookies);
    expect(result.status).toBe(403);
    expect(result.body.code).toBe('ACCOUNT_DORMANT');
    expect(JSON.stringify(result.body)).not.toContain(order.orderNumber);
  });

  test("staff list their own orders here, not everyone's", async () => {
    const staff = await signedInMember(testDb.db, { role: 'STAFF' });
    const page = (await list(staff.jar.cookies)).body.data!;
    expect(page.orders).toEqual([]);
    expect(page.counts.all).toBe(0);
  });
});
