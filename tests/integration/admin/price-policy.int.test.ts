/** @jest-environment node */
// The admin's price policy tool (issue #10, docs/product/pricing.md#price-policy): ADMIN only, validated amounts,
// one transaction with an AuditLog row {from, to}, a stale form refused, and "new orders only" — a submitted order
// keeps its stored quote while a draft saved before the change is charged the new prices at submit.
import policyRoute from '@/pages/api/admin/price-policy/index';
import currencyRoute from '@/pages/api/admin/price-policy/[currency]';
import draftsRoute from '@/pages/api/orders/drafts/index';
import submitRoute from '@/pages/api/orders/index';
import quoteRoute from '@/pages/api/orders/quote';
import { afterPricePolicyChange } from '@/lib/server/admin/after-price-policy-change';
import { updatePricePolicy } from '@/lib/server/admin/update-price-policy';
import { getPricePolicy } from '@/lib/server/pricing/get-price-policy';
import { PRICE_POLICIES } from '@/lib/server/seed/data/price-policy';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import type { AdminPricePolicies, AdminPricePolicy } from '@/lib/shared/admin/views';
import { MAX_PRICE_AMOUNT, type PricePolicyUpdateInput } from '@/lib/shared/schemas/admin/price-policy';
import { HOSTILE_BODIES } from '@/tests/integration/account/account-helpers';
import { type Orderer, orderBody, orderer, pokemonLine, prepareOrderDb } from '@/tests/integration/orders/order-helpers';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Cast, as, cast } from './admin-helpers';

jest.mock('@/lib/server/admin/after-price-policy-change', () => ({ afterPricePolicyChange: jest.fn(async () => undefined) }));
const hook = afterPricePolicyChange as jest.MockedFunction<typeof afterPricePolicyChange>;

let testDb: TestDb;
let people: Cast;
let alice: Orderer;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  await prepareOrderDb(testDb.db);
  people = await cast(testDb.db);
  alice = await orderer(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});
beforeEach(() => hook.mockClear());

const getAll = (cookies: Record<string, string>) => callApi<AdminPricePolicies>(policyRoute, { cookies });
const put = (currency: string, body: unknown, cookies = people.admin.jar.cookies) =>
  callApi<AdminPricePolicy>(currencyRoute, { method: 'PUT', query: { currency }, body, cookies });

/** The stored TWD policy as a PUT body, changed by `change`. */
async function twdBody(change: (body: PricePolicyUpdateInput) => void = () => undefined): Promise<PricePolicyUpdateInput> {
  const current = (await getAll(people.admin.jar.cookies)).body.data!.policies.find((row) => row.currency === 'TWD')!.policy!;
  const { currency: _currency, updatedAt, ...prices } = current;
  const body = structuredClone({ ...prices, expectedUpdatedAt: updatedAt }) as PricePolicyUpdateInput;
  change(body);
  return body;
}

const service = (body: PricePolicyUpdateInput, name: string) => body.services.find((row) => row.serviceName === name)!;
const storedRows = async () => ({
  policies: await testDb.db.costPolicy.findMany({ orderBy: { id: 'asc' } }),
  services: await testDb.db.productService.findMany({ orderBy: { id: 'asc' } }),
  categories: await testDb.db.productCardCategory.findMany({ orderBy: { id: 'asc' } }),
  delivery: await testDb.db.deliveryCost.findMany({ orderBy: { id: 'asc' } }),
});

test('GET: every currency for an ADMIN; STAFF and members 403, guests 401', async () => {
  const { status, body } = await getAll(people.admin.jar.cookies);
  expect(status).toBe(200);
  expect(body.data!.policies.map((row) => row.currency)).toEqual(['TWD', 'USD', 'KRW']);
  const twd = body.data!.policies[0]!.policy!;
  expect(twd).toMatchObject({ autoGradingSurcharge: 100, jejuSurcharge: 0, reholderDefaultPrice: PRICE_POLICIES.TWD.reholderDefaultPrice });
  expect(twd.services.map((row) => [row.serviceName, row.amount, row.businessDays])).toEqual([
    ['REG', 650, 15],
    ['EXP', 900, 5],
    ['BULK', 470, 30],
    ['REHOLDER', 250, 10],
    ['QUICK_SUBMISSION', 50, null],
  ]);
  expect(Date.parse(twd.updatedAt)).not.toBeNaN();
  expect((await getAll(people.staff.jar.cookies)).status).toBe(403);
  expect((await getAll(people.member.jar.cookies)).status).toBe(403);
  expect((await getAll({})).status).toBe(401);
});

