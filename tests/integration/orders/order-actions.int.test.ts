/** @jest-environment node */
// Every member action on an order (issue #9) is allowed exactly where the rule sets say
// (docs/product/order-lifecycle.md#rule-sets-by-display-status; orderActions) and checked again on the server: a
// table over the order states, through the routes, asserting what was written — and that a refusal writes
// nothing. Then the answers every action shares: a stale page gets 409 with the order as it is now; another
// member's order, an unknown number and a draft are the same 404.
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { ORDER_STATES, type OrderState, createOrderIn } from '@/tests/factories/order-states';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type ActionName, act, footprint, shown, validBody } from './action-helpers';
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

const STATES = Object.keys(ORDER_STATES).filter((state) => state !== 'DRAFT') as OrderState[];

/** Where each action is allowed, written out from the contract (not computed by the code under test). */
const ALLOWED: Record<ActionName, OrderState[]> = {
  // Unpaid orders, and paid ones while revocable: WAITING_FOR_DEPOSIT, NEED_INVOICE_INPUT, PICKUP_REQUIRED, SHIPPING_IN.
  cancel: ['SAVED', 'PAYMENT_FAILED', 'WAITING_FOR_DEPOSIT', 'NEED_INVOICE_INPUT', 'PICKUP_REQUIRED', 'SHIPPING_IN', 'QUICK_WAITING'],
  // A bank-based payment (here a virtual account) while money may still have to go back to it (decision 0009).
  refundAccount: [
    'WAITING_FOR_DEPOSIT',
    'NEED_INVOICE_INPUT',
    'PICKUP_REQUIRED',
    'SHIPPING_IN',
    'QUICK_WAITING',
    'SHIPPING_IN_COMPLETE',
    'WAREHOUSE_IN',
    'GRADING',
    'GRADING_COMPLETE',
    'SHIPPING_OUT',
    'WRONG_REFUND_ACCOUNT',
  ],
  // The address-changeable set: up to GRADING (WRONG_REFUND_ACCOUNT here is a GRADING order).
  changeAddress: [
    'WAITING_FOR_DEPOSIT',
    'NEED_INVOICE_INPUT',
    'PICKUP_REQUIRED',
    'SHIPPING_IN',
    'QUICK_WAITING',
    'SHIPPING_IN_COMPLETE',
    'WAREHOUSE_IN',
    'GRADING',
    'WRONG_REFUND_ACCOUNT',
  ],
  // Self-shipped paid orders, until the parcel arrives.
  enterTracking: ['NEED_INVOICE_INPUT', 'SHIPPING_IN'],
};

const CASES = (Object.keys(ALLOWED) as ActionName[]).flatMap((action) => STATES.map((state) => [action, state, ALLOWED[action].includes(state)] as const));

test.each(CASES)('%s at %s → allowed: %s', async (action, state, allowed) => {
  // The refund-account rule applies to bank-based payments: those tables use a virtual account.
  const method = action === 'refundAccount' ? 'VIRTUAL_ACCOUNT' : undefined;
  const { order } = await createOrderIn(testDb.db, alice.member.id, state, { method });
  const before = await footprint(testDb.db, order.id);
  const result = await act(action, alice, order.orderNumber, validBody(action, order, alice));
  if (!allowed) {
    expect(result).toMatchObject({ status: 409, body: { code: 'CONFLICT', key: 'myorders:errors.notAllowed' } });
    expect(await footprint(testDb.db, order.id)).toEqual(before);
    return;
  }
  expect(result.status).toBe(200);
  expect(result.body.data).toMatchObject({ orderNumber: order.orderNumber });
  const after = await footprint(testDb.db, order.id);
  expect(after.events).toBeGreaterThan(before.events);
  expect(after.audit + after.events).toBeGreaterThan(before.audit + before.events);
  if (action === 'cancel') expect(after.order).toMatchObject({ gradingOrderStatus: 'CANCELLED', cancelledAt: expect.any(Date) });
  if (action === 'refundAccount')
    expect(after.order.refundAccount).toMatchObject({ bank: 'TW-812', accountNumber: '123456789012', holderName: 'Lin Mei', memberId: alice.member.id });
  if (action === 'changeAddress')
    expect(after.order).toMatchObject({ shippingAddressId: alice.addressId, shipRecipient: 'Lin Mei', gradingOrderStatus: order.gradingOrderStatus });
  if (action === 'enterTracking')
    expect(after.order).toMatchObject({
      deliveryComIn: 'TCAT',
      trackingNumIn: '9012-3456-7890',
      trackingNoteIn: 'Two boxes',
      gradingOrderProcessingStatus: 'SHIPPING_IN',
    });
});

