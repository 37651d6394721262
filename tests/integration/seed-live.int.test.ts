/** @jest-environment node */
// `npm run db:seed` on a live database (issue #23, docs/OPERATIONS.md "Seeding"): only what a live site needs —
// memberships, the price policy, the FAQ — and no demo member, order, certificate, shop, post or photo unless SEED_DEMO=1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoData, seedDatabase } from '@/lib/server/seed/seed-database';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-live-uploads-'));
beforeAll(async () => {
  process.env.UPLOAD_DIR = uploadDir;
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
  delete process.env.UPLOAD_DIR;
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

test('demo data: always in development, in production only with SEED_DEMO=1', () => {
  expect(demoData({ NODE_ENV: 'development' })).toBe(true);
  expect(demoData({ NODE_ENV: 'test' })).toBe(true);
  expect(demoData({ NODE_ENV: 'production' })).toBe(false);
  expect(demoData({ NODE_ENV: 'production', SEED_DEMO: '1' })).toBe(true);
  expect(demoData({ NODE_ENV: 'production', SEED_DEMO: '0' })).toBe(false);
});

test('a production seed without SEED_DEMO writes the price policy, memberships and FAQ, and nothing made up', async () => {
  const db = testDb.db;
  await seedDatabase(db, { demoAccounts: demoData({ NODE_ENV: 'production' }), demoContent: demoData({ NODE_ENV: 'production' }), log: () => undefined });
  expect(await db.costPolicy.count()).toBeGreaterThan(0);
  expect(await db.membership.count()).toBeGreaterThan(0);
  expect(await db.faqEntry.count()).toBeGreaterThan(0);
  expect({
    members: await db.member.count(),
    orders: await db.gradingOrder.count(),
    certificates: await db.certificate.count(),
    populationCards: await db.populationCard.count(),
    shops: await db.partnerShop.count(),
    posts: await db.post.count(),
    images: await db.image.count(),
  }).toEqual({ members: 0, orders: 0, certificates: 0, populationCards: 0, shops: 0, posts: 0, images: 0 });
  expect(fs.readdirSync(uploadDir)).toEqual([]);

  // Run again (a deploy seeds on every release): still nothing made up, nothing twice.
  const faq = await db.faqEntry.count();
  await seedDatabase(db, { demoAccounts: false, demoContent: false, log: () => undefined });
  expect(await db.faqEntry.count()).toBe(faq);
  expect(await db.certificate.count()).toBe(0);
});
