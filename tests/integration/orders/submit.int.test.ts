/** @jest-environment node */
// POST /api/orders (docs/product/orders.md#submission-wizard, docs/product/pricing.md#quote-formula,
// docs/product/order-lifecycle.md#order-status-transitions).
import submitRoute from '@/pages/api/orders/index';
import draftsRoute from '@/pages/api/orders/drafts/index';
import { addBusinessDays } from '@/lib/shared/orders/business-days';
import { quoteOrder } from '@/lib/shared/orders/quote';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { PRICE_POLICIES } from '@/lib/server/seed/data/price-policy';
import { createCertificate } from '@/tests/factories/certificate';
import { HOSTILE_BODIES } from '@/tests/integration/account/account-helpers';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Orderer, orderBody, orderer, pokemonLine, prepareOrderDb, uploadedPhoto } from './order-helpers';

type OrderData = {
  orderNumber: string;
  status: string;
  totalAmount: number;
  totalPrice: number;
  deliveryCost: number;
  totalQt: number;
  items: { price: number; amount: number; serialNumber: string | null; minimumGrade: number | null }[];
  estimatedCompletionAt: string;
  submittedAt: string;
};

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

const submit = (who: Orderer, body: unknown) => callApi<OrderData>(submitRoute, { method: 'POST', body, cookies: who.jar.cookies });

test('creates a SAVED order priced by the server; prices sent by the browser are refused, naming each (issue #24)', async () => {
  const lines = [
    pokemonLine({ quantity: 3 }),
    pokemonLine({ cardCategory: 'SPORTS', sportsType: 'BASEBALL', playerName: 'Shohei Ohtani', isAuto: true, signer: 'Ohtani', quantity: 1, minimumGrade: 9 }),
  ];
  const orders = await testDb.db.gradingOrder.count();
  const tampered = await submit(
    alice,
    await orderBody(testDb.db, alice, {
      lines: [{ ...lines[0], price: 1, amount: 1 }, lines[1]],
      totalPrice: 1,
      totalAmount: 1,
      deliveryCost: 0,
      discountRate: 100,
    }),
  );
  expect(tampered.status).toBe(400);
  expect(tampered.body.errors?.map((error) => error.path)).toEqual([
    'lines[0].price',
    'lines[0].amount',
    'totalPrice',
    'totalAmount',
    'deliveryCost',
    'discountRate',
  ]);
  expect(await testDb.db.gradingOrder.count()).toBe(orders);
  const body = await orderBody(testDb.db, alice, { lines });
  const result = await submit(alice, body);
  expect(result.status).toBe(201);
  const expected = quoteOrder({
    policy: PRICE_POLICIES.TWD,
    submitType: 'GENERAL',
    orderType: 'REG',
    lines: [
      { cardCategory: 'POKEMON', isAuto: false, quantity: 3 },
      { cardCategory: 'SPORTS', isAuto: true, quantity: 1 },
    ],
    shippingMethod: 'SELF_SHIPPING',
    discountRate: 10,
  });
  const order = result.body.data!;
  expect(order).toMatchObject({ status: 'SAVED', totalPrice: expected.totalPrice, deliveryCost: 150, totalAmount: expected.totalAmount, totalQt: 4 });
  expect(order.totalAmount).toBe(585 * 3 + 685 + 150);
  expect(order.items.map((item) => item.price)).toEqual([585, 685]);
  expect(order.items[1]!.minimumGrade).toBe(9);
  expect(order.estimatedCompletionAt).toBe(addBusinessDays(new Date(order.submittedAt), 15).toISOString());

  const stored = await testDb.db.gradingOrder.findUniqueOrThrow({
    where: { orderNumber: order.orderNumber },
    include: { events: true, images: true, gradingOrderItems: { orderBy: { position: 'asc' } } },
  });
  expect(stored).toMatchObject({
    memberId: alice.member.id,
    discountRate: 10,
    needAutoGrading: true,
    shipRecipient: 'Lin Mei',
    shipPhone: '0912-345-678',
    shipPostalCode: '100',
    shipAddressDetail: '5F',
    shipMemo: 'Ring twice',
    photoUploadAgreement: true,
    cautionAgreement: true,
    serviceAgreementChecked: true,
  });
  expect(stored.gradingOrderItems[1]).toMatchObject({ sportsType: 'BASEBALL', signer: 'Ohtani', gradingOrderItemType: 'GRADING_CARD_AUTO' });
  expect(stored.events).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'SAVED', actorId: alice.member.id })]);
  expect(stored.images).toHaveLength(1);
  expect(stored.images[0]!.cardsInPhoto).toBe(2);
});

