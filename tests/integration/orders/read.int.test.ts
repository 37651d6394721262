/** @jest-environment node */
// GET /api/orders/[orderNumber] (owner or staff, docs/product/order-lifecycle.md#staff-access) and GET
// /api/reholder/check-serial (docs/product/orders.md#reholder-submissions).
import orderRoute from '@/pages/api/orders/[orderNumber]/index';
import serialRoute from '@/pages/api/reholder/check-serial';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import type { OrderView } from '@/lib/server/orders/get-order';
import { createCertificate } from '@/tests/factories/certificate';
import { createOrder } from '@/tests/factories/order';
import { signedInMember } from '@/tests/integration/account/account-helpers';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Orderer, orderer, prepareOrderDb } from './order-helpers';

let testDb: TestDb;
let alice: Orderer;
let bob: Orderer;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  await prepareOrderDb(testDb.db);
  alice = await orderer(testDb.db);
  bob = await orderer(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const read = (cookies: Record<string, string>, orderNumber: string) => callApi<OrderView>(orderRoute, { query: { orderNumber }, cookies });

test('the owner reads the order with its virtual account; another member gets 404; staff may read', async () => {
  const order = await createOrder(testDb.db, alice.member.id, {
    overrides: { gradingOrderStatus: 'WAITING_FOR_DEPOSIT', estimatedCompletionAt: new Date('2026-12-11T02:00:00Z') },
  });
  await testDb.db.payment.create({
    data: {
      gradingOrderId: order.id,
      provider: 'sandbox',
      providerPaymentId: `pay_${order.id}`,
      method: 'VIRTUAL_ACCOUNT',
      status: 'PENDING_DEPOSIT',
      amount: order.totalAmount,
      currency: order.currency,
      vaBank: '국민',
      vaAccountNumber: '12345678901234',
      vaHolder: 'CardGrade',
      vaDeadline: new Date('2026-12-01T15:00:00Z'),
    },
  });
  const mine = await read(alice.jar.cookies, order.orderNumber);
  expect(mine.status).toBe(200);
  expect(mine.body.data).toMatchObject({
    orderNumber: order.orderNumber,
    status: 'WAITING_FOR_DEPOSIT',
    displayStatus: 'WAITING_FOR_DEPOSIT',
    totalAmount: order.totalAmount,
    estimatedCompletionAt: '2026-12-11T02:00:00.000Z',
    payment: {
      method: 'VIRTUAL_ACCOUNT',
      status: 'PENDING_DEPOSIT',
      virtualAccount: { bank: '국민', accountNumber: '12345678901234', deadline: '2026-12-01T15:00:00.000Z' },
    },
  });
  expect(mine.headers['cache-control']).toBe('private, no-store');
  const theirs = await read(bob.jar.cookies, order.orderNumber);
  expect(theirs.status).toBe(404);
  expect(JSON.stringify(theirs.body)).not.toContain(String(order.totalAmount));
  const staff = await signedInMember(testDb.db, { role: 'STAFF' });
  expect((await read(staff.jar.cookies, order.orderNumber)).status).toBe(200);
  expect((await read({}, order.orderNumber)).status).toBe(401);
});

test('drafts, unknown and malformed numbers are 404', async () => {
  const draft = await createOrder(testDb.db, alice.member.id, { overrides: { gradingOrderStatus: 'TEMP_SAVED', orderNumber: 'G261122000001' } });
  expect((await read(alice.jar.cookies, draft.orderNumber)).status).toBe(404);
  for (const number of ['G999999999999', 'x', "G1' OR '1'='1", '<script>', 'G'.repeat(10_240)])
    expect((await read(alice.jar.cookies, number)).status).toBe(404);
});

test('check-serial: graded cards are OK with their summary; unknown, ungraded and busy ones say so', async () => {
  await createCertificate(testDb.db, { serial: '7100001', grade: 9, authentic: false, playerName: 'Umbreon', cardCategory: 'POKEMON', year: 2021 });
  await createCertificate(testDb.db, { serial: '7100002', grade: null, authentic: true });
  await createCertificate(testDb.db, { serial: '7100003', grade: null, authentic: false });
  await createCertificate(testDb.db, { serial: '7100004', grade: 8, authentic: false });
  const busy = await createOrder(testDb.db, bob.member.id, { overrides: { submitType: 'REHOLDER', gradingOrderStatus: 'PROCESSING' } });
  await testDb.db.gradingOrderItem.updateMany({ where: { gradingOrderId: busy.id }, data: { serialNumber: '7100004' } });
  const check = (serial: unknown) =>
    callApi<{ status: string; card: { playerName: string } | null }>(serialRoute, { query: { serial: serial as string }, cookies: alice.jar.cookies });
  expect((await check('7100001')).body.data).toEqual({
    serial: '7100001',
    status: 'OK',
    card: { playerName: 'Umbreon', year: 2021, setName: expect.anything(), cardCategory: 'POKEMON', grade: 9, authentic: false },
  });
  expect((await check('7100002')).body.data).toMatchObject({ status: 'OK', card: { authentic: true } });
  expect((await check('7100003')).body.data).toMatchObject({ status: 'NOT_GRADED', card: null });
  expect((await check('7100004')).body.data).toMatchObject({ status: 'IN_ORDER' });
  expect((await check('0000000')).body.data).toMatchObject({ status: 'NOT_FOUND', card: null });
  for (const bad of ['123456', '12345678', 'abcdefg', "1' OR 1", '<b>1234567</b>', 'x'.repeat(10_240), '']) {
    const result = await check(bad);
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]?.key).toBe('orders:validation.serialInvalid');
  }
  expect((await callApi(serialRoute, { query: { serial: '7100001' } })).status).toBe(401);
});