test('STAFF and members cannot change prices (403), nothing written; the service refuses them too', async () => {
  const before = await storedRows();
  const body = await twdBody((b) => (service(b, 'REG').amount = 1));
  expect((await put('TWD', body, people.staff.jar.cookies)).status).toBe(403);
  expect((await put('TWD', body, people.member.jar.cookies)).status).toBe(403);
  expect((await put('TWD', body, {})).status).toBe(401);
  await expect(updatePricePolicy(testDb.db, as(people.staff), 'TWD', body)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  expect(await storedRows()).toEqual(before);
  expect(await testDb.db.auditLog.count({ where: { action: 'admin.pricePolicy.update' } })).toBe(0);
  expect(hook).not.toHaveBeenCalled();
});

test('invalid amounts, incomplete lists and unknown currencies are 400 naming the field; nothing written', async () => {
  const before = await storedRows();
  const cases: [string, PricePolicyUpdateInput | unknown, string][] = [
    ['TWD', await twdBody((b) => (service(b, 'REG').amount = -1)), 'services[0].amount'],
    ['TWD', await twdBody((b) => (service(b, 'REG').amount = MAX_PRICE_AMOUNT + 1)), 'services[0].amount'],
    ['TWD', await twdBody((b) => (service(b, 'EXP').amount = 12.5)), 'services[1].amount'],
    ['TWD', await twdBody((b) => Object.assign(service(b, 'EXP'), { amount: '900' })), 'services[1].amount'],
    ['TWD', await twdBody((b) => (b.autoGradingSurcharge = null as never)), 'autoGradingSurcharge'],
    ['TWD', await twdBody((b) => (service(b, 'BULK').businessDays = 0)), 'services[2].businessDays'],
    ['TWD', await twdBody((b) => b.services.pop()), 'services'],
    ['TWD', await twdBody((b) => b.deliveryCosts.push({ ...b.deliveryCosts[0]! })), 'deliveryCosts'],
    ['TWD', await twdBody((b) => (b.categories[0]!.category = 'MAGIC' as never)), 'categories[0].category'],
    ['TWD', await twdBody((b) => (b.expectedUpdatedAt = 'yesterday')), 'expectedUpdatedAt'],
    ['EUR', await twdBody(), 'currency'],
    ['twd', await twdBody(), 'currency'],
  ];
  for (const [currency, body, path] of cases) {
    const result = await put(currency, body);
    expect([currency, path, result.status]).toEqual([currency, path, 400]);
    expect(result.body.errors?.map((error) => error.path)).toContain(path);
  }
  for (const body of HOSTILE_BODIES) expect((await put('TWD', body)).status).toBe(400);
  expect(await storedRows()).toEqual(before);
});

test('an ADMIN changes TWD: every row stored, one audit row with from / to, the hook after the commit', async () => {
  const body = await twdBody((b) => {
    service(b, 'REG').amount = 700;
    service(b, 'EXP').businessDays = 4;
    b.autoGradingSurcharge = 120;
    b.categories.find((row) => row.category === 'SPORTS')!.amount = 30;
    b.deliveryCosts.find((row) => row.shippingMethod === 'SELF_SHIPPING')!.amount = 160;
  });
  // The hook runs after the commit: the new prices are already what everyone reads (its errors are only logged,
  // so what it saw is checked afterwards).
  let seenByHook: number | undefined;
  hook.mockImplementationOnce(async () => {
    seenByHook = (await getPricePolicy(testDb.db, 'TWD'))!.services.find((row) => row.serviceName === 'REG')!.amount;
  });
  const usdBefore = await getPricePolicy(testDb.db, 'USD');
  const { status, body: answer } = await put('TWD', body);
  expect(status).toBe(200);
  expect(hook.mock.calls).toEqual([['TWD']]);
  expect(seenByHook).toBe(700);
  expect(answer.data).toMatchObject({ currency: 'TWD', autoGradingSurcharge: 120 });
  expect(answer.data!.updatedAt).not.toBe(body.expectedUpdatedAt);

  const stored = (await getPricePolicy(testDb.db, 'TWD'))!;
  expect(stored.autoGradingSurcharge).toBe(120);
  expect(stored.services.find((row) => row.serviceName === 'REG')).toEqual({ serviceName: 'REG', amount: 700, businessDays: 15 });
  expect(stored.services.find((row) => row.serviceName === 'EXP')).toEqual({ serviceName: 'EXP', amount: 900, businessDays: 4 });
  expect(stored.categories.find((row) => row.category === 'SPORTS')!.amount).toBe(30);
  expect(stored.deliveryCosts.find((row) => row.shippingMethod === 'SELF_SHIPPING')!.amount).toBe(160);
  expect(await getPricePolicy(testDb.db, 'USD')).toEqual(usdBefore);

  const audits = await testDb.db.auditLog.findMany({ where: { action: 'admin.pricePolicy.update' } });
  expect(audits).toHaveLength(1);
  expect(audits[0]).toMatchObject({ actorId: people.admin.member.id, entity: 'CostPolicy', entityId: 'TWD' });
  const data = audits[0]!.data as {
    from: { autoGradingSurcharge: number; services: { amount: number }[] };
    to: { autoGradingSurcharge: number; services: { amount: number }[] };
  };
  expect([data.from.autoGradingSurcharge, data.to.autoGradingSurcharge]).toEqual([100, 120]);
  expect([data.from.services[0]!.amount, data.to.services[0]!.amount]).toEqual([650, 700]);

  // The same prices again: nothing written, no audit row, no hook.
  hook.mockClear();
  const again = await put('TWD', await twdBody());
  expect(again.status).toBe(200);
  expect(again.body.data!.updatedAt).toBe(answer.data!.updatedAt);
  expect(await testDb.db.auditLog.count({ where: { action: 'admin.pricePolicy.update' } })).toBe(1);
  expect(hook).not.toHaveBeenCalled();
});

test('a failing hook is logged; the saved prices stay', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  hook.mockRejectedValueOnce(new Error('revalidation down'));
  const result = await put('TWD', await twdBody((b) => (service(b, 'QUICK_SUBMISSION').amount = 55)));
  expect(result.status).toBe(200);
  expect((await getPricePolicy(testDb.db, 'TWD'))!.services.find((row) => row.serviceName === 'QUICK_SUBMISSION')!.amount).toBe(55);
  expect(error).toHaveBeenCalledWith(expect.stringContaining('afterPricePolicyChange(TWD)'), expect.any(Error));
  error.mockRestore();
});

