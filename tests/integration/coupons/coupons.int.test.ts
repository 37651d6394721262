/** @jest-environment node */
// Coupons (docs/product/payments.md#coupons, docs/decisions/0039-coupons.md): ADMIN creates and changes them; a member
// applies a code to their unpaid order and the server prices it into the stored quote, which the gateway then charges;
// every refusal has its own answer; the limits hold when two applies race; removing, changing the order, cancelling it
// or letting its virtual account expire gives the use back; unknown codes typed at speed get a 429.
import couponRoute from '@/pages/api/orders/[orderNumber]/coupon';
import startRoute from '@/pages/api/orders/[orderNumber]/payments';
import cancelRoute from '@/pages/api/orders/[orderNumber]/cancel';
import couponsRoute from '@/pages/api/admin/coupons/index';
import couponIdRoute from '@/pages/api/admin/coupons/[id]';
import { getServerSideProps as couponsPage } from '@/pages/admin/coupons';
import type { Coupon, GradingOrder } from '@/lib/server/db/generated/client';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import type { AdminCoupon, OrderCoupon } from '@/lib/shared/coupons/views';
import { couponInput } from '@/tests/factories/coupon';
import { createOrder } from '@/tests/factories/order';
import { callApi } from '@/tests/helpers/api';
import { pageContext } from '@/tests/helpers/page-context';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { together } from '@/tests/helpers/together';
import { type SignedIn, signedInMember } from '../account/account-helpers';
import { expireVirtualAccounts } from '@/lib/server/jobs/expire-virtual-accounts';
import { handlePaymentCallback } from '@/lib/server/payments/handle-callback';
import { TEST_SECRET, gatewayEvent, signed } from '../payments/payment-helpers';

let testDb: TestDb;
let admin: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  process.env.PAYMENT_SANDBOX_SECRET = TEST_SECRET;
  testDb = await createTestDb();
  resetLimitersForTests();
  admin = await signedInMember(testDb.db, { role: 'ADMIN' });
  staff = await signedInMember(testDb.db, { role: 'STAFF' });
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

let sequence = 0;
const DAY = 86_400_000;
function couponBody(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return couponInput({ code: `TEST${String(sequence).padStart(4, '0')}`, ...overrides });
}

async function newCoupon(overrides: Record<string, unknown> = {}): Promise<AdminCoupon> {
  const result = await callApi<AdminCoupon>(couponsRoute, { method: 'POST', body: couponBody(overrides), cookies: admin.jar.cookies });
  expect(result.status).toBe(201);
  return result.body.data!;
}

const member = () => signedInMember(testDb.db);
const apply = (who: SignedIn, orderNumber: string, code: unknown) =>
  callApi<OrderCoupon>(couponRoute, { method: 'POST', query: { orderNumber }, body: { code }, cookies: who.jar.cookies });
const startPayment = (who: SignedIn, orderNumber: string) =>
  callApi(startRoute, { method: 'POST', query: { orderNumber }, body: { method: 'CREDIT_CARD' }, cookies: who.jar.cookies });
const remove = (who: SignedIn, orderNumber: string) =>
  callApi<OrderCoupon>(couponRoute, { method: 'DELETE', query: { orderNumber }, cookies: who.jar.cookies });
const orderOf = (who: SignedIn, overrides = {}) => createOrder(testDb.db, who.member.id, { overrides });
const reload = (order: Pick<GradingOrder, 'id'>) => testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: order.id } });
const couponRow = (id: number): Promise<Coupon> => testDb.db.coupon.findUniqueOrThrow({ where: { id } });