test.each(['cancel', 'refundAccount', 'changeAddress', 'enterTracking'] as const)(
  '%s: a stale page → 409 with the order as it is now, nothing written',
  async (action) => {
    const { order } = await createOrderIn(testDb.db, alice.member.id, 'NEED_INVOICE_INPUT', { method: 'VIRTUAL_ACCOUNT' });
    const before = await footprint(testDb.db, order.id);
    // The page was drawn while the order still waited for its deposit.
    const body = { ...validBody(action, order, alice), expectedStatus: 'WAITING_FOR_DEPOSIT', expectedProcessingStatus: 'NOT_PROCESSING' };
    const result = await act(action, alice, order.orderNumber, body);
    expect(result).toMatchObject({ status: 409, body: { code: 'CONFLICT', key: 'myorders:errors.changedMeanwhile' } });
    expect(result.body.data).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'PROCESSING',
      processingStatus: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
      displayStatus: 'NEED_INVOICE_INPUT',
      actions: { cancel: true, enterTracking: true, changeAddress: true, refundAccount: true, pay: false },
    });
    expect(await footprint(testDb.db, order.id)).toEqual(before);
  },
);

test.each(['cancel', 'refundAccount', 'changeAddress', 'enterTracking'] as const)(
  "%s: another member's order, an unknown number, a draft → the same 404",
  async (action) => {
    const { order } = await createOrderIn(testDb.db, alice.member.id, 'NEED_INVOICE_INPUT', { method: 'VIRTUAL_ACCOUNT' });
    const { order: draft } = await createOrderIn(testDb.db, alice.member.id, 'DRAFT');
    const before = await footprint(testDb.db, order.id);
    const asBob = await act(action, bob, order.orderNumber, validBody(action, order, bob));
    const unknown = await act(action, alice, 'G991231000000', validBody(action, order, alice));
    const drafted = await act(action, alice, draft.orderNumber, validBody(action, draft, alice));
    const malformed = await act(action, alice, "G1' OR '1'='1", validBody(action, order, alice));
    for (const result of [asBob, unknown, drafted, malformed])
      expect(result).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: 'Order information error' } });
    expect(await footprint(testDb.db, order.id)).toEqual(before);
  },
);

test.each(['cancel', 'refundAccount', 'changeAddress', 'enterTracking'] as const)(
  '%s: without a session → 401; a body that is not the schema → 400',
  async (action) => {
    const { order } = await createOrderIn(testDb.db, alice.member.id, 'NEED_INVOICE_INPUT', { method: 'VIRTUAL_ACCOUNT' });
    const before = await footprint(testDb.db, order.id);
    expect((await act(action, null, order.orderNumber, validBody(action, order, alice))).status).toBe(401);
    const noStatuses = await act(action, alice, order.orderNumber, { ...validBody(action, order, alice), expectedStatus: undefined });
    expect(noStatuses).toMatchObject({ status: 400, body: { code: 'VALIDATION', errors: [expect.objectContaining({ path: 'expectedStatus' })] } });
    const wrongStatus = await act(action, alice, order.orderNumber, { ...validBody(action, order, alice), expectedProcessingStatus: 'TELEPORTED' });
    expect(wrongStatus.status).toBe(400);
    expect(await footprint(testDb.db, order.id)).toEqual(before);
  },
);

test("amounts never come from the browser: a cancel body with an amount is refused, then the server's amount is refunded", async () => {
  const { order, payment } = await createOrderIn(testDb.db, alice.member.id, 'NEED_INVOICE_INPUT');
  const before = await footprint(testDb.db, order.id);
  const refused = await act('cancel', alice, order.orderNumber, { ...shown(order), refundAccount: null, amount: 1, refund: 1 });
  expect([refused.status, refused.body.errors?.map((error) => error.path)]).toEqual([400, ['amount', 'refund']]);
  expect(await footprint(testDb.db, order.id)).toEqual(before);
  const result = await act('cancel', alice, order.orderNumber, { ...shown(order), refundAccount: null });
  expect(result.status).toBe(200);
  expect(await testDb.db.refund.findMany({ where: { gradingOrderId: order.id } })).toEqual([
    expect.objectContaining({ paymentId: payment!.id, amount: order.totalAmount, status: 'COMPLETED' }),
  ]);
});
