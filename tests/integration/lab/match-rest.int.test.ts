/** @jest-environment node */
// "All other cards match" (issue #24; check-card.ts matchRemainingCards): after the exceptions are marked one by one,
// one step marks every card still unchecked OK — in one transaction, an audit row per card, the exceptions kept.
// Refused whole when the unchecked cards are not the ones the page showed, outside warehouse-in, and for a member.
import type { Member } from '@/lib/server/db/generated/client';
import { checkCard, matchRemainingCards } from '@/lib/server/lab/check-card';
import { advanceOrder } from '@/lib/server/lab/advance-order';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import type { TestDb } from '@/tests/helpers/test-db';
import { type Orderer, orderWorld } from '../orders/order-helpers';
import { atWarehouseIn, paidOrder, session, shown } from './lab-helpers';

let testDb: TestDb;
let alice: Orderer;
let staff: Member;

beforeAll(async () => {
  ({ testDb, alice, staff } = await orderWorld());
}, 60_000);
afterAll(() => testDb.close());

const LINES = [{ cardCategory: 'POKEMON' as const, isAuto: false, quantity: 4 }];
const unchecked = (detail: StaffOrderDetail) => detail.cards.filter((card) => card.correspondCheck === 'NOT_DETERMINED').map((card) => card.id);

async function fourCardsAtWarehouseIn() {
  const { order } = await paidOrder(testDb.db, alice.member.id, { lines: LINES });
  return { order, detail: await atWarehouseIn(testDb.db, session(staff), order) };
}

test('the exceptions keep their result, every other card becomes OK with its audit row, in one step', async () => {
  const db = testDb.db;
  const { order, detail: first } = await fourCardsAtWarehouseIn();
  expect(first.cards).toHaveLength(4);
  const [omitted, ungradable] = first.cards;
  let detail = await checkCard(db, session(staff), order.orderNumber, omitted!.id, { ...shown(first), correspondCheck: 'OMITTED', card: null });
  detail = await checkCard(db, session(staff), order.orderNumber, ungradable!.id, { ...shown(detail), correspondCheck: 'UNGRADABLE', card: null });
  const rest = unchecked(detail);
  expect(rest).toHaveLength(2);

  detail = await matchRemainingCards(db, session(staff), order.orderNumber, { ...shown(detail), cardIds: rest });
  expect(detail.cards.map((card) => card.correspondCheck)).toEqual(['OMITTED', 'UNGRADABLE', 'OK', 'OK']);
  const rows = await db.gradingOrderItem.findMany({ where: { id: { in: rest } }, select: { correspondCheck: true, checkedAt: true } });
  expect(rows.every((row) => row.correspondCheck === 'OK' && row.checkedAt !== null)).toBe(true);
  const audits = await db.auditLog.findMany({ where: { action: 'card.checked', entity: 'GradingOrderItem', entityId: { in: rest.map(String) } } });
  expect(audits).toHaveLength(2);
  expect(audits.every((row) => row.actorId === staff.id && row.actorRole === 'STAFF')).toBe(true);
  // Nothing left to mark: refused, nothing written.
  await expect(matchRemainingCards(db, session(staff), order.orderNumber, { ...shown(detail), cardIds: rest })).rejects.toMatchObject({ status: 409 });
});

test('unchecked cards other than the ones shown (a colleague checked one meanwhile): nothing is marked', async () => {
  const db = testDb.db;
  const { order, detail } = await fourCardsAtWarehouseIn();
  const shownIds = unchecked(detail);
  // A colleague checks one card after the page was drawn.
  await checkCard(db, session(staff), order.orderNumber, shownIds[0]!, { ...shown(detail), correspondCheck: 'OMITTED', card: null });
  await expect(matchRemainingCards(db, session(staff), order.orderNumber, { ...shown(detail), cardIds: shownIds })).rejects.toMatchObject({
    status: 409,
    key: 'labApi:errors.uncheckedCardsChanged',
  });
  // A card the page did not show is never marked either.
  await expect(matchRemainingCards(db, session(staff), order.orderNumber, { ...shown(detail), cardIds: shownIds.slice(1, 2) })).rejects.toMatchObject({
    status: 409,
  });
  const rows = await db.gradingOrderItem.findMany({ where: { gradingOrderId: order.id }, orderBy: { id: 'asc' }, select: { correspondCheck: true } });
  expect(rows.map((row) => row.correspondCheck)).toEqual(['OMITTED', 'NOT_DETERMINED', 'NOT_DETERMINED', 'NOT_DETERMINED']);
});

test('refused after warehouse-in and for a member; a page behind gets the conflict of a stale order', async () => {
  const db = testDb.db;
  const { order, detail } = await fourCardsAtWarehouseIn();
  const ids = unchecked(detail);
  await expect(
    matchRemainingCards(db, { memberId: alice.member.id, role: 'MEMBER' }, order.orderNumber, { ...shown(detail), cardIds: ids }),
  ).rejects.toMatchObject({
    status: 403,
  });
  // Everything matched: the order moves on to the next check, where the correspond check is closed.
  const matched = await matchRemainingCards(db, session(staff), order.orderNumber, { ...shown(detail), cardIds: ids });
  const next = await advanceOrder(db, session(staff), order.orderNumber, { ...shown(matched), to: 'CARD_CORRESPOND_CHECKED' });
  await expect(matchRemainingCards(db, session(staff), order.orderNumber, { ...shown(next), cardIds: ids })).rejects.toMatchObject({ status: 409 });
  // The statuses of an old page: the stale-order conflict, nothing written.
  await expect(matchRemainingCards(db, session(staff), order.orderNumber, { ...shown(detail), cardIds: ids })).rejects.toMatchObject({ status: 409 });
});
