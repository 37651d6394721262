import { pricePolicyUpdateSchema } from '@/lib/shared/schemas/admin/price-policy';
import { priceFormValues } from './price-form-values';

test('a stored policy becomes the PUT body, its updatedAt the expected one', () => {
  const values = priceFormValues({
    currency: 'USD',
    updatedAt: '2026-11-24T00:00:00.000Z',
    autoGradingSurcharge: 300,
    jejuSurcharge: 0,
    reholderDefaultPrice: 700,
    services: [{ serviceName: 'REG', amount: 1800, businessDays: 15 }],
    categories: [],
    deliveryCosts: [],
  });
  expect(values).toEqual({
    expectedUpdatedAt: '2026-11-24T00:00:00.000Z',
    autoGradingSurcharge: 300,
    jejuSurcharge: 0,
    reholderDefaultPrice: 700,
    services: [{ serviceName: 'REG', amount: 1800, businessDays: 15 }],
    categories: [],
    deliveryCosts: [],
  });
});

test('without a policy: every row at 0, valid for the schema as it is', async () => {
  const values = priceFormValues(null);
  expect(values.services.map((row) => [row.serviceName, row.businessDays])).toEqual([
    ['REG', 15],
    ['EXP', 5],
    ['BULK', 30],
    ['REHOLDER', 10],
    ['QUICK_SUBMISSION', null],
  ]);
  await expect(pricePolicyUpdateSchema.validate(values)).resolves.toMatchObject({ expectedUpdatedAt: null });
});
