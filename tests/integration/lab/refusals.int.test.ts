/** @jest-environment node */
// What the lab's write steps refuse (issue #10; docs/product/order-lifecycle.md#staff-steps), each refusal writing
// nothing: a step the order is not at (409 notAllowed / wrongStep / checkLocked), a page that is behind (409
// changedMeanwhile carrying the order as it is now), a caller who is not staff (403, on the token and on the
// member's row), an unknown order or card (404) — through the services and through the routes' envelopes.
import { advanceOrder } from '@/lib/server/lab/advance-order';
import { checkCard } from '@/lib/server/lab/check-card';
import { markDelivered } from '@/lib/server/lab/mark-delivered';
import { partialCancel } from '@/lib/server/lab/partial-cancel';
import { receiveOrder } from '@/lib/server/lab/receive-order';
import { scoreCard } from '@/lib/server/lab/score-card';
import { shipOut } from '@/lib/server/lab/ship-out';
import { staffRefund } from '@/lib/server/lab/staff-refund';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import advanceRoute from '@/pages/api/admin/orders/[orderNumber]/advance';
import checkRoute from '@/pages/api/admin/orders/[orderNumber]/cards/[cardId]/check';
import receiveRoute from '@/pages/api/admin/orders/[orderNumber]/receive';
import { createMember } from '@/tests/factories/member';
import { createOrderIn } from '@/tests/factories/order-states';
import { callApi } from '@/tests/helpers/api';
import type { TestDb } from '@/tests/helpers/test-db';
import { type SignedIn, signedInMember } from '../account/account-helpers';
import { footprint } from '../orders/action-helpers';
import { type Orderer, openOrderDb, orderer } from '../orders/order-helpers';
import { advanceTo, atWarehouseIn, checkedAll, paidOrder, scoreOf, session, shown } from './lab-helpers';

let testDb: TestDb;
let alice: Orderer;
let staff: SignedIn;

