import { PRICE_POLICIES } from '@/lib/server/seed/data/price-policy';
import { MAX_PRICE_AMOUNT, pricePolicyCurrencySchema, pricePolicyUpdateSchema } from './price-policy';

const { currency: _currency, ...twd } = PRICE_POLICIES.TWD;
const valid = () => JSON.parse(JSON.stringify({ ...twd, expectedUpdatedAt: '2026-11-24T01:02:03.456Z' })) as typeof twd & { expectedUpdatedAt: string | null };

/** The paths of the errors a body gets; [] when valid. */
async function errorsOf(body: unknown): Promise<string[]> {
  try {
    await pricePolicyUpdateSchema.validate(body, { abortEarly: false, stripUnknown: true });
    return [];
  } catch (error) {
    return (error as { inner: { path: string }[] }).inner.map((inner) => inner.path);
  }
}

test('the seeded policy is valid, with or without expectedUpdatedAt', async () => {
  expect(await errorsOf(valid())).toEqual([]);
  expect(await errorsOf({ ...valid(), expectedUpdatedAt: null })).toEqual([]);
  const { expectedUpdatedAt: _absent, ...withoutIt } = valid();
  expect((await pricePolicyUpdateSchema.validate(withoutIt)).expectedUpdatedAt).toBeNull();
});

test('amounts: whole numbers from 0 to the maximum, sent as numbers', async () => {
  const at = (value: unknown) => {
    const body = valid() as Record<string, unknown>;
    body.autoGradingSurcharge = value;
    return errorsOf(body);
  };
  expect(await at(0)).toEqual([]);
  expect(await at(MAX_PRICE_AMOUNT)).toEqual([]);
  for (const bad of [-1, MAX_PRICE_AMOUNT + 1, 1.5, '100', null, undefined, true, Number.NaN])
    expect([bad, await at(bad)]).toEqual([bad, ['autoGradingSurcharge']]);
});

test('business days: null or 1 to 120', async () => {
  const at = async (value: unknown) => {
    const body = valid();
    (body.services[0] as unknown as Record<string, unknown>).businessDays = value;
    return errorsOf(body);
  };
  expect(await at(null)).toEqual([]);
  expect(await at(120)).toEqual([]);
  for (const bad of [0, 121, 2.5, '5']) expect(await at(bad)).toEqual(['services[0].businessDays']);
});

test('every service, category and shipping method exactly once', async () => {
  const missing = valid();
  missing.services.pop();
  expect(await errorsOf(missing)).toEqual(['services']);
  const twice = valid();
  twice.categories[1] = { ...twice.categories[0]! };
  expect(await errorsOf(twice)).toEqual(['categories']);
  const extra = valid();
  extra.deliveryCosts.push({ shippingMethod: 'VISIT', amount: 0 });
  expect(await errorsOf(extra)).toEqual(['deliveryCosts']);
  const unknown = valid() as { categories: { category: string }[] };
  unknown.categories[0]!.category = 'MAGIC';
  expect(await errorsOf(unknown)).toEqual(expect.arrayContaining(['categories[0].category']));
  expect(await errorsOf({ ...valid(), services: 'all' })).toEqual(['services']);
});

test('expectedUpdatedAt is an ISO instant or null', async () => {
  for (const bad of ['yesterday', '2026-13-45T00:00:00Z', 1_700_000_000_000])
    expect(await errorsOf({ ...valid(), expectedUpdatedAt: bad })).toEqual(['expectedUpdatedAt']);
});

test('the currency in the path is exactly TWD, USD or KRW', async () => {
  for (const currency of ['TWD', 'USD', 'KRW']) await expect(pricePolicyCurrencySchema.validate({ currency })).resolves.toEqual({ currency });
  for (const currency of ['twd', 'EUR', '', ['TWD', 'USD'], undefined])
    await expect(pricePolicyCurrencySchema.validate({ currency })).rejects.toThrow('admin:validation.query');
});
