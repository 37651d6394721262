/** @jest-environment node */
// schema.prisma and the SQL migrations are written separately (STACK.md: the migrate engine cannot run
// here); this test fails when they disagree on any model, field, type, optionality, default, enum,
// key, index or foreign key.
import { loadDmmf } from '@/scripts/db/dmmf';
import { expectedCatalog, liveCatalog } from '@/tests/helpers/catalog';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

test('the migrated database matches schema.prisma', async () => {
  const expected = expectedCatalog(loadDmmf());
  const live = await liveCatalog(testDb.runner);
  expect(live.enums).toEqual(expected.enums);
  expect(live.columns).toEqual(expected.columns);
  expect(live.primaryKeys).toEqual(expected.primaryKeys);
  expect(live.uniques).toEqual(expected.uniques);
  expect(live.indexes).toEqual(expected.indexes);
  expect(live.foreignKeys).toEqual(expected.foreignKeys);
});

test('the comparison notices a difference', async () => {
  const dmmf = loadDmmf();
  const member = dmmf.models.find((m) => m.name === 'Member')!;
  const field = member.fields.find((f) => f.name === 'mbNick')!;
  field.isRequired = false;
  expect(await liveCatalog(testDb.runner)).not.toEqual(expectedCatalog(dmmf));
});
