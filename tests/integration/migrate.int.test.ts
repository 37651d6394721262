/** @jest-environment node */
import { migrate, readMigrations } from '@/lib/server/db/migrate';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

test('every migration is recorded once, in Prisma format', async () => {
  const rows = await testDb.db.$queryRawUnsafe<{ migration_name: string; checksum: string }[]>(
    'SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name',
  );
  expect(rows).toEqual(readMigrations().map((m) => ({ migration_name: m.name, checksum: m.checksum })));
});

test('running the migrations again applies nothing', async () => {
  await expect(migrate(testDb.runner)).resolves.toEqual([]);
});

test('an applied migration edited afterwards is refused', async () => {
  const [first] = readMigrations();
  await expect(migrate(testDb.runner, [{ ...first!, checksum: 'edited' }])).rejects.toThrow(/changed after it was applied/);
});