describe('the back office', () => {
  test('ADMIN creates a coupon (201, audited); STAFF and members are refused; unknown fields and a taken code are refused', async () => {
    const body = couponBody({ code: 'welcome10', kind: 'PERCENT', value: 10 });
    expect((await callApi(couponsRoute, { method: 'POST', body, cookies: staff.jar.cookies })).status).toBe(403);
    const created = await callApi<AdminCoupon>(couponsRoute, { method: 'POST', body, cookies: admin.jar.cookies });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ code: 'WELCOME10', kind: 'PERCENT', value: 10, usedCount: 0, active: true, maxUses: null });
    expect(await testDb.db.auditLog.count({ where: { action: 'coupon.created', entity: 'Coupon', entityId: String(created.body.data!.id) } })).toBe(1);
    const again = await callApi(couponsRoute, { method: 'POST', body, cookies: admin.jar.cookies });
    expect([again.status, again.body.code]).toEqual([409, 'CONFLICT']);
    expect((again.body as { key?: string }).key).toBe('coupons:errors.codeTaken');
    const unknown = await callApi(couponsRoute, { method: 'POST', body: { ...couponBody(), usedCount: 5 }, cookies: admin.jar.cookies });
    expect(unknown.status).toBe(400);
    const list = await callApi<AdminCoupon[]>(couponsRoute, { method: 'GET', cookies: admin.jar.cookies });
    expect(list.body.data!.map((coupon) => coupon.code)).toContain('WELCOME10');
    expect((await callApi(couponsRoute, { method: 'GET', cookies: staff.jar.cookies })).status).toBe(403);
  });

  test('the page /admin/coupons: rendered with the coupons for an ADMIN; STAFF and members get the not-found page', async () => {
    const coupon = await newCoupon();
    const page = (await couponsPage(pageContext('/admin/coupons', admin.jar.cookies).context)) as { props?: { initial: AdminCoupon[] } };
    expect(page.props?.initial.map((row) => row.code)).toContain(coupon.code);
    for (const who of [staff, await member()]) expect(await couponsPage(pageContext('/admin/coupons', who.jar.cookies).context)).toEqual({ notFound: true });
  });

  test('a used coupon keeps its terms; its limits, dates and switch change; the total limit never goes below the uses', async () => {
    const coupon = await newCoupon({ maxUses: 5 });
    const buyer = await member();
    expect((await apply(buyer, (await orderOf(buyer)).orderNumber, coupon.code)).status).toBe(200);
    const patch = (body: Record<string, unknown>) =>
      callApi<AdminCoupon>(couponIdRoute, {
        method: 'PATCH',
        query: { id: String(coupon.id) },
        body: { ...couponBody(), code: coupon.code, maxUses: 5, ...body },
        cookies: admin.jar.cookies,
      });
    const terms = await patch({ value: 200 });
    expect([terms.status, (terms.body as { key?: string }).key]).toEqual([409, 'coupons:errors.termsLocked']);
    const second = await member();
    expect((await apply(second, (await orderOf(second)).orderNumber, coupon.code)).status).toBe(200);
    const below = await patch({ maxUses: 1 });
    expect([below.status, (below.body as { key?: string }).key]).toEqual([409, 'coupons:errors.maxUsesBelowUsed']);
    expect((await patch({ maxUses: 2 })).status).toBe(200);
    expect((await patch({ maxUses: 2, active: false })).body.data).toMatchObject({ active: false, usedCount: 2, maxUses: 2 });
    const missing = await callApi(couponIdRoute, { method: 'PATCH', query: { id: '999999' }, body: couponBody(), cookies: admin.jar.cookies });
    expect(missing.status).toBe(404);
    expect(await testDb.db.auditLog.count({ where: { action: 'coupon.updated', entityId: String(coupon.id) } })).toBe(2);
  });
});

