/** @jest-environment node */
// What the submit wizard's page loader tells the browser (issue #9): the currency a new draft opens in — the member's
// service region's (docs/decisions/0010-wizard-currency-and-unpaid-orders.md) — and only the payment methods the
// configured provider takes (docs/decisions/0006-payments.md, registry.ts).
import { loadWizardMember, offeredPaymentMethods } from '@/lib/server/orders/wizard-page';
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
  expect(offeredPaymentMethods()).toEqual(['CONNECT_PAY', 'CREDIT_CARD', 'VIRTUAL_ACCOUNT']);
  expect([...offeredPaymentMethods()].sort()).toEqual([...paymentProvider().methods].sort());
});
