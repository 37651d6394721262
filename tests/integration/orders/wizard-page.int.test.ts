/** @jest-environment node */
// What the submit wizard's page loader tells the browser (issue #9): the currency a new draft opens in — the member's
// service region's (docs/decisions/0010-wizard-currency-and-unpaid-orders.md) — and only the payment methods the
// configured provider takes (docs/decisions/0006-payments.md, registry.ts).
import { loadWizardMember, offeredPaymentMethods, paymentMethodsByCurrency } from '@/lib/server/orders/wizard-page';
import { paymentProvider } from '@/lib/server/payments/registry';
import { createMember } from '@/tests/factories/member';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

test('a Taiwan member opens the wizard in TWD and may order; a Korean member in KRW and may not', async () => {
  const taiwan = await createMember(testDb.db, { supportRegionId: 1 });
  const korea = await createMember(testDb.db, { supportRegionId: 2 });
  expect(await loadWizardMember(testDb.db, { memberId: taiwan.id })).toMatchObject({ currency: 'TWD', canOrder: true });
  expect(await loadWizardMember(testDb.db, { memberId: korea.id })).toMatchObject({ currency: 'KRW', canOrder: false });
});

test('the payment step offers exactly what the provider takes, in the documented order', () => {
  expect(offeredPaymentMethods('TWD')).toEqual(['CONNECT_PAY', 'CREDIT_CARD', 'VIRTUAL_ACCOUNT']);
  expect([...offeredPaymentMethods('KRW')].sort()).toEqual([...paymentProvider('KRW').methods].sort());
});

test("each currency is offered its own gateway's methods: Taiwan's through ECPay (decision 0037)", () => {
  const saved = { ...process.env };
  Object.assign(process.env, {
    PAYMENT_PROVIDER_TWD: 'ecpay',
    ECPAY_MERCHANT_ID: '3002607',
    ECPAY_HASH_KEY: 'k',
    ECPAY_HASH_IV: 'i',
    APP_ORIGIN: 'https://cardgrade.tw',
  });
  try {
    expect(paymentMethodsByCurrency()).toEqual({
      TWD: ['CREDIT_CARD', 'VIRTUAL_ACCOUNT', 'EC_PAY'],
      USD: ['CONNECT_PAY', 'CREDIT_CARD', 'VIRTUAL_ACCOUNT'],
      KRW: ['CONNECT_PAY', 'CREDIT_CARD', 'VIRTUAL_ACCOUNT'],
    });
  } finally {
    for (const name of ['PAYMENT_PROVIDER_TWD', 'ECPAY_MERCHANT_ID', 'ECPAY_HASH_KEY', 'ECPAY_HASH_IV', 'APP_ORIGIN']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
});
