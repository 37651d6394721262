/** @jest-environment node */
// Server drafts (docs/product/orders.md#drafts; docs/product/errors-and-messages.md#orders-and-drafts "Current order
// cannot be deleted").
import draftsRoute from '@/pages/api/orders/drafts/index';
import draftRoute from '@/pages/api/orders/drafts/[id]';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import type { DraftSummary } from '@/lib/server/orders/list-drafts';
import { MAX_DRAFTS } from '@/lib/server/orders/save-draft';
import { createOrder } from '@/tests/factories/order';
import { HOSTILE_BODIES } from '@/tests/integration/account/account-helpers';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Orderer, orderer, pokemonLine, prepareOrderDb } from './order-helpers';

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

const save = (who: Orderer, body: unknown) => callApi<{ id: number; savedAt: string }>(draftsRoute, { method: 'POST', body, cookies: who.jar.cookies });
const list = (who: Orderer) => callApi<DraftSummary[]>(draftsRoute, { cookies: who.jar.cookies });
const remove = (who: Orderer, id: string) => callApi(draftRoute, { method: 'DELETE', query: { id }, cookies: who.jar.cookies });

test('save, resume on another device, update in place', async () => {
  const first = await save(alice, {
    submitType: 'GENERAL',
    currency: 'TWD',
    orderType: 'EXP',
    lines: [pokemonLine({ playerName: '', isAuto: null, quantity: 2 })],
    shippingMethod: 'QUICK',
    shippingAddressId: alice.addressId,
    cautionAgreement: true,
  });
  expect(first.status).toBe(200);
  const id = first.body.data!.id;
  const drafts = (await list(alice)).body.data!;
  expect(drafts).toHaveLength(1);
  expect(drafts[0]).toMatchObject({ id, submitType: 'GENERAL', currency: 'TWD', totalQt: 2, totalAmount: 2 * 810 + 400 });
  expect(drafts[0]!.draft).toMatchObject({
    draftId: id,
    orderType: 'EXP',
    shippingMethod: 'QUICK',
    shippingAddressId: alice.addressId,
    cautionAgreement: true,
    paymentMethod: 'CONNECT_PAY',
  });
  expect(drafts[0]!.draft.lines[0]).toMatchObject({ cardCategory: 'POKEMON', quantity: 2, playerName: '' });

  const second = await save(alice, {
    draftId: id,
    submitType: 'GENERAL',
    currency: 'TWD',
    lines: [pokemonLine({ playerName: 'Eevee' }), pokemonLine({ playerName: 'Mew', quantity: 1 })],
  });
  expect(second.body.data!.id).toBe(id);
  const resumed = (await list(alice)).body.data!;
  expect(resumed).toHaveLength(1);
  expect(resumed[0]!.draft.lines.map((line) => line.playerName)).toEqual(['Eevee', 'Mew']);
  expect(await testDb.db.gradingOrderItem.count({ where: { gradingOrderId: id } })).toBe(2);
});

test('a reholder draft keeps its serials and shows the cards', async () => {
  await testDb.db.certificate.create({ data: { serial: '5550001', cardCategory: 'POKEMON', playerName: 'Mewtwo', grade: 10, gradedAt: new Date() } });
  const saved = await save(bob, { submitType: 'REHOLDER', currency: 'KRW', reholderCards: [{ serialNumber: '5550001' }, { serialNumber: '5550002' }] });
  const draft = (await list(bob)).body.data!.find((item) => item.id === saved.body.data!.id)!;
  expect(draft.totalAmount).toBe(2 * 9800);
  expect(draft.draft.reholderCards).toEqual([
    { serialNumber: '5550001', card: expect.objectContaining({ playerName: 'Mewtwo', grade: 10 }) },
    { serialNumber: '5550002', card: null },
  ]);
  await remove(bob, String(saved.body.data!.id));
});

test("members never see or change each other's drafts", async () => {
  const mine = await save(alice, { submitType: 'SIMPLE', lines: [pokemonLine()] });
  const id = mine.body.data!.id;
  expect((await list(bob)).body.data!.some((draft) => draft.id === id)).toBe(false);
  expect((await save(bob, { draftId: id, submitType: 'GENERAL', lines: [] })).status).toBe(404);
  expect((await remove(bob, String(id))).status).toBe(404);
  expect((await save(alice, { submitType: 'GENERAL', shippingAddressId: bob.addressId })).status).toBe(404);
  expect(await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id } })).toMatchObject({
    memberId: alice.member.id,
    submitType: 'SIMPLE',
    gradingOrderStatus: 'TEMP_SAVED',
  });
});

test('only a TEMP_SAVED order can be deleted: "Current order cannot be deleted"', async () => {
  const draft = await save(alice, { submitType: 'GENERAL', lines: [] });
  const deleted = await remove(alice, String(draft.body.data!.id));
  expect(deleted.status).toBe(200);
  expect(await testDb.db.gradingOrder.findUnique({ where: { id: draft.body.data!.id } })).toBeNull();
  expect(await testDb.db.auditLog.count({ where: { action: 'order.draftDeleted', entityId: String(draft.body.data!.id) } })).toBe(1);
  expect((await remove(alice, String(draft.body.data!.id))).status).toBe(404);

  const submitted = await createOrder(testDb.db, alice.member.id);
  const refused = await remove(alice, String(submitted.id));
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe('Current order cannot be deleted');
  expect((await save(alice, { draftId: submitted.id, submitType: 'GENERAL' })).status).toBe(409);
  for (const id of ['0', '-1', 'abc', '1.5', '99999999999', "1' OR '1'='1"]) expect((await remove(alice, id)).status).toBe(404);
});

test(`at most ${MAX_DRAFTS} drafts per member`, async () => {
  const carol = await orderer(testDb.db);
  for (let i = 0; i < MAX_DRAFTS; i += 1) expect((await save(carol, { submitType: 'GENERAL' })).status).toBe(200);
  const over = await save(carol, { submitType: 'GENERAL' });
  expect(over.status).toBe(400);
  expect(over.body.code).toBe('BAD_REQUEST');
});

test('hostile bodies are 400, never 500; no login is 401', async () => {
  const bodies: unknown[] = [
    ...HOSTILE_BODIES,
    {},
    { submitType: 'GENERAL', lines: [{ playerName: 'x'.repeat(10_240) }] },
    { submitType: 'GENERAL', lines: [{ quantity: '3' }] },
    { submitType: 'GENERAL', lines: [{ year: "1999'; DROP TABLE x;--" }] },
    { submitType: 'GENERAL', draftId: '<script>' },
    { submitType: 'REHOLDER', reholderCards: [{ serialNumber: '<b>1</b>' }] },
    { submitType: 'GENERAL', cautionAgreement: 'yes' },
    { submitType: 'GENERAL', lines: Array.from({ length: 1001 }, () => ({})) },
  ];
  for (const body of bodies) expect((await save(alice, body)).status).toBe(400);
  expect((await callApi(draftsRoute, { method: 'GET' })).status).toBe(401);
  expect((await callApi(draftRoute, { method: 'DELETE', query: { id: '1' } })).status).toBe(401);
  expect((await callApi(draftRoute, { method: 'GET', query: { id: '1' }, cookies: alice.jar.cookies })).status).toBe(405);
});
