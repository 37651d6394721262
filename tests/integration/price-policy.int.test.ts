/** @jest-environment node */
import { createMocks, type RequestMethod } from 'node-mocks-http';
import type { NextApiRequest, NextApiResponse } from 'next';
import handler from '@/pages/api/price-policy';
import { getPricePolicy } from '@/lib/server/pricing/get-price-policy';
import { PRICE_POLICIES } from '@/lib/server/seed/data/price-policy';
import { seedPricePolicy } from '@/lib/server/seed/seed-price-policy';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

async function call(query: Record<string, unknown>, method: RequestMethod = 'GET') {
  const { req, res } = createMocks<NextApiRequest, NextApiResponse>({ method, query: query as NextApiRequest['query'] });
  await handler(req, res);
  return {
    status: res._getStatusCode(),
    json: res._getJSONData() as { code: string; data?: unknown; errors?: { path: string; key: string; message: string }[] },
  };
}

describe('before seeding', () => {
  test('the service finds no policy and the API answers 404', async () => {
    expect(await getPricePolicy(testDb.db, 'TWD')).toBeNull();
    const { status, json } = await call({ currency: 'TWD' });
    expect(status).toBe(404);
    expect(json.code).toBe('NOT_FOUND');
  });
});

describe('with the published policy', () => {
  beforeAll(async () => {
    await seedPricePolicy(testDb.db);
  });

  test.each(['TWD', 'USD', 'KRW'] as const)('GET ?currency=%s returns the seeded %s policy', async (currency) => {
    const { status, json } = await call({ currency });
    expect(status).toBe(200);
    expect(json.code).toBe('OK');
    const expected = PRICE_POLICIES[currency];
    const data = json.data as typeof expected;
    expect(data.currency).toBe(currency);
    expect(data.autoGradingSurcharge).toBe(expected.autoGradingSurcharge);
    expect(data.jejuSurcharge).toBe(expected.jejuSurcharge);
    expect(data.reholderDefaultPrice).toBe(expected.reholderDefaultPrice);
    expect(data.services).toEqual(expected.services);
    expect(data.categories).toEqual(expected.categories);
    expect(data.deliveryCosts).toEqual(expected.deliveryCosts);
  });

  test('the published numbers (docs/product/pricing.md#published-prices)', async () => {
    const twd = await getPricePolicy(testDb.db, 'TWD');
    const usd = await getPricePolicy(testDb.db, 'USD');
    const krw = await getPricePolicy(testDb.db, 'KRW');
    const amount = (policy: typeof twd, name: string) => policy?.services.find((s) => s.serviceName === name)?.amount;
    expect([amount(twd, 'REG'), amount(twd, 'EXP'), amount(twd, 'BULK'), amount(twd, 'REHOLDER'), amount(twd, 'QUICK_SUBMISSION')]).toEqual([
      650, 900, 470, 250, 50,
    ]);
    expect([amount(usd, 'REG'), amount(usd, 'EXP'), amount(usd, 'BULK'), amount(usd, 'REHOLDER'), amount(usd, 'QUICK_SUBMISSION')]).toEqual([
      1800, 2500, 1300, 700, 150,
    ]);
    expect([amount(krw, 'REG'), amount(krw, 'EXP'), amount(krw, 'BULK'), amount(krw, 'REHOLDER'), amount(krw, 'QUICK_SUBMISSION')]).toEqual([
      25000, 35000, 18000, 9800, 2000,
    ]);
    expect(twd?.services.find((s) => s.serviceName === 'REG')?.businessDays).toBe(15);
    expect(krw).toMatchObject({ autoGradingSurcharge: 3000, jejuSurcharge: 5000, reholderDefaultPrice: 9800 });
    expect(krw?.deliveryCosts.map((d) => d.amount)).toEqual([4000, 6000, 12000, 0]);
    expect(twd?.categories.every((c) => c.amount === 0)).toBe(true);
  });

  test('without a currency → TWD; lower case is accepted', async () => {
    expect(((await call({})).json.data as { currency: string }).currency).toBe('TWD');
    expect(((await call({ currency: 'usd' })).json.data as { currency: string }).currency).toBe('USD');
  });

  test.each([['EUR'], ['twd; DROP TABLE "CostPolicy"'], [['USD', 'KRW']], ['']])('an unknown currency %j → 400', async (currency) => {
    const { status, json } = await call({ currency });
    if (currency === '') {
      // An empty value is the same as none.
      expect(status).toBe(200);
      return;
    }
    expect(status).toBe(400);
    expect(json.code).toBe('VALIDATION');
    expect(json.errors?.[0]).toMatchObject({ path: 'currency', key: 'pricing:errors.unknownCurrency' });
  });

  test('POST → 405', async () => {
    expect((await call({}, 'POST')).status).toBe(405);
  });

  test('seeding again changes nothing, and restores an edited price', async () => {
    const count = async () => ({
      policies: await testDb.db.costPolicy.count(),
      services: await testDb.db.productService.count(),
      categories: await testDb.db.productCardCategory.count(),
      delivery: await testDb.db.deliveryCost.count(),
    });
    const before = await count();
    expect(before).toEqual({ policies: 3, services: 15, categories: 15, delivery: 12 });
    const policy = await testDb.db.costPolicy.findUniqueOrThrow({ where: { currency: 'TWD' } });
    await testDb.db.productService.update({ where: { costPolicyId_serviceName: { costPolicyId: policy.id, serviceName: 'REG' } }, data: { amount: 1 } });
    await seedPricePolicy(testDb.db);
    expect(await count()).toEqual(before);
    expect((await getPricePolicy(testDb.db, 'TWD'))?.services.find((s) => s.serviceName === 'REG')?.amount).toBe(650);
  });
});