beforeAll(async () => {
  testDb = await openOrderDb();
  alice = await orderer(testDb.db);
  staff = await signedInMember(testDb.db, { role: 'STAFF' });
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const lab = () => session(staff.member);
/** Everything a step may write: the order's rows, its cards and certificates, the audit rows about them. */
async function written(orderId: number) {
  const items = await testDb.db.gradingOrderItem.findMany({ where: { gradingOrderId: orderId }, orderBy: { id: 'asc' }, include: { certificates: true } });
  return {
    ...(await footprint(testDb.db, orderId)),
    items,
    cardAudit: await testDb.db.auditLog.count({ where: { entity: { in: ['GradingOrderItem', 'Certificate'] } } }),
    mails: await testDb.db.outboxMessage.count(),
  };
}

test('a step the order is not at: 409, nothing written', async () => {
  const db = testDb.db;
  const { order } = await paidOrder(db, alice.member.id);
  const detail = await atWarehouseIn(db, lab(), order);
  const n = order.orderNumber;
  const card = detail.cards[0]!;
  const before = await written(order.id);
  const expected = shown(detail);
  const refusals: [Promise<unknown>, string][] = [
    [receiveOrder(db, lab(), n, expected), 'labApi:errors.notAllowed'],
    [advanceOrder(db, lab(), n, { ...expected, to: 'VSC_CHECKED' }), 'labApi:errors.wrongStep'],
    [advanceOrder(db, lab(), n, { ...expected, to: 'CARD_CORRESPOND_CHECKED' }), 'labApi:errors.cardsUnchecked'],
    [scoreCard(db, lab(), n, card.id, scoreOf(detail)), 'labApi:errors.notAllowed'],
    [shipOut(db, lab(), n, { ...expected, courier: 'TCAT', trackingNumber: '1234-5678' }), 'labApi:errors.notAllowed'],
    [markDelivered(db, lab(), n, expected), 'labApi:errors.notAllowed'],
    [partialCancel(db, lab(), n, { ...expected, reason: 'nothing to cancel' }), 'labApi:errors.notAllowed'],
  ];
  for (const [refusal, key] of refusals) await expect(refusal).rejects.toMatchObject({ code: 'CONFLICT', key });
  expect(await written(order.id)).toEqual(before);
});

test("the correspond check is decided at WAREHOUSE_IN only; notes go on until scoring; other orders' cards are not found", async () => {
  const db = testDb.db;
  const { order } = await paidOrder(db, alice.member.id);
  let detail = await checkedAll(db, lab(), await atWarehouseIn(db, lab(), order));
  const n = order.orderNumber;
  const card = detail.cards[0]!;
  const before = await written(order.id);
  await expect(checkCard(db, lab(), n, card.id, { ...shown(detail), correspondCheck: 'UNGRADABLE', card: null })).rejects.toMatchObject({
    code: 'CONFLICT',
    key: 'labApi:errors.checkLocked',
  });
  const corrected = {
    cardCategory: 'POKEMON' as const,
    sportsType: 'ETC' as const,
    playerName: 'Eevee',
    brand: '',
    setName: '',
    year: 2023,
    cardNumber: '',
    description: '',
  };
  await expect(checkCard(db, lab(), n, card.id, { ...shown(detail), correspondCheck: 'MISS_INPUT', card: corrected })).rejects.toMatchObject({
    key: 'labApi:errors.checkLocked',
  });
  const { order: other } = await paidOrder(db, alice.member.id, { state: 'WAREHOUSE_IN' });
  const otherCard = await db.gradingOrderItem.findFirstOrThrow({ where: { gradingOrderId: other.id } });
  await expect(checkCard(db, lab(), n, otherCard.id, { ...shown(detail), correspondCheck: 'OK', card: null })).rejects.toMatchObject({
    code: 'NOT_FOUND',
    key: 'labApi:errors.cardNotFound',
  });
  expect(await written(order.id)).toEqual(before);

  // The same result with a note is fine at the VSC step; past scoring, no more notes.
  detail = await checkCard(db, lab(), n, card.id, { ...shown(detail), correspondCheck: 'OK', card: null, vscNote: 'Clean' });
  expect(detail.cards[0]!.vscNote).toBe('Clean');
  detail = await advanceTo(db, lab(), detail, 'CARD_DEFECT_CHECKED');
  detail = await checkCard(db, lab(), n, card.id, { ...shown(detail), correspondCheck: 'OK', card: null, vscNote: null });
  expect(detail.cards[0]!.vscNote).toBeNull();
});

test('a page that is behind: 409 changedMeanwhile with the order as it is now, nothing written', async () => {
  const db = testDb.db;
  const { order } = await paidOrder(db, alice.member.id);
  const stale = shown(order);
  const detail = await atWarehouseIn(db, lab(), order);
  const before = await written(order.id);
  const error = await advanceOrder(db, lab(), order.orderNumber, { ...stale, to: 'WAREHOUSE_IN' }).catch((e: unknown) => e);
  expect(error).toMatchObject({ code: 'CONFLICT', key: 'labApi:errors.changedMeanwhile' });
  const fresh = (error as { details: { data: StaffOrderDetail } }).details.data;
  expect(fresh).toMatchObject({ status: 'PROCESSING', processingStatus: 'WAREHOUSE_IN', actions: { advanceTo: 'CARD_CORRESPOND_CHECKED', checkCards: true } });
  expect(fresh.cards).toEqual(detail.cards);
  await expect(checkCard(db, lab(), order.orderNumber, detail.cards[0]!.id, { ...stale, correspondCheck: 'OK', card: null })).rejects.toMatchObject({
    key: 'labApi:errors.changedMeanwhile',
  });
  await expect(staffRefund(db, lab(), order.orderNumber, { ...stale, reason: 'stale page' })).rejects.toMatchObject({
    key: 'labApi:errors.changedMeanwhile',
    details: { data: { processingStatus: 'WAREHOUSE_IN' } },
  });
  expect(await written(order.id)).toEqual(before);
});

test('callers who are not staff: 403 before anything (the token, then the member row); unknown orders and drafts 404', async () => {
  const db = testDb.db;
  const { order } = await paidOrder(db, alice.member.id);
  const before = await written(order.id);
  await expect(receiveOrder(db, { memberId: alice.member.id, role: 'MEMBER' }, order.orderNumber, shown(order))).rejects.toMatchObject({ code: 'FORBIDDEN' });
  // A token still saying STAFF for a member whose role was taken away meanwhile.
  const demoted = await createMember(db, { role: 'MEMBER' });
  await expect(receiveOrder(db, { memberId: demoted.id, role: 'STAFF' }, order.orderNumber, shown(order))).rejects.toMatchObject({ code: 'FORBIDDEN' });
  expect(await written(order.id)).toEqual(before);
  await expect(receiveOrder(db, lab(), 'G991231000000', shown(order))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  const { order: draft } = await createOrderIn(db, alice.member.id, 'DRAFT');
  await expect(receiveOrder(db, lab(), draft.orderNumber, shown(draft))).rejects.toMatchObject({ code: 'NOT_FOUND' });
});

describe('through the routes', () => {
  const call = <T = StaffOrderDetail>(
    handler: typeof receiveRoute,
    who: SignedIn | null,
    query: Record<string, string>,
    body: unknown,
    method: 'POST' | 'PUT' = 'POST',
  ) => callApi<T>(handler, { method, query, body, cookies: who?.jar.cookies ?? {} });

  test('guest 401, member 403, staff 200 with the order page; then 409 with the key and the fresh order', async () => {
    const db = testDb.db;
    const { order } = await paidOrder(db, alice.member.id);
    const query = { orderNumber: order.orderNumber };
    expect((await call(receiveRoute, null, query, shown(order))).status).toBe(401);
    expect((await call(receiveRoute, alice, query, shown(order))).status).toBe(403);
    const ok = await call(receiveRoute, staff, query, shown(order));
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ processingStatus: 'SHIPPING_IN_COMPLETE', actions: { advanceTo: 'WAREHOUSE_IN' } });
    const again = await call(receiveRoute, staff, query, shown(order));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', key: 'labApi:errors.changedMeanwhile', data: { processingStatus: 'SHIPPING_IN_COMPLETE' } });
    const wrong = await call(advanceRoute, staff, query, { ...shown(ok.body.data!), to: 'CARD_SCORED' });
    expect(wrong).toMatchObject({ status: 409, body: { key: 'labApi:errors.wrongStep' } });
  });

  test('bad bodies and ids: 400 naming the field, 404 for a card id that is not one — never a 500', async () => {
    const db = testDb.db;
    const { order } = await paidOrder(db, alice.member.id);
    const detail = await atWarehouseIn(db, lab(), order);
    const query = { orderNumber: order.orderNumber, cardId: String(detail.cards[0]!.id) };
    const missing = await call(checkRoute, staff, query, { ...shown(detail), correspondCheck: 'MISS_INPUT' }, 'PUT');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ path: 'card', key: 'labApi:validation.cardRequired' })]);
    for (const cardId of ['abc', '0', '99999999999', '-1'])
      expect((await call(checkRoute, staff, { ...query, cardId }, { ...shown(detail), correspondCheck: 'OK' }, 'PUT')).status).toBe(404);
    for (const body of [null, [], 'x', { expectedStatus: 1 }, { ...shown(detail), correspondCheck: 'MISS_INPUT', card: { playerName: { $ne: 1 } } }]) {
      expect((await call(checkRoute, staff, query, body, 'PUT')).status).toBe(400);
    }
  });
});
