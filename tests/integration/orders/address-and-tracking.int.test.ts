/** @jest-environment node */
// The return address (docs/product/order-lifecycle.md#shipping-address-changes) and the inbound tracking number
// (docs/product/order-lifecycle.md#tracking-numbers; decision 0009) from the order page: what each writes — the
// ship* snapshot, the tracking columns, the event and audit rows — and what each refuses.
import { eventNote } from '@/lib/shared/orders/event-notes';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createOrderIn } from '@/tests/factories/order-states';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { act, footprint, shown } from './action-helpers';
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

const newAddress = (memberId: number, address: string, addressDetail: string | null = null) =>
  testDb.db.shippingAddress.create({
    data: { memberId, nickname: 'Office', recipient: 'Chen Wei', phone: '0922-333-444', postalCode: '110', address, addressDetail, deliveryMemo: 'Front desk' },
  });

describe('address', () => {
  test('the snapshot is rewritten from the chosen address; an event note and an audit row; the statuses stay', async () => {
    const { order } = await createOrderIn(testDb.db, alice.member.id, 'WAREHOUSE_IN');
    const office = await newAddress(alice.member.id, 'No. 7, Xinyi Rd., Taipei', '12F');
    const result = await act('changeAddress', alice, order.orderNumber, { ...shown(order), shippingAddressId: office.id });
    expect(result.status).toBe(200);
    expect(result.body.data?.shipping).toEqual({
      recipient: 'Chen Wei',
      phone: '0922-333-444',
      postalCode: '110',
      address: 'No. 7, Xinyi Rd., Taipei',
      addressDetail: '12F',
      memo: 'Front desk',
    });
    const after = await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: order.id }, include: { events: true } });
    expect(after).toMatchObject({
      shippingAddressId: office.id,
      shipRecipient: 'Chen Wei',
      shipPhone: '0922-333-444',
      shipPostalCode: '110',
      shipAddress: 'No. 7, Xinyi Rd., Taipei',
      shipAddressDetail: '12F',
      shipMemo: 'Front desk',
      gradingOrderStatus: 'PROCESSING',
      gradingOrderProcessingStatus: 'WAREHOUSE_IN',
      deliveryCost: order.deliveryCost,
      totalAmount: order.totalAmount,
    });
    expect(after.events).toEqual([
      expect.objectContaining({
        note: eventNote('address.changed'),
        fromStatus: null,
        toStatus: null,
        fromProcessing: null,
        toProcessing: null,
        actorId: alice.member.id,
      }),
    ]);
    const audit = await testDb.db.auditLog.findFirstOrThrow({ where: { entityId: order.orderNumber, action: 'order.addressChanged' } });
    expect(audit).toMatchObject({ actorId: alice.member.id, data: { fromAddressId: null, toAddressId: office.id } });
    // The timeline shows status changes only: a note-only row is not an entry.
    expect(result.body.data?.timeline).toEqual([]);
  });

  test("another member's address or a deleted one → 400 on shippingAddressId, nothing written", async () => {
    const { order } = await createOrderIn(testDb.db, alice.member.id, 'NEED_INVOICE_INPUT');
    const before = await footprint(testDb.db, order.id);
    const theirs = await newAddress(bob.member.id, 'No. 9, Bob Rd., Taichung');
    for (const shippingAddressId of [theirs.id, 2_000_000_000]) {
      const result = await act('changeAddress', alice, order.orderNumber, { ...shown(order), shippingAddressId });
      expect(result).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', errors: [{ path: 'shippingAddressId', key: 'myorders:errors.addressNotFound' }] },
      });
    }
    expect(await footprint(testDb.db, order.id)).toEqual(before);
  });

  test('a KRW order: to or from Jeju would change the delivery cost → 400 deliveryCostWouldChange; Jeju to Jeju is fine', async () => {
    const seoul = { shipAddress: '서울특별시 중구 세종대로 110', shipAddressDetail: '3층' };
    const { order } = await createOrderIn(testDb.db, alice.member.id, 'NEED_INVOICE_INPUT', { overrides: { currency: 'KRW', ...seoul } });
    const jeju = await newAddress(alice.member.id, '제주특별자치도 제주시 문연로 6');
    const before = await footprint(testDb.db, order.id);
    const toJeju = await act('changeAddress', alice, order.orderNumber, { ...shown(order), shippingAddressId: jeju.id });
    expect(toJeju).toMatchObject({ status: 400, body: { errors: [{ path: 'shippingAddressId', key: 'myorders:errors.deliveryCostWouldChange' }] } });
    expect(await footprint(testDb.db, order.id)).toEqual(before);

    const { order: fromJeju } = await createOrderIn(testDb.db, alice.member.id, 'NEED_INVOICE_INPUT', {
      overrides: { currency: 'KRW', shipAddress: 'Jeju-si, Jeju-do, Korea' },
    });
    const mainland = await newAddress(alice.member.id, '부산광역시 해운대구 해운대로 1');
    expect((await act('changeAddress', alice, fromJeju.orderNumber, { ...shown(fromJeju), shippingAddressId: mainland.id })).status).toBe(400);
    const otherJeju = await newAddress(alice.member.id, '제주특별자치도 서귀포시 중앙로 1');
    expect((await act('changeAddress', alice, fromJeju.orderNumber, { ...shown(fromJeju), shippingAddressId: otherJeju.id })).status).toBe(200);
    // A TWD order has no Jeju surcharge: the same address is just an address.
    const { order: twd } = await createOrderIn(testDb.db, alice.member.id, 'NEED_INVOICE_INPUT');
    expect((await act('changeAddress', alice, twd.orderNumber, { ...shown(twd), shippingAddressId: jeju.id })).status).toBe(200);
  });
});

