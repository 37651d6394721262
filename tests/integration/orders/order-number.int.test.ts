/** @jest-environment node */
// A new order's number is one no order holds yet (lib/server/orders/order-number.ts): a drawn number that clashes
// costs one more draw, not a failed insert.
import { unusedOrderNumber } from '@/lib/server/orders/order-number';
import { createOrder } from '@/tests/factories/order';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Orderer, orderer, prepareOrderDb } from './order-helpers';

let testDb: TestDb;
let alice: Orderer;

beforeAll(async () => {
  testDb = await createTestDb();
  await prepareOrderDb(testDb.db);
  alice = await orderer(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

test('a drawn number already held is passed over for the next draw', async () => {
  const taken = await createOrder(testDb.db, alice.member.id);
  const draws = [taken.orderNumber, 'G261129000002', 'G261129000003'];
  const number = await unusedOrderNumber(testDb.db, 'GENERAL', () => draws.shift() as string);
  expect(number).toBe('G261129000002');
  expect(draws).toEqual(['G261129000003']);
});

test('a free first draw is taken as it is', async () => {
  const number = await unusedOrderNumber(testDb.db, 'REHOLDER');
  expect(number).toMatch(/^R\d{12}$/);
  expect(await testDb.db.gradingOrder.count({ where: { orderNumber: number } })).toBe(0);
});