test('at most 1000 cards per order: 1001 → 400', async () => {
  const one = await submit(alice, await orderBody(testDb.db, alice, { lines: [pokemonLine({ quantity: 1001 })] }));
  expect(one.status).toBe(400);
  const split = await submit(alice, await orderBody(testDb.db, alice, { lines: [pokemonLine({ quantity: 600 }), pokemonLine({ quantity: 401 })] }));
  expect(split.status).toBe(400);
  expect(split.body.errors).toEqual([expect.objectContaining({ path: 'lines', key: 'orders:validation.overMaxCards' })]);
});

test('BULK needs 40 cards and takes no membership discount', async () => {
  expect((await submit(alice, await orderBody(testDb.db, alice, { orderType: 'BULK', lines: [pokemonLine({ quantity: 39 })] }))).body.errors?.[0]?.key).toBe(
    'orders:validation.bulkMinimum',
  );
  const bulk = await submit(alice, await orderBody(testDb.db, alice, { orderType: 'BULK', lines: [pokemonLine({ quantity: 40 })] }));
  expect(bulk.status).toBe(201);
  expect(bulk.body.data!.totalPrice).toBe(470 * 40);
});

test('a member of another country service is refused (403)', async () => {
  const korea = await testDb.db.supportRegion.findUniqueOrThrow({ where: { code: 'KR' } });
  const seoul = await orderer(testDb.db, { supportRegionId: korea.id });
  const result = await submit(seoul, await orderBody(testDb.db, seoul));
  expect(result.status).toBe(403);
  expect(result.body).toMatchObject({ code: 'FORBIDDEN', message: "An account from another country's service cannot order here" });
  expect(await testDb.db.gradingOrder.count({ where: { memberId: seoul.member.id } })).toBe(0);
});

test('identity (phone) verification is required (400)', async () => {
  const unverified = await orderer(testDb.db, { phoneVerifiedAt: null, mbPhone: null });
  const result = await submit(unverified, await orderBody(testDb.db, unverified));
  expect(result.status).toBe(400);
  expect(result.body.errors).toEqual([expect.objectContaining({ path: 'phoneVerified', key: 'orders:errors.phoneNotVerified' })]);
});

test("another member's address is not found (404) and nothing is created", async () => {
  const before = await testDb.db.gradingOrder.count();
  const result = await submit(alice, await orderBody(testDb.db, alice, { shippingAddressId: bob.addressId }));
  expect(result.status).toBe(404);
  expect(await testDb.db.gradingOrder.count()).toBe(before);
});

test("photos: at least one, and never another member's", async () => {
  expect((await submit(alice, await orderBody(testDb.db, alice, { photos: [] }))).status).toBe(400);
  const bobsPhoto = await uploadedPhoto(testDb.db, bob.member.id);
  const stolen = await submit(alice, await orderBody(testDb.db, alice, { photos: [{ id: bobsPhoto, cardsInPhoto: 1 }] }));
  expect(stolen.status).toBe(400);
  expect(stolen.body.errors?.[0]?.key).toBe('photos:errors.notYours');
  // The refused order was rolled back with its photo step: nothing half-made remains.
  expect(await testDb.db.image.findUniqueOrThrow({ where: { id: bobsPhoto } })).toMatchObject({ gradingOrderId: null });
});

