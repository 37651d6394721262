/** @jest-environment node */
// PageInvalidation rows are pruned after a day (issue #24; page-invalidations.ts): the hourly sweep deletes the older
// rows and keeps the rest, and running it on two instances at once deletes each row once.
import { PAGE_INVALIDATION_RETENTION_MS } from '@/lib/server/static-pages/page-invalidations';
import { SWEEPS, runAllSweeps } from '@/lib/server/jobs/sweeps';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

test('the sweep deletes the rows older than a day and keeps the newer ones', async () => {
  const now = new Date();
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  await testDb.db.pageInvalidation.createMany({
    data: [
      { path: '/zh-TW/old', createdAt: at(PAGE_INVALIDATION_RETENTION_MS + 60_000) },
      { path: '/en/old', createdAt: at(PAGE_INVALIDATION_RETENTION_MS + 1) },
      { path: '/zh-TW/recent', createdAt: at(PAGE_INVALIDATION_RETENTION_MS - 60_000) },
      { path: '/ko/now', createdAt: now },
    ],
  });
  const sweeps = SWEEPS.filter((sweep) => sweep.name === 'page-invalidations');
  expect(sweeps).toHaveLength(1);
  const [first, second] = await Promise.all([runAllSweeps(testDb.db, now, sweeps), runAllSweeps(testDb.db, now, sweeps)]);
  expect(first[0]!.result!.pruned! + second[0]!.result!.pruned!).toBe(2);
  const left = await testDb.db.pageInvalidation.findMany({ orderBy: { id: 'asc' }, select: { path: true } });
  expect(left.map((row) => row.path)).toEqual(['/zh-TW/recent', '/ko/now']);
});