describe('applying a code', () => {
  test('the server prices it into the stored quote; the payment charges the discounted amount; audited', async () => {
    const coupon = await newCoupon({ value: 150 });
    const buyer = await member();
    const order = await orderOf(buyer);
    // An open gateway page of the old amount can no longer be paid.
    const first = await startPayment(buyer, order.orderNumber);
    expect(first.status).toBe(201);
    const result = await apply(buyer, order.orderNumber, coupon.code.toLowerCase());
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({
      orderNumber: order.orderNumber,
      code: coupon.code,
      currency: 'TWD',
      totalPrice: order.totalPrice,
      deliveryCost: order.deliveryCost,
      discountAmount: 150,
      totalAmount: order.totalAmount - 150,
    });
    const after = await reload(order);
    expect(after).toMatchObject({ discountAmount: 150, totalAmount: order.totalAmount - 150, couponIds: [coupon.id] });
    expect((await couponRow(coupon.id)).usedCount).toBe(1);
    expect(await testDb.db.couponRedemption.findUniqueOrThrow({ where: { gradingOrderId: order.id } })).toMatchObject({
      couponId: coupon.id,
      memberId: buyer.member.id,
      amount: 150,
      status: 'APPLIED',
    });
    expect(await testDb.db.auditLog.count({ where: { action: 'coupon.applied', entityId: order.orderNumber } })).toBe(1);

    const started = await startPayment(buyer, order.orderNumber);
    expect(started.status).toBe(201);
    const payments = await testDb.db.payment.findMany({ where: { gradingOrderId: order.id }, orderBy: { id: 'asc' } });
    expect(payments.map((payment) => [payment.status, payment.amount])).toEqual([
      ['CANCELLED', order.totalAmount],
      ['READY', order.totalAmount - 150],
    ]);
  });

  test('a percentage is of the grading fees only, rounded down', async () => {
    const coupon = await newCoupon({ kind: 'PERCENT', value: 15 });
    const buyer = await member();
    const order = await orderOf(buyer);
    const result = await apply(buyer, order.orderNumber, coupon.code);
    expect(result.body.data!.discountAmount).toBe(Math.floor((order.totalPrice * 15) / 100));
  });

  test.each([
    ['an unknown code', async (): Promise<string> => 'NOSUCHCODE', 404, 'notFound'],
    ['an inactive coupon (as unknown)', async (): Promise<string> => (await newCoupon({ active: false })).code, 404, 'notFound'],
    ['not started', async (): Promise<string> => (await newCoupon({ startsAt: new Date(Date.now() + DAY).toISOString() })).code, 409, 'notStarted'],
    [
      'expired',
      async (): Promise<string> => {
        const coupon = await newCoupon();
        await testDb.db.coupon.update({ where: { id: coupon.id }, data: { startsAt: new Date(Date.now() - 3 * DAY), endsAt: new Date(Date.now() - DAY) } });
        return coupon.code;
      },
      409,
      'expired',
    ],
    ['another currency', async (): Promise<string> => (await newCoupon({ currency: 'KRW', value: 5000 })).code, 409, 'wrongCurrency'],
    ['another order type', async (): Promise<string> => (await newCoupon({ orderTypes: ['EXP', 'BULK'] })).code, 409, 'wrongOrderType'],
    ['below the minimum order', async (): Promise<string> => (await newCoupon({ minOrderAmount: 99_999_999 })).code, 409, 'belowMinimum'],
    [
      'used up',
      async (): Promise<string> => {
        const coupon = await newCoupon({ maxUses: 1 });
        const other = await member();
        expect((await apply(other, (await orderOf(other)).orderNumber, coupon.code)).status).toBe(200);
        return coupon.code;
      },
      409,
      'usedUp',
    ],
    ['a malformed code', async (): Promise<string> => 'no', 400, null],
  ] as [string, () => Promise<string>, number, string | null][])('refused: %s — its own answer, nothing written', async (_name, codeOf, status, reason) => {
    const code = await codeOf();
    const buyer = await member();
    const order = await orderOf(buyer);
    const result = await apply(buyer, order.orderNumber, code);
    expect(result.status).toBe(status);
    if (reason) expect((result.body as { key?: string }).key).toBe(`coupons:errors.${reason}`);
    expect(await reload(order)).toMatchObject({ discountAmount: 0, totalAmount: order.totalAmount, couponIds: [] });
    expect(await testDb.db.couponRedemption.count({ where: { gradingOrderId: order.id } })).toBe(0);
  });

  test("per-member limit; already has a coupon; a paid order; another member's order", async () => {
    const coupon = await newCoupon({ maxUsesPerMember: 1 });
    const buyer = await member();
    const first = await orderOf(buyer);
    expect((await apply(buyer, first.orderNumber, coupon.code)).status).toBe(200);
    const again = await apply(buyer, first.orderNumber, (await newCoupon()).code);
    expect((again.body as { key?: string }).key).toBe('coupons:errors.alreadyApplied');
    const second = await orderOf(buyer);
    const limit = await apply(buyer, second.orderNumber, coupon.code);
    expect([limit.status, (limit.body as { key?: string }).key]).toEqual([409, 'coupons:errors.perMemberLimit']);
    const paid = await orderOf(buyer, { gradingOrderStatus: 'PROCESSING', paidAt: new Date() });
    expect((await apply(buyer, paid.orderNumber, (await newCoupon()).code)).body).toMatchObject({ code: 'CONFLICT', key: 'coupons:errors.orderNotPayable' });
    const stranger = await member();
    const theirs = await apply(stranger, second.orderNumber, (await newCoupon()).code);
    expect([theirs.status, (theirs.body as { key?: string }).key]).toEqual([404, 'coupons:errors.orderNotFound']);
    expect((await apply(stranger, 'G000000000000', 'ABCD1234')).status).toBe(404);
    const guest = await callApi(couponRoute, { method: 'POST', query: { orderNumber: second.orderNumber }, body: { code: coupon.code } });
    expect(guest.status).toBe(401);
  });
});