describe('tracking', () => {
  const tracking = { courier: 'HCT', trackingNumber: 'HCT 1234-5678' };

  test('the first entry moves the cards to SHIPPING_IN with one event row; a correction rewrites the columns with a note only', async () => {
    const { order } = await createOrderIn(testDb.db, alice.member.id, 'NEED_INVOICE_INPUT');
    const first = await act('enterTracking', alice, order.orderNumber, { ...shown(order), ...tracking, note: 'Two boxes, one fragile' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      processingStatus: 'SHIPPING_IN',
      displayStatus: 'SHIPPING_IN',
      trackingIn: { courier: 'HCT', trackingNumber: 'HCT 1234-5678', note: 'Two boxes, one fragile', enteredAt: expect.any(String) },
      actions: { enterTracking: true, cancel: true },
    });
    let after = await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: order.id }, include: { events: { orderBy: { id: 'asc' } } } });
    expect(after).toMatchObject({
      deliveryComIn: 'HCT',
      trackingNumIn: 'HCT 1234-5678',
      trackingNoteIn: 'Two boxes, one fragile',
      trackingEnteredAt: expect.any(Date),
      gradingOrderStatus: 'PROCESSING',
    });
    expect(after.events).toEqual([
      expect.objectContaining({
        fromProcessing: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
        toProcessing: 'SHIPPING_IN',
        fromStatus: null,
        toStatus: null,
        actorId: alice.member.id,
        actorRole: 'MEMBER',
      }),
    ]);

    const corrected = await act('enterTracking', alice, order.orderNumber, { ...shown(after), courier: 'TCAT', trackingNumber: '9876543210', note: '' });
    expect(corrected.status).toBe(200);
    after = await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: order.id }, include: { events: { orderBy: { id: 'asc' } } } });
    expect(after).toMatchObject({ deliveryComIn: 'TCAT', trackingNumIn: '9876543210', trackingNoteIn: null, gradingOrderProcessingStatus: 'SHIPPING_IN' });
    expect(after.events).toHaveLength(2);
    expect(after.events[1]).toMatchObject({ fromProcessing: null, toProcessing: null, note: expect.stringContaining('corrected') });
  });

  test('a note of 201 characters, a malformed number, a courier of another region → 400, nothing written', async () => {
    const { order } = await createOrderIn(testDb.db, alice.member.id, 'NEED_INVOICE_INPUT');
    const before = await footprint(testDb.db, order.id);
    const longNote = await act('enterTracking', alice, order.orderNumber, { ...shown(order), ...tracking, note: 'x'.repeat(201) });
    expect(longNote).toMatchObject({ status: 400, body: { errors: [{ path: 'note', key: 'myorders:validation.tooLong' }] } });
    const atTheLimit = { ...shown(order), ...tracking, note: 'x'.repeat(200) };
    const badNumber = await act('enterTracking', alice, order.orderNumber, { ...shown(order), ...tracking, trackingNumber: '<script>' });
    expect(badNumber).toMatchObject({ status: 400, body: { errors: [{ path: 'trackingNumber', key: 'myorders:validation.trackingNumberInvalid' }] } });
    // CJ Logistics is a Korean courier; this is a TWD order.
    const korean = await act('enterTracking', alice, order.orderNumber, { ...shown(order), ...tracking, courier: 'CJ_LOGISTICS' });
    expect(korean).toMatchObject({ status: 400, body: { errors: [{ path: 'courier', key: 'myorders:errors.courierNotForCurrency' }] } });
    const unknown = await act('enterTracking', alice, order.orderNumber, { ...shown(order), ...tracking, courier: 'PONY_EXPRESS' });
    expect(unknown).toMatchObject({ status: 400, body: { errors: [{ path: 'courier', key: 'myorders:validation.courierRequired' }] } });
    expect(await footprint(testDb.db, order.id)).toEqual(before);
    expect((await act('enterTracking', alice, order.orderNumber, atTheLimit)).status).toBe(200);
  });
});
