/** @jest-environment node */
// Issue #9, docs/decisions/0010-wizard-currency-and-unpaid-orders.md: after a declined card the member goes back to the
// cards, changes them and pays again — the wizard sends the order number it remembers, and the server changes that
// unpaid order in place: one order, its photos, the new quantity repriced, the open payment page closed, one event.
import { parseEventNote } from '@/lib/shared/orders/event-notes';
import submitRoute from '@/pages/api/orders/index';
import startRoute from '@/pages/api/orders/[orderNumber]/payments';
import type { Payment } from '@/lib/server/db/generated/client';
import { handlePaymentCallback } from '@/lib/server/payments/handle-callback';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { TEST_SECRET, gatewayEvent, signed } from '../payments/payment-helpers';
import { type Orderer, orderBody, orderer, pokemonLine, prepareOrderDb, uploadedPhoto } from './order-helpers';

type OrderData = {
  orderNumber: string;
  status: string;
  totalAmount: number;
  totalPrice: number;
  totalQt: number;
  items: { quantity: number; price: number; amount: number }[];
};

let testDb: TestDb;
let alice: Orderer;
let bob: Orderer;

beforeAll(async () => {
  process.env.PAYMENT_SANDBOX_SECRET = TEST_SECRET;
  testDb = await createTestDb();
  resetLimitersForTests();
  await prepareOrderDb(testDb.db);
  alice = await orderer(testDb.db);
  bob = await orderer(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const submit = (who: Orderer, body: unknown) => callApi<OrderData>(submitRoute, { method: 'POST', body, cookies: who.jar.cookies });
const startPayment = (who: Orderer, orderNumber: string, method = 'CREDIT_CARD') =>
  callApi<{ redirectUrl: string }>(startRoute, { method: 'POST', query: { orderNumber }, body: { method }, cookies: who.jar.cookies });
const openPayment = (orderNumber: string) =>
  testDb.db.payment.findFirstOrThrow({ where: { gradingOrder: { orderNumber }, status: 'READY' }, orderBy: { id: 'desc' } });
const gateway = async (payment: Payment, type: 'payment.failed' | 'payment.approved') => {
  const { rawBody, headers } = signed(gatewayEvent(payment, type, type === 'payment.failed' ? { reason: 'declined' } : {}));
  return handlePaymentCallback(testDb.db, payment.provider, rawBody, headers);
};
const stored = (orderNumber: string) =>
  testDb.db.gradingOrder.findUniqueOrThrow({
    where: { orderNumber },
    include: { events: { orderBy: { id: 'asc' } }, images: { orderBy: { id: 'asc' } }, payments: { orderBy: { id: 'asc' } }, gradingOrderItems: true },
  });
/** A new key for a changed draft (the wizard makes one on every change), with the order it remembers. */
const changed = (body: Record<string, unknown>, orderNumber: string, overrides: Record<string, unknown>) => ({
  ...body,
  ...overrides,
  idempotencyKey: crypto.randomUUID(),
  orderNumber,
});

test('declined card → back to the cards → quantity changed → paid: one order, its photos, repriced, the old page closed', async () => {
  const ordersBefore = await testDb.db.gradingOrder.count({ where: { memberId: alice.member.id } });
  const body = await orderBody(testDb.db, alice, { lines: [pokemonLine({ quantity: 2 })] });
  const first = await submit(alice, body);
  expect(first.status).toBe(201);
  const { orderNumber } = first.body.data!;
  // 2 Pokémon cards at NT$585 (GOLD −10 % of the service) + NT$150 self shipping.
  expect(first.body.data!.totalAmount).toBe(2 * 585 + 150);

  // The issuer declines; the member opens the gateway once more and comes back without paying.
  expect((await startPayment(alice, orderNumber)).status).toBe(201);
  expect((await gateway(await openPayment(orderNumber), 'payment.failed')).result).toBe('processed');
  expect((await stored(orderNumber)).gradingOrderStatus).toBe('PAYMENT_FAILED');
  expect((await startPayment(alice, orderNumber)).status).toBe(201);
  const leftOpen = await openPayment(orderNumber);

  // Back on the cards step: 3 cards now, and one more photo.
  const extraPhoto = await uploadedPhoto(testDb.db, alice.member.id);
  const edit = changed(body, orderNumber, {
    lines: [pokemonLine({ quantity: 3 })],
    photos: [...(body.photos as { id: number; cardsInPhoto: number }[]), { id: extraPhoto, cardsInPhoto: 1 }],
  });
  const eventsBefore = (await stored(orderNumber)).events.length;
  const second = await submit(alice, edit);
  expect(second.status).toBe(201);
  expect(second.body.data).toMatchObject({ orderNumber, status: 'SAVED', totalQt: 3, totalPrice: 3 * 585, totalAmount: 3 * 585 + 150 });

  const after = await stored(orderNumber);
  expect(await testDb.db.gradingOrder.count({ where: { memberId: alice.member.id } })).toBe(ordersBefore + 1);
  expect(after).toMatchObject({ gradingOrderStatus: 'SAVED', totalQt: 3, idempotencyKey: edit.idempotencyKey });
  expect(after.gradingOrderItems).toEqual([expect.objectContaining({ quantity: 3, price: 585, amount: 3 * 585 })]);
  expect(after.images.map((image) => image.id)).toEqual([(body.photos as { id: number }[])[0]!.id, extraPhoto]);
  // The page opened before the change can no longer take money; the declined attempt stays FAILED.
  expect(after.payments.map((payment) => [payment.id, payment.status])).toEqual([
    [after.payments[0]!.id, 'FAILED'],
    [leftOpen.id, 'CANCELLED'],
  ]);
  // One event for the change: PAYMENT_FAILED → SAVED by the member.
  const added = after.events.slice(eventsBefore);
  expect(added).toEqual([expect.objectContaining({ fromStatus: 'PAYMENT_FAILED', toStatus: 'SAVED', actorId: alice.member.id })]);

  // The same changed submission again (a double click): the same order, nothing more recorded.
  const replay = await submit(alice, edit);
  expect(replay.body.data!.orderNumber).toBe(orderNumber);
  expect((await stored(orderNumber)).events).toHaveLength(after.events.length);

  // Pay again: the new quote is charged and the order is paid.
  expect((await startPayment(alice, orderNumber)).status).toBe(201);
  const payment = await openPayment(orderNumber);
  expect(payment.amount).toBe(3 * 585 + 150);
  expect((await gateway(payment, 'payment.approved')).result).toBe('processed');
  expect((await stored(orderNumber)).gradingOrderStatus).toBe('PROCESSING');
  // A charge on the closed page is returned, never kept.
  expect((await gateway(leftOpen, 'payment.approved')).result).toBe('refused');
});

test('an unpaid order that stays SAVED gets a note; a photo dropped from the draft is released', async () => {
  const body = await orderBody(testDb.db, alice);
  const first = await submit(alice, body);
  const { orderNumber } = first.body.data!;
  expect((await startPayment(alice, orderNumber)).status).toBe(201);
  const leftOpen = await openPayment(orderNumber);
  const oldPhoto = (body.photos as { id: number }[])[0]!.id;
  const newPhoto = await uploadedPhoto(testDb.db, alice.member.id);

  const result = await submit(alice, changed(body, orderNumber, { photos: [{ id: newPhoto, cardsInPhoto: 2 }], shippingMethod: 'VISIT' }));
  expect(result.status).toBe(201);
  expect(result.body.data).toMatchObject({ orderNumber, status: 'SAVED', totalAmount: 2 * 585 });
  const after = await stored(orderNumber);
  expect(after.events).toHaveLength(2);
  expect(after.events[1]).toMatchObject({ fromStatus: null, toStatus: null, actorId: alice.member.id });
  expect(parseEventNote(after.events[1]!.note!)).toMatchObject({ key: expect.stringMatching(/^revised\./) });
  expect(after.images.map((image) => image.id)).toEqual([newPhoto]);
  expect(await testDb.db.image.findUniqueOrThrow({ where: { id: oldPhoto } })).toMatchObject({ gradingOrderId: null });
  expect(await testDb.db.payment.findUniqueOrThrow({ where: { id: leftOpen.id } })).toMatchObject({ status: 'CANCELLED' });
  // The released photo can go into another order.
  expect((await submit(alice, await orderBody(testDb.db, alice, { photos: [{ id: oldPhoto, cardsInPhoto: 1 }] }))).status).toBe(201);
});

test.each(['WAITING_FOR_DEPOSIT', 'PROCESSING', 'CANCELLED'] as const)('an order %s is not changed (409)', async (status) => {
  const body = await orderBody(testDb.db, alice);
  const { orderNumber } = (await submit(alice, body)).body.data!;
  await testDb.db.gradingOrder.update({ where: { orderNumber }, data: { gradingOrderStatus: status } });
  const before = await stored(orderNumber);
  const result = await submit(alice, changed(body, orderNumber, { lines: [pokemonLine({ quantity: 5 })] }));
  expect(result.status).toBe(409);
  expect(result.body).toMatchObject({ code: 'CONFLICT', key: 'orders:errors.notChangeable' });
  const after = await stored(orderNumber);
  expect(after).toMatchObject({ gradingOrderStatus: status, totalQt: before.totalQt, totalAmount: before.totalAmount, idempotencyKey: body.idempotencyKey });
  expect(after.events).toHaveLength(before.events.length);
});

test("another member's order, or an unknown number, is not found and nothing is created", async () => {
  const bobs = (await submit(bob, await orderBody(testDb.db, bob))).body.data!.orderNumber;
  const count = await testDb.db.gradingOrder.count();
  for (const orderNumber of [bobs, 'G000101000000']) {
    const result = await submit(alice, { ...(await orderBody(testDb.db, alice)), orderNumber });
    expect(result.status).toBe(404);
  }
  expect(await testDb.db.gradingOrder.count()).toBe(count);
  expect((await stored(bobs)).memberId).toBe(bob.member.id);
  // Not an order number at all: refused by the schema.
  expect((await submit(alice, { ...(await orderBody(testDb.db, alice)), orderNumber: "G1' OR 1=1" })).status).toBe(400);
});

test("a photo of the member's other order is still refused when changing an order", async () => {
  const other = await orderBody(testDb.db, alice);
  await submit(alice, other);
  const body = await orderBody(testDb.db, alice);
  const { orderNumber } = (await submit(alice, body)).body.data!;
  const result = await submit(alice, changed(body, orderNumber, { photos: other.photos }));
  expect(result.status).toBe(400);
  expect(result.body.errors?.[0]?.key).toBe('photos:errors.alreadyAttached');
  expect((await stored(orderNumber)).images.map((image) => image.id)).toEqual([(body.photos as { id: number }[])[0]!.id]);
});
