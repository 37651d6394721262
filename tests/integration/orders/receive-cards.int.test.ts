/** @jest-environment node */
// Staff confirm the cards arrived (issue #10 gives it a screen): SHIPPING_IN_COMPLETE along the processing
// transitions (docs/product/order-lifecycle.md#processing-transitions), the receipt date and the estimate counted
// from it (docs/product/order-lifecycle.md#estimated-completion), the cardsReceived e-mail after the commit, and
// one card per line from receipt on (issue #10, split-card-lines.ts).
import { eventNote } from '@/lib/shared/orders/event-notes';
import type { Member } from '@/lib/server/db/generated/client';
import { getOrderDetail } from '@/lib/server/orders/get-order-detail';
import { markCardsReceived } from '@/lib/server/orders/receive-cards';
import { splitCardLines } from '@/lib/server/orders/split-card-lines';
import { addBusinessDays } from '@/lib/shared/orders/business-days';
import { createOrderIn } from '@/tests/factories/order-states';
import type { TestDb } from '@/tests/helpers/test-db';
import { footprint } from './action-helpers';
import { type Orderer, orderWorld } from './order-helpers';

let testDb: TestDb;
let alice: Orderer;
let staff: Member;

beforeAll(async () => {
  ({ testDb, alice, staff } = await orderWorld({ language: 'en' }));
}, 60_000);
afterAll(() => testDb.close());

const asStaff = () => ({ memberId: staff.id, role: 'STAFF' as const });
// A Wednesday morning in Taipei: 15 business days later is three weeks later.
const NOW = new Date('2026-12-02T02:00:00Z');

const transitions = async (orderId: number) =>
  (await testDb.db.orderEvent.findMany({ where: { gradingOrderId: orderId }, orderBy: { id: 'asc' } })).map((e) => [
    e.fromProcessing,
    e.toProcessing,
    e.actorId,
  ]);

test("SHIPPING_IN → SHIPPING_IN_COMPLETE: receivedAt, the estimate from receipt, one event, the e-mail in the member's language", async () => {
  const { order } = await createOrderIn(testDb.db, alice.member.id, 'SHIPPING_IN', { overrides: { estimatedCompletionAt: new Date('2026-11-01T00:00:00Z') } });
  const received = await markCardsReceived(testDb.db, asStaff(), order.orderNumber, NOW);
  expect(received).toMatchObject({ gradingOrderProcessingStatus: 'SHIPPING_IN_COMPLETE', gradingOrderStatus: 'PROCESSING', receivedAt: NOW });
  expect(received.estimatedCompletionAt).toEqual(addBusinessDays(NOW, 15));
  expect(received.estimatedCompletionAt).toEqual(new Date('2026-12-23T02:00:00Z'));
  expect(await transitions(order.id)).toEqual([['SHIPPING_IN', 'SHIPPING_IN_COMPLETE', staff.id]]);
  const mails = await testDb.db.outboxMessage.findMany({ where: { to: alice.member.mbEmail, template: 'cardsReceived' } });
  expect(mails).toEqual([
    expect.objectContaining({ locale: 'en', subject: expect.stringContaining(order.orderNumber), text: expect.stringContaining(order.orderNumber) }),
  ]);
  // The greeting, the new estimate and the link to the order page are filled in (no empty placeholders).
  expect(mails[0]!.text).toContain(`Hello ${alice.member.mbName ?? alice.member.mbNick},`);
  expect(mails[0]!.text).toContain('Estimated completion: December 23, 2026.');
  expect(mails[0]!.text).toContain(`/en/account/orders/${order.orderNumber}`);
});

test('the estimate follows the order type (EXP 5 business days)', async () => {
  const { order } = await createOrderIn(testDb.db, alice.member.id, 'SHIPPING_IN', { overrides: { gradingOrderType: 'EXP' } });
  const received = await markCardsReceived(testDb.db, asStaff(), order.orderNumber, NOW);
  expect(received.estimatedCompletionAt).toEqual(new Date('2026-12-09T02:00:00Z'));
});

test('QUICK cards handed in at the counter go straight from NOT_PROCESSING; collected cards pass SHIPPING_IN first', async () => {
  const { order: quick } = await createOrderIn(testDb.db, alice.member.id, 'QUICK_WAITING');
  await markCardsReceived(testDb.db, asStaff(), quick.orderNumber, NOW);
  expect(await transitions(quick.id)).toEqual([['NOT_PROCESSING', 'SHIPPING_IN_COMPLETE', staff.id]]);

  const { order: pickup } = await createOrderIn(testDb.db, alice.member.id, 'PICKUP_REQUIRED');
  const received = await markCardsReceived(testDb.db, asStaff(), pickup.orderNumber, NOW);
  expect(received.gradingOrderProcessingStatus).toBe('SHIPPING_IN_COMPLETE');
  expect(await transitions(pickup.id)).toEqual([
    ['BREAK_SHIPPING_BEFORE_PICKUP', 'SHIPPING_IN', staff.id],
    ['SHIPPING_IN', 'SHIPPING_IN_COMPLETE', staff.id],
  ]);
});

