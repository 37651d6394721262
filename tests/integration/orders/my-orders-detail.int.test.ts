/** @jest-environment node */
// My orders, the read side — the order page (issue #9; docs/product/order-lifecycle.md#order-detail,
// docs/product/order-lifecycle.md#staff-access): GET /api/orders/[orderNumber] is the order page's data, for the
// owner or staff, 404 for anyone else.
import detailRoute from '@/pages/api/orders/[orderNumber]/index';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createCertificate } from '@/tests/factories/certificate';
import { createOrder, createOrderInStatus, createPayment } from '@/tests/factories/order';
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

const read = (cookies: Record<string, string>, orderNumber: string) => callApi<OrderDetail>(detailRoute, { query: { orderNumber }, cookies });

describe('GET /api/orders/[orderNumber]', () => {
  test('the owner reads a travelling order: timeline without notes, tracking, what a cancellation would refund', async () => {
    const staff = await signedInMember(testDb.db, { role: 'STAFF' });
    const order = await createOrderInStatus(testDb.db, alice.member.id, 'PROCESSING', {
      overrides: {
        paymentMethod: 'VIRTUAL_ACCOUNT',
        gradingOrderProcessingStatus: 'SHIPPING_IN',
        deliveryComIn: 'TCAT',
        trackingNumIn: '6789-1234-5678',
        trackingNoteIn: 'Two top loaders',
        trackingEnteredAt: new Date('2026-01-06T04:00:00Z'),
        estimatedCompletionAt: new Date('2026-01-27T02:00:00Z'),
      },
    });
    const events = [
      { toStatus: 'SAVED', actorId: alice.member.id, actorRole: 'MEMBER', note: 'submitted from the wizard', createdAt: new Date('2026-01-05T03:00:00Z') },
      {
        fromStatus: 'SAVED',
        toStatus: 'PROCESSING',
        fromProcessing: 'NOT_PROCESSING',
        toProcessing: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
        note: 'gateway event evt_123',
        createdAt: new Date('2026-01-05T03:05:00Z'),
      },
      // A row with only a note (e.g. an internal remark) is not a step of the timeline.
      { actorId: staff.member.id, actorRole: 'STAFF', note: 'INTERNAL: customer called, VIP', createdAt: new Date('2026-01-05T05:00:00Z') },
      {
        fromProcessing: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
        toProcessing: 'SHIPPING_IN',
        actorId: alice.member.id,
        actorRole: 'MEMBER',
        createdAt: new Date('2026-01-06T04:00:00Z'),
      },
    ] as const;
    // Stored out of time order: the timeline sorts by time.
    for (const event of [...events].reverse()) await testDb.db.orderEvent.create({ data: { gradingOrderId: order.id, ...event } });

    const result = await read(alice.jar.cookies, order.orderNumber);
    expect(result.status).toBe(200);
    expect(result.headers['cache-control']).toBe('private, no-store');
    const detail = result.body.data!;
    const inDb = await testDb.db.gradingOrder.findUniqueOrThrow({ where: { id: order.id }, include: { payments: true } });
    const paid = inDb.payments.find((payment) => payment.status === 'PAID')!;
    expect(detail).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'PROCESSING',
      processingStatus: 'SHIPPING_IN',
      displayStatus: 'SHIPPING_IN',
      tab: 'inProcess',
      progressStep: 1,
      totalAmount: inDb.totalAmount,
      deliveryCost: inDb.deliveryCost,
      paidAt: inDb.paidAt!.toISOString(),
      estimatedCompletionAt: '2026-01-27T02:00:00.000Z',
      receivedAt: null,
      cancelledAt: null,
      shippedOutAt: null,
      completedAt: null,
      trackingIn: { courier: 'TCAT', trackingNumber: '6789-1234-5678', note: 'Two top loaders', enteredAt: '2026-01-06T04:00:00.000Z' },
      trackingOut: null,
      refundAccount: null,
      refunds: [],
      actions: { pay: false, cancel: true, refundAccount: true, changeAddress: true, enterTracking: true },
      // Decision 0008: the cards are travelling, the delivery cost pays for their return.
      cancelRefund: paid.amount - inDb.deliveryCost,
      // Bank-based payment, money to return, no account on file.
      cancelNeedsRefundAccount: true,
      cardsShipped: { shipped: 0, total: inDb.totalQt },
      results: [],
      payment: { method: 'VIRTUAL_ACCOUNT', status: 'PAID', amount: paid.amount },
    });
    expect(inDb.deliveryCost).toBeGreaterThan(0);
    expect(detail.items).toHaveLength(1);
    expect(detail.timeline).toEqual([
      { at: '2026-01-05T03:00:00.000Z', fromStatus: null, toStatus: 'SAVED', fromProcessing: null, toProcessing: null, by: 'member' },
      {
        at: '2026-01-05T03:05:00.000Z',
        fromStatus: 'SAVED',
        toStatus: 'PROCESSING',
        fromProcessing: 'NOT_PROCESSING',
        toProcessing: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
        by: 'system',
      },
      {
        at: '2026-01-06T04:00:00.000Z',
        fromStatus: null,
        toStatus: null,
        fromProcessing: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
        toProcessing: 'SHIPPING_IN',
        by: 'member',
      },
    ]);
    const text = JSON.stringify(result.body);
    // Neither the notes nor who exactly acted leave the server.
    for (const secret of ['submitted from the wizard', 'evt_123', 'INTERNAL', 'VIP', 'actorId', 'actorRole', staff.member.mbId])
      expect(text).not.toContain(secret);

    // With a refund account on file it is shown masked, and cancelling no longer asks for one.
    await testDb.db.refundAccount.create({
      data: { memberId: alice.member.id, gradingOrderId: order.id, bank: 'TW-822', accountNumber: '123456789012', holderName: 'Lin Mei' },
    });
    const again = await read(alice.jar.cookies, order.orderNumber);
    expect(again.body.data).toMatchObject({ refundAccount: { bank: 'TW-822', holderName: 'Lin Mei', accountLast4: '9012' }, cancelNeedsRefundAccount: false });
    expect(JSON.stringify(again.body)).not.toContain('123456789012');
  });

  test('a graded order: per-card results from its certificates, cards shipped counted per card, refunds and a rejected one', async () => {
    const order = await createOrderInStatus(testDb.db, alice.member.id, 'PROCESSING', {
      lines: [
        { cardCategory: 'POKEMON', isAuto: false, quantity: 2 },
        { cardCategory: 'POKEMON', isAuto: true, quantity: 1 },
      ],
      overrides: {
        paymentMethod: 'BANK_TRANSFER',
        gradingOrderProcessingStatus: 'SHIPPING_OUT',
        receivedAt: new Date('2026-01-08T02:00:00Z'),
        shippedOutAt: new Date('2026-01-20T02:00:00Z'),
        deliveryComOut: 'HCT',
        trackingNumOut: 'HCT-0001-2222',
      },
    });
    const items = order.gradingOrderItems.sort((a, b) => a.position - b.position);
    // The two-card line has left the lab; the single card not yet.
    await testDb.db.gradingOrderItem.update({ where: { id: items[0]!.id }, data: { shippedAt: new Date('2026-01-20T02:00:00Z') } });
    await createCertificate(testDb.db, { serial: '7200001', gradingOrderItemId: items[0]!.id, grade: 10, authentic: false, isAuto: false, autoGrade: null });
    await createCertificate(testDb.db, { serial: '7200002', gradingOrderItemId: items[0]!.id, grade: null, authentic: true, isAuto: false, autoGrade: null });
    await createCertificate(testDb.db, { serial: '7200003', gradingOrderItemId: items[1]!.id, grade: 9, authentic: false, isAuto: true, autoGrade: 10 });
    const payment = await testDb.db.payment.findFirstOrThrow({ where: { gradingOrderId: order.id, status: 'PAID' } });
    await testDb.db.refund.create({
      data: {
        gradingOrderId: order.id,
        paymentId: payment.id,
        amount: 500,
        status: 'COMPLETED',
        createdAt: new Date('2026-01-10T00:00:00Z'),
        completedAt: new Date('2026-01-11T00:00:00Z'),
      },
    });
    await testDb.db.refund.create({
      data: { gradingOrderId: order.id, paymentId: payment.id, amount: 300, status: 'ACCOUNT_REJECTED', createdAt: new Date('2026-01-12T00:00:00Z') },
    });

    const detail = (await read(alice.jar.cookies, order.orderNumber)).body.data!;
    expect(detail).toMatchObject({
      displayStatus: 'SHIPPING_OUT',
      progressStep: 5,
      receivedAt: '2026-01-08T02:00:00.000Z',
      shippedOutAt: '2026-01-20T02:00:00.000Z',
      trackingIn: null,
      trackingOut: { courier: 'HCT', trackingNumber: 'HCT-0001-2222' },
      // A line of two cards counts two.
      cardsShipped: { shipped: 2, total: 3 },
      cancelRefund: null,
      cancelNeedsRefundAccount: false,
      // The rejected refund waits for a corrected account (decision 0008).
      actions: { pay: false, cancel: false, refundAccount: true, changeAddress: false, enterTracking: false },
      refunds: [
        { amount: 500, status: 'COMPLETED', requestedAt: '2026-01-10T00:00:00.000Z', completedAt: '2026-01-11T00:00:00.000Z' },
        { amount: 300, status: 'ACCOUNT_REJECTED', requestedAt: '2026-01-12T00:00:00.000Z', completedAt: null },
      ],
    });
    expect(detail.results).toEqual([
      { position: items[0]!.position, serial: '7200001', grade: 10, authentic: false, autoGrade: null },
      { position: items[0]!.position, serial: '7200002', grade: null, authentic: true, autoGrade: null },
      { position: items[1]!.position, serial: '7200003', grade: 9, authentic: false, autoGrade: 10 },
    ]);

    // Before GRADING the results are not shown, even if certificates exist.
    await testDb.db.gradingOrder.update({ where: { id: order.id }, data: { gradingOrderProcessingStatus: 'WAREHOUSE_IN' } });
    expect((await read(alice.jar.cookies, order.orderNumber)).body.data).toMatchObject({ displayStatus: 'WAREHOUSE_IN', results: [] });
    // A later refund that went through settles the rejection.
    await testDb.db.refund.create({ data: { gradingOrderId: order.id, paymentId: payment.id, amount: 300, status: 'REQUESTED' } });
    await testDb.db.gradingOrder.update({
      where: { id: order.id },
      data: { gradingOrderStatus: 'COMPLETE', gradingOrderProcessingStatus: 'SHIPPING_OUT_COMPLETE' },
    });
    expect((await read(alice.jar.cookies, order.orderNumber)).body.data?.actions.refundAccount).toBe(false);
  });

  test('unpaid and ended orders: nothing to refund on cancel, tab and progress from the status', async () => {
    const unpaid = await createOrderInStatus(testDb.db, alice.member.id, 'PAYMENT_FAILED', { overrides: { paymentMethod: 'VIRTUAL_ACCOUNT' } });
    expect((await read(alice.jar.cookies, unpaid.orderNumber)).body.data).toMatchObject({
      tab: 'awaitingPayment',
      displayStatus: null,
      progressStep: -1,
      actions: { pay: true, cancel: true },
      cancelRefund: 0,
      cancelNeedsRefundAccount: false,
      payment: null,
    });
    const cancelled = await createOrderInStatus(testDb.db, alice.member.id, 'CANCELLED', { overrides: { cancelledAt: new Date('2026-01-07T00:00:00Z') } });
    expect((await read(alice.jar.cookies, cancelled.orderNumber)).body.data).toMatchObject({
      tab: 'cancel',
      displayStatus: 'CANCELLED',
      progressStep: -1,
      cancelledAt: '2026-01-07T00:00:00.000Z',
      actions: { pay: false, cancel: false, refundAccount: false, changeAddress: false, enterTracking: false },
      cancelRefund: null,
    });
  });

  test("another member's order and a draft answer exactly like an unknown number; staff may read; dormant and signed-out may not", async () => {
    const order = await createOrderInStatus(testDb.db, alice.member.id, 'PROCESSING');
    const unknown = await read(bob.jar.cookies, 'G991231000000');
    expect(unknown.status).toBe(404);
    const theirs = await read(bob.jar.cookies, order.orderNumber);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    expect(JSON.stringify(theirs.body)).not.toContain(String(order.totalAmount));

    const draft = await createOrder(testDb.db, alice.member.id, { overrides: { gradingOrderStatus: 'TEMP_SAVED', submittedAt: null } });
    const draftAnswer = await read(alice.jar.cookies, draft.orderNumber);
    expect(draftAnswer.status).toBe(404);
    expect(draftAnswer.body).toEqual(unknown.body);

    for (const role of ['STAFF', 'ADMIN'] as const) {
      const staff = await signedInMember(testDb.db, { role });
      const staffRead = await read(staff.jar.cookies, order.orderNumber);
      expect(staffRead.status).toBe(200);
      expect(staffRead.body.data).toMatchObject({ orderNumber: order.orderNumber, totalAmount: order.totalAmount, tab: 'inProcess' });
      // Staff do not read drafts here either.
      expect((await read(staff.jar.cookies, draft.orderNumber)).status).toBe(404);
    }

    // `member` routes refuse dormant accounts before any order is looked at, even their own.
    const dormant = await orderer(testDb.db, { mbStatus: 'DORMANCY' });
    const dormantOrder = await createOrderInStatus(testDb.db, dormant.member.id, 'PROCESSING');
    const dormantRead = await read(dormant.jar.cookies, dormantOrder.orderNumber);
    expect(dormantRead.status).toBe(403);
    expect(dormantRead.body.code).toBe('ACCOUNT_DORMANT');
    expect(JSON.stringify(dormantRead.body)).not.toContain(String(dormantOrder.totalAmount));

    expect((await read({}, order.orderNumber)).status).toBe(401);
  });

  test("the wizard's view is still there: the latest payment with its virtual account", async () => {
    const order = await createOrderInStatus(testDb.db, alice.member.id, 'WAITING_FOR_DEPOSIT', { overrides: { paymentMethod: 'VIRTUAL_ACCOUNT' } });
    await createPayment(testDb.db, order, { status: 'FAILED' });
    await createPayment(testDb.db, order, {
      status: 'PENDING_DEPOSIT',
      vaBank: 'TW-822',
      vaAccountNumber: '98765432101234',
      vaHolder: 'CardGrade',
      vaDeadline: new Date('2026-02-01T15:59:00Z'),
    });
    const detail = (await read(alice.jar.cookies, order.orderNumber)).body.data!;
    expect(detail).toMatchObject({
      tab: 'awaitingPayment',
      displayStatus: 'WAITING_FOR_DEPOSIT',
      payment: {
        method: 'VIRTUAL_ACCOUNT',
        status: 'PENDING_DEPOSIT',
        virtualAccount: { bank: 'TW-822', accountNumber: '98765432101234', holder: 'CardGrade', deadline: '2026-02-01T15:59:00.000Z' },
      },
      actions: { pay: false, cancel: true, refundAccount: true, changeAddress: true },
      // Nothing was taken yet: nothing to refund.
      cancelRefund: 0,
      cancelNeedsRefundAccount: false,
    });
  });
});