test('double submit with the same key gives one order; the key of another member is a conflict', async () => {
  const body = await orderBody(testDb.db, alice);
  const [first, second] = await Promise.all([submit(alice, body), submit(alice, body)]);
  expect([first.status, second.status]).toEqual([201, 201]);
  expect(second.body.data!.orderNumber).toBe(first.body.data!.orderNumber);
  const third = await submit(alice, body);
  expect(third.body.data!.orderNumber).toBe(first.body.data!.orderNumber);
  expect(await testDb.db.gradingOrder.count({ where: { idempotencyKey: body.idempotencyKey } })).toBe(1);
  const other = await submit(bob, { ...(await orderBody(testDb.db, bob)), idempotencyKey: body.idempotencyKey });
  expect(other.status).toBe(409);
  expect(JSON.stringify(other.body)).not.toContain(first.body.data!.orderNumber);
});

test('Jeju addresses add the surcharge to KRW deliveries', async () => {
  const jeju = await orderer(testDb.db, {}, { address: '제주특별자치도 제주시 첨단로 242' });
  const result = await submit(jeju, await orderBody(testDb.db, jeju, { currency: 'KRW', shippingMethod: 'BRG_SHIPPING' }));
  expect(result.status).toBe(201);
  expect(result.body.data!.deliveryCost).toBe(6000 + 5000);
});

test('SIMPLE is express with the quick extra and refuses a minimum grade', async () => {
  const refused = await submit(alice, await orderBody(testDb.db, alice, { submitType: 'SIMPLE', lines: [pokemonLine({ minimumGrade: 9 })] }));
  expect(refused.body.errors?.[0]).toMatchObject({ path: 'lines[0].minimumGrade', key: 'orders:validation.minimumGradeGeneralOnly' });
  const simple = await submit(alice, await orderBody(testDb.db, alice, { submitType: 'SIMPLE', orderType: 'REG', lines: [pokemonLine({ quantity: 1 })] }));
  expect(simple.status).toBe(201);
  expect(simple.body.data).toMatchObject({ totalPrice: 810 + 50 });
  expect(await testDb.db.gradingOrder.findUniqueOrThrow({ where: { orderNumber: simple.body.data!.orderNumber } })).toMatchObject({ gradingOrderType: 'EXP' });
});

test('reholder: graded cards by serial, no duplicates, unknown serials named', async () => {
  const graded = await createCertificate(testDb.db, { serial: '4820001', grade: 9, authentic: false, playerName: 'Charizard', cardCategory: 'POKEMON' });
  const other = await createCertificate(testDb.db, { serial: '4820002', grade: 10, authentic: false });
  const ok = await submit(
    alice,
    await orderBody(testDb.db, alice, { submitType: 'REHOLDER', lines: [], reholderCards: [{ serialNumber: graded.serial }, { serialNumber: other.serial }] }),
  );
  expect(ok.status).toBe(201);
  expect(ok.body.data!.orderNumber).toMatch(/^R/);
  expect(ok.body.data).toMatchObject({ totalQt: 2, totalPrice: 2 * 250 });
  expect(ok.body.data!.items[0]).toMatchObject({ serialNumber: '4820001' });
  const duplicate = await submit(
    alice,
    await orderBody(testDb.db, alice, { submitType: 'REHOLDER', reholderCards: [{ serialNumber: graded.serial }, { serialNumber: graded.serial }] }),
  );
  expect(duplicate.body.errors?.[0]?.key).toBe('orders:validation.serialDuplicate');
  const unknown = await submit(
    alice,
    await orderBody(testDb.db, alice, { submitType: 'REHOLDER', reholderCards: [{ serialNumber: graded.serial }, { serialNumber: '0000001' }] }),
  );
  expect(unknown.status).toBe(400);
  expect(unknown.body.errors).toEqual([expect.objectContaining({ path: 'reholderCards[1].serialNumber', key: 'orders:validation.serialNotFound' })]);
});

