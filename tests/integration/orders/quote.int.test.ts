/** @jest-environment node */
// POST /api/orders/quote: the live statement equals quoteOrder for the member's discount
// (docs/product/pricing.md#order-statement).
import quoteRoute from '@/pages/api/orders/quote';
import { quoteForMember } from '@/lib/server/orders/quote-for-member';
import { quoteOrder } from '@/lib/shared/orders/quote';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { PRICE_POLICIES } from '@/lib/server/seed/data/price-policy';
import { HOSTILE_BODIES } from '@/tests/integration/account/account-helpers';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Orderer, orderer, prepareOrderDb } from './order-helpers';

type Priced = {
  currency: string;
  discountRate: number;
  discountAmount: number;
  jeju: boolean;
  quote: ReturnType<typeof quoteOrder>;
  deliveryCosts: { shippingMethod: string; amount: number }[];
};

let testDb: TestDb;
let gold: Orderer;
let plain: Orderer;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  await prepareOrderDb(testDb.db);
  gold = await orderer(testDb.db);
  plain = await orderer(testDb.db, { membershipId: null }, { address: '제주특별자치도 서귀포시 중앙로 1' });
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const quote = (who: Orderer | null, body: unknown) => callApi<Priced>(quoteRoute, { method: 'POST', body, cookies: who?.jar.cookies ?? {} });

const lines = [
  { cardCategory: 'POKEMON', isAuto: false, quantity: 3 },
  { cardCategory: 'SPORTS', isAuto: true, quantity: 2 },
] as const;

test.each([
  ['GENERAL', 'REG', 'TWD', 'SELF_SHIPPING'],
  ['GENERAL', 'EXP', 'USD', 'QUICK'],
  ['GENERAL', 'BULK', 'KRW', 'BRG_SHIPPING'],
  ['SIMPLE', 'REG', 'TWD', null],
  ['REHOLDER', 'REG', 'KRW', 'VISIT'],
] as const)('%s %s %s %s equals quoteOrder with the member discount', async (submitType, orderType, currency, shippingMethod) => {
  const result = await quote(gold, { submitType, orderType, currency, shippingMethod, lines });
  expect(result.status).toBe(200);
  const expected = quoteOrder({ policy: PRICE_POLICIES[currency], submitType, orderType, lines: [...lines], shippingMethod, discountRate: 10 });
  expect(result.body.data!.quote).toEqual(expected);
  const undiscounted = quoteOrder({ policy: PRICE_POLICIES[currency], submitType, orderType, lines: [...lines], shippingMethod, discountRate: 0 });
  expect(result.body.data).toMatchObject({ currency, discountRate: 10, discountAmount: undiscounted.totalPrice - expected.totalPrice, jeju: false });
  expect(result.body.data!.deliveryCosts).toEqual(PRICE_POLICIES[currency].deliveryCosts);
});

test('prices, totals and discounts sent by the browser are never read: they are refused, naming each (issue #24)', async () => {
  const honest = await quote(plain, { submitType: 'GENERAL', currency: 'TWD', lines });
  const tampered = await quote(plain, {
    submitType: 'GENERAL',
    currency: 'TWD',
    discountRate: 100,
    totalAmount: 1,
    lines: lines.map((line) => ({ ...line, price: 0, amount: 0, unitPrice: 1 })),
  });
  expect(tampered.status).toBe(400);
  expect(tampered.body.errors?.map((error) => error.path)).toEqual([
    'discountRate',
    'totalAmount',
    'lines[0].price',
    'lines[0].amount',
    'lines[0].unitPrice',
    'lines[1].price',
    'lines[1].amount',
    'lines[1].unitPrice',
  ]);
  expect(honest.body.data).toMatchObject({ discountRate: 0, discountAmount: 0 });
  expect(honest.body.data!.quote.totalPrice).toBe(650 * 3 + 750 * 2);
});

test("the Jeju surcharge comes from the member's own KRW address; another member's address is 404", async () => {
  const address = await testDb.db.shippingAddress.findFirstOrThrow({ where: { memberId: plain.member.id } });
  const jeju = await quote(plain, { submitType: 'GENERAL', currency: 'KRW', shippingMethod: 'BRG_SHIPPING', shippingAddressId: address.id, lines });
  expect(jeju.body.data).toMatchObject({ jeju: true, quote: { deliveryCost: 11000 } });
  expect(jeju.body.data!.deliveryCosts.find((cost) => cost.shippingMethod === 'SELF_SHIPPING')!.amount).toBe(9000);
  const twd = await quote(plain, { submitType: 'GENERAL', currency: 'TWD', shippingMethod: 'BRG_SHIPPING', shippingAddressId: address.id, lines });
  expect(twd.body.data).toMatchObject({ jeju: false, quote: { deliveryCost: 250 } });
  expect((await quote(gold, { submitType: 'GENERAL', currency: 'KRW', shippingAddressId: address.id, lines })).status).toBe(404);
});

test("the member's standing is refused before another member's address is looked at (the reads run together)", async () => {
  const address = await testDb.db.shippingAddress.findFirstOrThrow({ where: { memberId: plain.member.id } });
  const withdrawn = await orderer(testDb.db);
  // Withdrawn after signing in: the service's own check of the member answers, not the 404 of the address.
  await testDb.db.member.update({ where: { id: withdrawn.member.id }, data: { mbStatus: 'WITHDRAWN' } });
  const session = { memberId: withdrawn.member.id, role: 'MEMBER' } as Parameters<typeof quoteForMember>[1];
  const body = {
    submitType: 'GENERAL',
    orderType: 'REG',
    currency: 'KRW',
    shippingMethod: 'BRG_SHIPPING',
    shippingAddressId: address.id,
    lines: [...lines],
  } as Parameters<typeof quoteForMember>[2];
  await expect(quoteForMember(testDb.db, session, body)).rejects.toMatchObject({ status: 401 });
});

test('an empty or incomplete cart still gets a statement', async () => {
  const result = await quote(gold, { submitType: 'GENERAL', lines: [{ cardCategory: 'POKEMON', isAuto: null, quantity: 0 }] });
  expect(result.status).toBe(200);
  expect(result.body.data).toMatchObject({ currency: 'KRW', quote: { totalAmount: 0, totalQt: 0 } });
});

test('bad and hostile input is 400 with a key; no login is 401', async () => {
  const bodies: unknown[] = [
    ...HOSTILE_BODIES,
    {},
    { submitType: 'GENERAL', currency: 'EUR' },
    { submitType: 'GENERAL', currency: "KRW'; DROP TABLE x;--" },
    { submitType: '<script>', lines: [] },
    { submitType: 'GENERAL', lines: [{ cardCategory: 'POKEMON', quantity: 1001 }] },
    { submitType: 'GENERAL', lines: [{ cardCategory: 'POKEMON', quantity: '1' }] },
    { submitType: 'GENERAL', lines: Array.from({ length: 1001 }, () => ({ cardCategory: 'POKEMON', quantity: 1 })) },
    { submitType: 'GENERAL', lines: 'x'.repeat(10_240) },
    { submitType: 'GENERAL', shippingAddressId: 'x'.repeat(10_240) },
  ];
  for (const body of bodies) {
    const result = await quote(gold, body);
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION');
  }
  expect((await quote(null, { submitType: 'GENERAL', lines })).status).toBe(401);
  expect((await callApi(quoteRoute, { method: 'GET', cookies: gold.jar.cookies })).status).toBe(405);
});