test('refused where no cards are awaited, for members, and for unknown orders — nothing written, no e-mail', async () => {
  const mailsBefore = await testDb.db.outboxMessage.count({ where: { template: 'cardsReceived' } });
  for (const state of ['SAVED', 'WAITING_FOR_DEPOSIT', 'WAREHOUSE_IN', 'CANCELLED'] as const) {
    const { order } = await createOrderIn(testDb.db, alice.member.id, state);
    const before = await footprint(testDb.db, order.id);
    await expect(markCardsReceived(testDb.db, asStaff(), order.orderNumber, NOW)).rejects.toMatchObject({
      code: 'CONFLICT',
      key: 'myorders:errors.notAllowed',
    });
    expect(await footprint(testDb.db, order.id)).toEqual(before);
  }
  const { order } = await createOrderIn(testDb.db, alice.member.id, 'SHIPPING_IN');
  await expect(markCardsReceived(testDb.db, { memberId: alice.member.id, role: 'MEMBER' }, order.orderNumber, NOW)).rejects.toMatchObject({
    code: 'FORBIDDEN',
  });
  await expect(markCardsReceived(testDb.db, asStaff(), 'G991231000000', NOW)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  expect(await testDb.db.outboxMessage.count({ where: { template: 'cardsReceived' } })).toBe(mailsBefore);
});

const lines = async (orderId: number) =>
  testDb.db.gradingOrderItem.findMany({ where: { gradingOrderId: orderId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });

test("on receipt a line of N cards becomes N lines of one at the same unit price, in the receipt's event; twice changes nothing", async () => {
  const { order } = await createOrderIn(testDb.db, alice.member.id, 'SHIPPING_IN', {
    lines: [
      { cardCategory: 'POKEMON', isAuto: false, quantity: 3 },
      { cardCategory: 'SPORTS', isAuto: true, quantity: 1 },
    ],
  });
  const before = await lines(order.id);
  expect(before.map((line) => [line.position, line.quantity])).toEqual([
    [0, 3],
    [1, 1],
  ]);
  expect(before[0]!.price).not.toBe(before[1]!.price);
  const detailBefore = await getOrderDetail(testDb.db, { memberId: alice.member.id, role: 'MEMBER' }, order.orderNumber);

  const received = await markCardsReceived(testDb.db, asStaff(), order.orderNumber, NOW);

  const after = await lines(order.id);
  // Line 1's three cards first, then line 2; every field of the card kept, amount = unit price.
  const card = ({ cardCategory, isAuto, price, playerName, year }: (typeof before)[number]) => ({
    cardCategory,
    isAuto,
    price,
    amount: price,
    quantity: 1,
    playerName,
    year,
  });
  expect(after.map((line) => ({ position: line.position, ...card(line) }))).toEqual([
    { position: 0, ...card(before[0]!) },
    { position: 1, ...card(before[0]!) },
    { position: 2, ...card(before[0]!) },
    { position: 3, ...card(before[1]!) },
  ]);
  expect(after[0]!.id).toBe(before[0]!.id);
  expect(after[3]!.id).toBe(before[1]!.id);
  expect(after.reduce((sum, line) => sum + line.amount, 0)).toBe(order.totalPrice);
  expect(received).toMatchObject({ totalPrice: order.totalPrice, totalAmount: order.totalAmount, totalQt: 4 });
  // One event row: the receipt, its staff-only note naming the split.
  const events = await testDb.db.orderEvent.findMany({ where: { gradingOrderId: order.id } });
  expect(events).toEqual([
    expect.objectContaining({ fromProcessing: 'SHIPPING_IN', toProcessing: 'SHIPPING_IN_COMPLETE', note: eventNote('received.split', { lines: 2, cards: 4 }) }),
  ]);

  // Idempotent: a second split finds only lines of one.
  await expect(testDb.db.$transaction((tx) => splitCardLines(tx, order.id))).resolves.toBeNull();
  expect(await lines(order.id)).toEqual(after);
  expect(await testDb.db.orderEvent.count({ where: { gradingOrderId: order.id } })).toBe(1);

  // The member sees the same order: as many cards, the same totals.
  const detail = await getOrderDetail(testDb.db, { memberId: alice.member.id, role: 'MEMBER' }, order.orderNumber);
  expect(detail.totalQt).toBe(4);
  expect(detail.totalQt).toBe(detailBefore.totalQt);
  expect(detail.cardsShipped).toEqual(detailBefore.cardsShipped);
  expect(detail.cardsShipped.total).toBe(4);
  expect(detail.totalPrice).toBe(detailBefore.totalPrice);
  expect(detail.items.map((item) => item.quantity)).toEqual([1, 1, 1, 1]);
});

test('lines of one are left as they are, and a line whose amount is not price × quantity is refused', async () => {
  const { order } = await createOrderIn(testDb.db, alice.member.id, 'SHIPPING_IN', { lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: 1 }] });
  const before = await lines(order.id);
  const received = await markCardsReceived(testDb.db, asStaff(), order.orderNumber, NOW);
  expect(received.gradingOrderProcessingStatus).toBe('SHIPPING_IN_COMPLETE');
  expect(await lines(order.id)).toEqual(before);
  expect((await testDb.db.orderEvent.findFirstOrThrow({ where: { gradingOrderId: order.id } })).note).toBe(eventNote('received.cards'));

  const { order: broken } = await createOrderIn(testDb.db, alice.member.id, 'SHIPPING_IN');
  const [line] = await lines(broken.id);
  await testDb.db.gradingOrderItem.update({ where: { id: line!.id }, data: { amount: line!.amount + 1 } });
  const footprintBefore = await footprint(testDb.db, broken.id);
  const linesBefore = await lines(broken.id);
  await expect(markCardsReceived(testDb.db, asStaff(), broken.orderNumber, NOW)).rejects.toThrow(/would change its total/);
  expect(await footprint(testDb.db, broken.id)).toEqual(footprintBefore);
  expect(await lines(broken.id)).toEqual(linesBefore);
});