test('a saved draft becomes the order (TEMP_SAVED → SAVED), once', async () => {
  const saved = await callApi<{ id: number }>(draftsRoute, {
    method: 'POST',
    body: { submitType: 'GENERAL', currency: 'TWD', lines: [pokemonLine()] },
    cookies: alice.jar.cookies,
  });
  const draftId = saved.body.data!.id;
  const result = await submit(alice, await orderBody(testDb.db, alice, { draftId }));
  expect(result.status).toBe(201);
  const order = await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: draftId }, include: { events: { orderBy: { id: 'asc' } } } });
  expect(order.orderNumber).toBe(result.body.data!.orderNumber);
  expect(order.gradingOrderStatus).toBe('SAVED');
  expect(order.events.map((event) => [event.fromStatus, event.toStatus])).toEqual([
    [null, 'TEMP_SAVED'],
    ['TEMP_SAVED', 'SAVED'],
  ]);
  const again = await submit(alice, await orderBody(testDb.db, alice, { draftId }));
  expect(again.status).toBe(409);
  // Another member's draft id is never touched: their own new order is created instead.
  const bobs = await submit(
    bob,
    await orderBody(testDb.db, bob, {
      draftId: (await testDb.db.gradingOrder.create({ data: { orderNumber: 'G000000000001', memberId: alice.member.id } })).id,
    }),
  );
  expect(bobs.status).toBe(201);
  expect(await testDb.db.gradingOrder.findUniqueOrThrow({ where: { orderNumber: 'G000000000001' } })).toMatchObject({
    gradingOrderStatus: 'TEMP_SAVED',
    memberId: alice.member.id,
  });
});

test('missing agreements, wrong types and hostile input are 4xx with keys, never 500', async () => {
  const base = await orderBody(testDb.db, alice);
  const bodies: unknown[] = [
    ...HOSTILE_BODIES,
    { ...base, photoUploadAgreement: false },
    { ...base, cautionAgreement: 'true' },
    { ...base, serviceAgreementChecked: false },
    { ...base, paymentMethod: 'KAKAO_PAY' },
    { ...base, paymentMethod: null },
    { ...base, lines: [pokemonLine({ playerName: 'x'.repeat(10_240) })] },
    { ...base, lines: [pokemonLine({ quantity: '2' })] },
    { ...base, lines: [pokemonLine({ isAuto: null })] },
    { ...base, lines: [pokemonLine({ playerName: '' })] },
    { ...base, lines: 'x'.repeat(10_240) },
    { ...base, shippingAddressId: '1; DROP TABLE "GradingOrder";--' },
    { ...base, shippingMethod: '<script>alert(1)</script>' },
    { ...base, currency: "KRW' OR 1=1" },
    { ...base, idempotencyKey: '<img src=x onerror=alert(1)>' },
    { ...base, submitType: 'REHOLDER', reholderCards: [{ serialNumber: "1' OR '1'='1" }] },
  ];
  for (const body of bodies) {
    const result = await submit(alice, body);
    expect({ body: JSON.stringify(body).slice(0, 80), status: result.status }).toEqual({ body: JSON.stringify(body).slice(0, 80), status: 400 });
    expect(result.body.code).toBe('VALIDATION');
  }
  const player = await submit(alice, await orderBody(testDb.db, alice, { lines: [pokemonLine({ playerName: '<b>Robert"); DROP TABLE "Member";--</b>' })] }));
  // Free text is text: stored as typed (React escapes it when shown), the tables are intact.
  expect(player.status).toBe(201);
  expect(await testDb.db.member.count()).toBeGreaterThan(0);
});

test('login, same origin; GET lists the orders (my-orders.int.test.ts), other methods are refused', async () => {
  const body = await orderBody(testDb.db, alice);
  expect((await callApi(submitRoute, { method: 'POST', body })).status).toBe(401);
  expect((await callApi(submitRoute, { method: 'POST', body, cookies: alice.jar.cookies, headers: { origin: 'https://evil.example' } })).status).toBe(403);
  expect((await callApi(submitRoute, { method: 'PUT', body, cookies: alice.jar.cookies })).status).toBe(405);
});
