/** @jest-environment node */
import { seedDatabase, seedIfEmpty } from '@/lib/server/seed/seed-database';
import { DEMO_ACCOUNTS } from '@/lib/server/seed/data/demo-accounts';
import { verifyPassword } from '@/lib/server/auth/password';
import { isSerial } from '@/lib/shared/certificate';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
  await seedIfEmpty(testDb.db, { demoAccounts: true, log: () => undefined });
}, 120_000);
afterAll(async () => {
  await testDb.close();
});

test('the price policy exists in TWD, USD and KRW with the published regular prices', async () => {
  const policies = await testDb.db.costPolicy.findMany({ include: { productService: true } });
  const regular = Object.fromEntries(policies.map((p) => [p.currency, p.productService.find((s) => s.serviceName === 'REG')?.amount]));
  expect(regular).toEqual({ TWD: 650, USD: 1800, KRW: 25000 });
});

test('demo accounts can sign in with their documented passwords', async () => {
  for (const account of DEMO_ACCOUNTS) {
    const member = await testDb.db.member.findUniqueOrThrow({ where: { mbEmail: account.email } });
    expect(member.role).toBe(account.role);
    expect(await verifyPassword(member.passwordHash!, account.password)).toBe(true);
  }
});

test('several hundred certificates with unique 7-digit serials across categories', async () => {
  const certificates = await testDb.db.certificate.findMany({ select: { serial: true, cardCategory: true, grade: true, authentic: true } });
  expect(certificates.length).toBeGreaterThanOrEqual(300);
  expect(certificates.every((c) => isSerial(c.serial))).toBe(true);
  expect(new Set(certificates.map((c) => c.cardCategory))).toEqual(new Set(['POKEMON', 'YUGIOH', 'SPORTS', 'ETC_TCG', 'ETC']));
  expect(certificates.every((c) => (c.authentic ? c.grade === null : c.grade !== null))).toBe(true);
});

test('content for the storefront: partner shops, FAQ, notices and events', async () => {
  expect(await testDb.db.partnerShop.count()).toBeGreaterThan(0);
  expect(await testDb.db.faqEntry.count()).toBeGreaterThan(0);
  expect(await testDb.db.post.count({ where: { kind: 'NOTICE' } })).toBeGreaterThan(0);
  expect(await testDb.db.post.count({ where: { kind: 'EVENT' } })).toBeGreaterThan(0);
});

test('seeding twice adds nothing', async () => {
  const before = { members: await testDb.db.member.count(), certificates: await testDb.db.certificate.count(), shops: await testDb.db.partnerShop.count() };
  expect(await seedIfEmpty(testDb.db)).toBe(false);
  await seedDatabase(testDb.db, { demoAccounts: true, log: () => undefined });
  expect({ members: await testDb.db.member.count(), certificates: await testDb.db.certificate.count(), shops: await testDb.db.partnerShop.count() }).toEqual(before);
});