test('a form loaded before another admin saved is refused with the fresh policy (409); nothing overwritten', async () => {
  const stale = await twdBody((b) => (service(b, 'BULK').amount = 480));
  const other = await twdBody((b) => (service(b, 'BULK').amount = 490));
  expect((await put('TWD', other)).status).toBe(200);
  const audits = await testDb.db.auditLog.count({ where: { action: 'admin.pricePolicy.update' } });
  const refused = await put('TWD', stale);
  expect(refused.status).toBe(409);
  expect(refused.body.code).toBe('CONFLICT');
  expect((refused.body.data as AdminPricePolicy).services.find((row) => row.serviceName === 'BULK')!.amount).toBe(490);
  expect((await getPricePolicy(testDb.db, 'TWD'))!.services.find((row) => row.serviceName === 'BULK')!.amount).toBe(490);
  expect(await testDb.db.auditLog.count({ where: { action: 'admin.pricePolicy.update' } })).toBe(audits);
  // Without expectedUpdatedAt (an API client), the last save wins.
  expect((await put('TWD', { ...stale, expectedUpdatedAt: null })).status).toBe(200);
});

test('new orders only: a submitted order keeps its quote, a draft saved before the change is charged the new price at submit', async () => {
  const reg = async (amount: number) => {
    const body = await twdBody((b) => (service(b, 'REG').amount = amount));
    expect((await put('TWD', body)).status).toBe(200);
  };
  await reg(650);
  // Alice (GOLD, 10 % off the service): 2 Pokémon cards, REG, self shipping (TWD 150 + the delivery set above: 160).
  const submitted = await callApi<{ orderNumber: string; totalAmount: number }>(submitRoute, {
    method: 'POST',
    body: await orderBody(testDb.db, alice),
    cookies: alice.jar.cookies,
  });
  expect(submitted.status).toBe(201);
  const delivery = (await getPricePolicy(testDb.db, 'TWD'))!.deliveryCosts.find((row) => row.shippingMethod === 'SELF_SHIPPING')!.amount;
  expect(submitted.body.data!.totalAmount).toBe(2 * 585 + delivery);
  const draft = await callApi<{ id: number }>(draftsRoute, {
    method: 'POST',
    body: { submitType: 'GENERAL', orderType: 'REG', currency: 'TWD', lines: [pokemonLine()] },
    cookies: alice.jar.cookies,
  });
  const draftId = draft.body.data!.id;
  expect((await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: draftId } })).totalPrice).toBe(2 * 585);
  const savedBefore = await testDb.db.gradingOrder.findUniqueOrThrow({
    where: { orderNumber: submitted.body.data!.orderNumber },
    include: { gradingOrderItems: true },
  });

  await reg(1000); // 10 % off: 900 a card

  // The SAVED order keeps every stored amount (payments charge order.totalAmount).
  const savedAfter = await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: savedBefore.id }, include: { gradingOrderItems: true } });
  expect(savedAfter).toEqual(savedBefore);
  // The draft is priced again when it is submitted.
  const fromDraft = await callApi<{ orderNumber: string; totalPrice: number; totalAmount: number }>(submitRoute, {
    method: 'POST',
    body: await orderBody(testDb.db, alice, { draftId }),
    cookies: alice.jar.cookies,
  });
  expect(fromDraft.status).toBe(201);
  expect(fromDraft.body.data).toMatchObject({ totalPrice: 2 * 900, totalAmount: 2 * 900 + delivery });
  const stored = await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: draftId }, include: { gradingOrderItems: true } });
  expect(stored).toMatchObject({ gradingOrderStatus: 'SAVED', totalPrice: 2 * 900 });
  expect(stored.gradingOrderItems.map((item) => item.price)).toEqual([900]);
  // And a fresh quote shows the new price.
  const quote = await callApi<{ quote: { totalPrice: number } }>(quoteRoute, {
    method: 'POST',
    body: {
      submitType: 'GENERAL',
      orderType: 'REG',
      currency: 'TWD',
      shippingMethod: 'SELF_SHIPPING',
      shippingAddressId: alice.addressId,
      lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: 2 }],
    },
    cookies: alice.jar.cookies,
  });
  expect(quote.body.data!.quote.totalPrice).toBe(2 * 900);
});

test('saving a currency that has no policy yet creates it', async () => {
  const usd = await testDb.db.costPolicy.findUniqueOrThrow({ where: { currency: 'USD' } });
  await testDb.db.costPolicy.delete({ where: { id: usd.id } });
  const listed = (await getAll(people.admin.jar.cookies)).body.data!.policies.find((row) => row.currency === 'USD');
  expect(listed!.policy).toBeNull();
  const body = await twdBody((b) => (b.expectedUpdatedAt = null));
  expect((await put('USD', body)).status).toBe(200);
  const created = (await getPricePolicy(testDb.db, 'USD'))!;
  expect(created.services).toHaveLength(5);
  expect(created.deliveryCosts).toHaveLength(4);
  const audit = await testDb.db.auditLog.findFirstOrThrow({ where: { action: 'admin.pricePolicy.update', entityId: 'USD' } });
  expect((audit.data as { from: unknown }).from).toBeNull();
});