describe('two at once', () => {
  test('the last use, applied by two members at once: one wins, usedCount stays at the limit', async () => {
    const coupon = await newCoupon({ maxUses: 1 });
    const [a, b] = [await member(), await member()];
    const [orderA, orderB] = [await orderOf(a), await orderOf(b)];
    const results = await together(testDb, [() => apply(a, orderA.orderNumber, coupon.code), () => apply(b, orderB.orderNumber, coupon.code)]);
    const statuses = results.map((result) => (result.status === 'fulfilled' ? result.value.status : 500)).sort();
    expect(statuses).toEqual([200, 409]);
    expect((await couponRow(coupon.id)).usedCount).toBe(1);
    expect(await testDb.db.couponRedemption.count({ where: { couponId: coupon.id, status: 'APPLIED' } })).toBe(1);
  });

  test('one member in two tabs, two orders, a once-per-member coupon: one wins', async () => {
    const coupon = await newCoupon({ maxUsesPerMember: 1 });
    const buyer = await member();
    const [one, two] = [await orderOf(buyer), await orderOf(buyer)];
    const results = await Promise.all([apply(buyer, one.orderNumber, coupon.code), apply(buyer, two.orderNumber, coupon.code)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect((await couponRow(coupon.id)).usedCount).toBe(1);
  });

  test('one order in two tabs: one coupon, the other told it already has one', async () => {
    const [c1, c2] = [await newCoupon(), await newCoupon({ value: 50 })];
    const buyer = await member();
    const order = await orderOf(buyer);
    const results = await Promise.all([apply(buyer, order.orderNumber, c1.code), apply(buyer, order.orderNumber, c2.code)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const after = await reload(order);
    expect(after.couponIds).toHaveLength(1);
    expect(after.totalAmount).toBe(order.totalAmount - after.discountAmount);
    expect((await couponRow(c1.id)).usedCount + (await couponRow(c2.id)).usedCount).toBe(1);
  });
});

describe('giving the use back', () => {
  test('removing: the order priced back, the use RETURNED, usedCount down; applying again reuses the row', async () => {
    const coupon = await newCoupon({ maxUses: 1 });
    const buyer = await member();
    const order = await orderOf(buyer);
    await apply(buyer, order.orderNumber, coupon.code);
    const removed = await remove(buyer, order.orderNumber);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ code: null, discountAmount: 0, totalAmount: order.totalAmount });
    expect(await reload(order)).toMatchObject({ discountAmount: 0, totalAmount: order.totalAmount, couponIds: [] });
    expect((await couponRow(coupon.id)).usedCount).toBe(0);
    expect(await testDb.db.auditLog.count({ where: { action: 'coupon.removed', entityId: order.orderNumber } })).toBe(1);
    expect((await remove(buyer, order.orderNumber)).body).toMatchObject({ key: 'coupons:errors.noCoupon' });
    expect((await apply(buyer, order.orderNumber, coupon.code)).status).toBe(200);
    expect(await testDb.db.couponRedemption.count({ where: { gradingOrderId: order.id } })).toBe(1);
    expect((await couponRow(coupon.id)).usedCount).toBe(1);
  });

  test('cancelling the unpaid order returns the use in the same transaction', async () => {
    const coupon = await newCoupon({ maxUses: 1 });
    const buyer = await member();
    const order = await orderOf(buyer);
    await apply(buyer, order.orderNumber, coupon.code);
    const cancelled = await callApi(cancelRoute, {
      method: 'POST',
      query: { orderNumber: order.orderNumber },
      body: { expectedStatus: 'SAVED', expectedProcessingStatus: 'NOT_PROCESSING', refundAccount: null },
      cookies: buyer.jar.cookies,
    });
    expect(cancelled.status).toBe(200);
    expect((await reload(order)).gradingOrderStatus).toBe('CANCELLED');
    expect(await testDb.db.couponRedemption.findUniqueOrThrow({ where: { gradingOrderId: order.id } })).toMatchObject({ status: 'RETURNED' });
    expect((await couponRow(coupon.id)).usedCount).toBe(0);
    expect(await testDb.db.auditLog.count({ where: { action: 'coupon.returned', entityId: order.orderNumber } })).toBe(1);
    // The use is free again for another member.
    const other = await member();
    expect((await apply(other, (await orderOf(other)).orderNumber, coupon.code)).status).toBe(200);
  });

  test('a virtual account left unpaid past its deadline: the order expires and the use comes back in the sweep’s transaction', async () => {
    const coupon = await newCoupon({ maxUses: 1 });
    const buyer = await member();
    const order = await orderOf(buyer);
    expect((await apply(buyer, order.orderNumber, coupon.code)).status).toBe(200);
    const started = await callApi(startRoute, {
      method: 'POST',
      query: { orderNumber: order.orderNumber },
      body: { method: 'VIRTUAL_ACCOUNT' },
      cookies: buyer.jar.cookies,
    });
    expect(started.status).toBe(201);
    const payment = await testDb.db.payment.findFirstOrThrow({ where: { gradingOrderId: order.id, status: 'READY' } });
    // The account is issued for the discounted amount, with a deadline already past.
    expect(payment.amount).toBe((await reload(order)).totalAmount);
    const { rawBody, headers } = signed(gatewayEvent(payment, 'virtual_account.issued', { vaDeadline: new Date(Date.now() - 60_000) }));
    expect((await handlePaymentCallback(testDb.db, 'sandbox', rawBody, headers)).result).toBe('processed');

    await expireVirtualAccounts(testDb.db, new Date());
    expect((await reload(order)).gradingOrderStatus).toBe('DEADLINE_EXPIRED');
    expect(await testDb.db.couponRedemption.findUniqueOrThrow({ where: { gradingOrderId: order.id } })).toMatchObject({ status: 'RETURNED' });
    expect((await couponRow(coupon.id)).usedCount).toBe(0);
    const returned = await testDb.db.auditLog.findFirstOrThrow({ where: { action: 'coupon.returned', entityId: order.orderNumber } });
    expect(returned.actorId).toBeNull();
    const other = await member();
    expect((await apply(other, (await orderOf(other)).orderNumber, coupon.code)).status).toBe(200);
  });
});

test('unknown codes typed at speed: the eleventh try in fifteen minutes is a 429 with the envelope, even with a right code', async () => {
  const coupon = await newCoupon();
  const guesser = await member();
  const order = await orderOf(guesser);
  for (let attempt = 0; attempt < 10; attempt += 1) expect((await apply(guesser, order.orderNumber, `GUESS${attempt}X`)).status).toBe(404);
  const blocked = await apply(guesser, order.orderNumber, coupon.code);
  expect(blocked.status).toBe(429);
  expect(blocked.body).toMatchObject({ code: 'RATE_LIMITED' });
  expect(blocked.headers['retry-after']).toBeDefined();
  expect((await reload(order)).discountAmount).toBe(0);
});
