/** @jest-environment node */
// Refunds that finish (issue #23, decision 0027; docs/product/payments.md#refunds): a refund the gateway did not
// confirm stays REQUESTED with its error and next try, the refunds sweep sends it again with the same idempotency key
// and backoff until it completes — exactly one refund at the gateway, the tries counted and audited — and two sweeps
// at once send it once. Staff see the stuck ones, retry them or record a manual bank transfer; the order then follows
// its money as after the gateway's completion, and a partial cancellation's order can be delivered.
import type { Member } from '@/lib/server/db/generated/client';
import { markDelivered } from '@/lib/server/lab/mark-delivered';
import { partialCancel } from '@/lib/server/lab/partial-cancel';
import { shipOut } from '@/lib/server/lab/ship-out';
import { listStuckRefunds } from '@/lib/server/payments/list-stuck-refunds';
import { recordManualRefund } from '@/lib/server/payments/record-manual-refund';
import { executeRefundsAfterCommit, requestRefund } from '@/lib/server/payments/refund-payment';
import { retryRefund } from '@/lib/server/payments/retry-refund';
import { sandboxProvider } from '@/lib/server/payments/sandbox/provider';
import { sandboxRefundsOf } from '@/lib/server/payments/sandbox/refund-ledger';
import { sweepRefunds } from '@/lib/server/payments/sweep-refunds';
import type { RefundOptions } from '@/lib/server/payments/types';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import { REFUND_CALL_LEASE_MS, STUCK_AFTER_ATTEMPTS, refundRetryDelayMs } from '@/lib/shared/refunds/refund-retries';
import { createMember } from '@/tests/factories/member';
import type { TestDb } from '@/tests/helpers/test-db';
import { type Orderer, orderWorld } from '../orders/order-helpers';
import { advanceTo, atWarehouseIn, checkedAll, paidOrder, reload, scoredAll, session, shown } from '../lab/lab-helpers';

let testDb: TestDb;
let alice: Orderer;
let staff: Member;

beforeAll(async () => {
  ({ testDb, alice, staff } = await orderWorld());
}, 60_000);
afterAll(() => testDb.close());
afterEach(() => jest.restoreAllMocks());

const realRefund = sandboxProvider.refund.bind(sandboxProvider);
const MINUTE = 60_000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** The gateway's answers in turn: 'down' throws before refunding, 'lost' refunds and then loses the answer (a time-out). */
function gateway(...answers: ('down' | 'lost')[]) {
  jest.restoreAllMocks();
  const keys: string[] = [];
  const spy = jest.spyOn(sandboxProvider, 'refund').mockImplementation(async (payment, amount, options: RefundOptions) => {
    keys.push(options.idempotencyKey);
    const answer = answers.shift();
    if (answer === 'down') throw new Error('gateway unavailable (503)');
    const result = await realRefund(payment, amount, options);
    if (answer === 'lost') throw new Error('gateway timed out after 30 s');
    return result;
  });
  return { keys, spy };
}

async function paidCard() {
  const { order, payment } = await paidOrder(testDb.db, alice.member.id, { state: 'WAREHOUSE_IN', method: 'CREDIT_CARD' });
  return { order, payment };
}

async function requested(paymentId: number, amount?: number) {
  return testDb.db.$transaction((tx) => requestRefund(tx, { paymentId, amount, reason: 'member cancelled' }));
}

test('a gateway that fails twice: the sweep sends it again after the backoff, once; one refund at the gateway, same key, tries counted and audited', async () => {
  const db = testDb.db;
  const { payment } = await paidCard();
  const { keys } = gateway('down', 'lost');
  const refund = await requested(payment.id);
  const start = new Date();
  await executeRefundsAfterCommit(db, [refund.id], start);
  let row = await db.refund.findUniqueOrThrow({ where: { id: refund.id } });
  expect(row).toMatchObject({ status: 'REQUESTED', attempts: 1, lastError: 'gateway unavailable (503)', nextAttemptAt: later(start, refundRetryDelayMs(1)) });

  // Not due yet: nothing is sent.
  expect(await sweepRefunds(db, later(start, MINUTE))).toMatchObject({ sent: 0 });
  const second = later(start, refundRetryDelayMs(1));
  expect(await sweepRefunds(db, second)).toMatchObject({ sent: 1, errors: 1 });
  row = await db.refund.findUniqueOrThrow({ where: { id: refund.id } });
  expect(row).toMatchObject({
    status: 'REQUESTED',
    attempts: 2,
    lastError: 'gateway timed out after 30 s',
    nextAttemptAt: later(second, refundRetryDelayMs(2)),
  });
  // The gateway did refund on the second try; only its answer was lost.
  expect(sandboxRefundsOf(payment.providerPaymentId)).toHaveLength(1);

  const third = later(second, refundRetryDelayMs(2));
  expect(await sweepRefunds(db, third)).toMatchObject({ sent: 1, completed: 1, errors: 0 });
  row = await db.refund.findUniqueOrThrow({ where: { id: refund.id } });
  expect(row).toMatchObject({ status: 'COMPLETED', attempts: 3, nextAttemptAt: null, completedAt: third });
  expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('REFUNDED');
  expect((await db.gradingOrder.findUniqueOrThrow({ where: { id: payment.gradingOrderId } })).gradingOrderStatus).toBe('REFUNDED');

  // Exactly one refund at the gateway, under one key on every try.
  expect(keys).toEqual([`refund-${refund.id}`, `refund-${refund.id}`, `refund-${refund.id}`]);
  expect(sandboxRefundsOf(payment.providerPaymentId)).toEqual([{ key: `refund-${refund.id}`, amount: payment.amount }]);
  const audit = await db.auditLog.findMany({ where: { entityId: payment.providerPaymentId }, orderBy: { id: 'asc' } });
  expect(audit.map((entry) => [entry.action, (entry.data as { attempt?: number }).attempt ?? null])).toEqual([
    ['refund.requested', null],
    ['refund.attemptFailed', 1],
    ['refund.attemptFailed', 2],
    ['refund.completed', null],
  ]);
  // Done: later sweeps leave it alone.
  expect(await sweepRefunds(db, later(third, 24 * 60 * MINUTE))).toMatchObject({ sent: 0 });
});

test('the process died between the commit and the call: never tried, the sweep sends it once it is a minute old', async () => {
  const db = testDb.db;
  const { payment } = await paidCard();
  const refund = await requested(payment.id);
  const { spy } = gateway();
  expect(await sweepRefunds(db, later(refund.createdAt, 30_000))).toMatchObject({ sent: 0 });
  expect(await sweepRefunds(db, later(refund.createdAt, MINUTE))).toMatchObject({ sent: 1, completed: 1 });
  expect(spy).toHaveBeenCalledTimes(1);
  expect(await db.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: 'COMPLETED', attempts: 1 });
});

test('a try that died mid-call (its claim left behind) is due again when its lease ends', async () => {
  const db = testDb.db;
  const { payment } = await paidCard();
  const refund = await requested(payment.id);
  const claimedAt = new Date();
  await db.refund.update({ where: { id: refund.id }, data: { attempts: 1, lastError: 'sending', nextAttemptAt: later(claimedAt, REFUND_CALL_LEASE_MS) } });
  gateway();
  expect(await sweepRefunds(db, later(claimedAt, MINUTE))).toMatchObject({ sent: 0 });
  expect(await sweepRefunds(db, later(claimedAt, REFUND_CALL_LEASE_MS))).toMatchObject({ sent: 1, completed: 1 });
  expect(await db.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: 'COMPLETED', attempts: 2 });
});

test('two sweeps at once: one gateway call', async () => {
  const db = testDb.db;
  const { payment } = await paidCard();
  const refund = await requested(payment.id);
  const { spy } = gateway();
  const now = later(refund.createdAt, 2 * MINUTE);
  const results = await Promise.all([sweepRefunds(db, now), sweepRefunds(db, now), sweepRefunds(db, now)]);
  expect(results.reduce((sum, counts) => sum + (counts.sent ?? 0), 0)).toBe(1);
  expect(spy).toHaveBeenCalledTimes(1);
  expect(sandboxRefundsOf(payment.providerPaymentId)).toHaveLength(1);
  expect(await db.auditLog.count({ where: { entityId: payment.providerPaymentId, action: 'refund.completed' } })).toBe(1);
});

test('staff see stuck refunds; a member may not see, retry or settle them (403)', async () => {
  const db = testDb.db;
  const { payment } = await paidCard();
  gateway('down', 'down', 'down');
  const refund = await requested(payment.id);
  let now = new Date();
  await executeRefundsAfterCommit(db, [refund.id], now);
  expect((await listStuckRefunds(db, session(staff), now)).map((row) => row.id)).not.toContain(refund.id);
  for (let attempt = 1; attempt < STUCK_AFTER_ATTEMPTS; attempt += 1) {
    now = later(now, refundRetryDelayMs(attempt));
    await sweepRefunds(db, now);
  }
  const stuck = (await listStuckRefunds(db, session(staff), now)).find((row) => row.id === refund.id);
  expect(stuck).toMatchObject({
    status: 'REQUESTED',
    attempts: STUCK_AFTER_ATTEMPTS,
    lastError: 'gateway unavailable (503)',
    inFlight: false,
    amount: payment.amount,
  });

  const member = { memberId: alice.member.id, role: 'MEMBER' as const };
  await expect(listStuckRefunds(db, member, now)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  await expect(retryRefund(db, member, refund.id, now)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  await expect(recordManualRefund(db, member, refund.id, { reference: 'TXN-1' }, now)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  expect(await db.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: 'REQUESTED', attempts: STUCK_AFTER_ATTEMPTS });

  // Retry now: sent at once, without waiting for the backoff; the gateway is back.
  const { spy } = gateway();
  const after = await retryRefund(db, session(staff), refund.id, later(now, MINUTE));
  expect(after.map((row) => row.id)).not.toContain(refund.id);
  expect(spy).toHaveBeenCalledTimes(1);
  expect(await db.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: 'COMPLETED', attempts: STUCK_AFTER_ATTEMPTS + 1 });
  expect(await db.auditLog.count({ where: { action: 'refund.retryRequested', entityId: payment.providerPaymentId, actorId: staff.id } })).toBe(1);
  await expect(retryRefund(db, session(staff), refund.id)).rejects.toMatchObject({ code: 'CONFLICT', key: 'refunds:errors.settled' });
});

test('a manual bank transfer: COMPLETED with its reference, audited with who, the order follows its money; never while a try is being sent', async () => {
  const db = testDb.db;
  const { payment } = await paidCard();
  const refund = await requested(payment.id);
  const now = new Date();
  // Being sent right now (claimed, lease running): refused.
  await db.refund.update({ where: { id: refund.id }, data: { attempts: 1, lastError: 'sending', nextAttemptAt: later(now, REFUND_CALL_LEASE_MS) } });
  await expect(recordManualRefund(db, session(staff), refund.id, { reference: 'TXN-7' }, now)).rejects.toMatchObject({
    code: 'CONFLICT',
    key: 'refunds:errors.inFlight',
  });
  await expect(retryRefund(db, session(staff), refund.id, now)).rejects.toMatchObject({ code: 'CONFLICT', key: 'refunds:errors.inFlight' });
  await db.refund.update({ where: { id: refund.id }, data: { lastError: 'gateway unavailable (503)', nextAttemptAt: later(now, refundRetryDelayMs(1)) } });

  await recordManualRefund(db, session(staff), refund.id, { reference: 'TXN-2026-0001' }, now);
  expect(await db.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({
    status: 'COMPLETED',
    manualTransferRef: 'TXN-2026-0001',
    nextAttemptAt: null,
    completedAt: now,
  });
  expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('REFUNDED');
  expect((await db.gradingOrder.findUniqueOrThrow({ where: { id: payment.gradingOrderId } })).gradingOrderStatus).toBe('REFUNDED');
  const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: payment.providerPaymentId, action: 'refund.manualTransfer' } });
  expect(audit).toMatchObject({
    actorId: staff.id,
    data: expect.objectContaining({ refundId: refund.id, manualTransferRef: 'TXN-2026-0001', amount: payment.amount }),
  });
  // The sweep never sends it again.
  const { spy } = gateway();
  expect(await sweepRefunds(db, later(now, 24 * 60 * MINUTE))).toMatchObject({ sent: 0 });
  expect(spy).not.toHaveBeenCalled();
  await expect(recordManualRefund(db, session(staff), refund.id, { reference: 'TXN-again' }, now)).rejects.toMatchObject({
    code: 'CONFLICT',
    key: 'refunds:errors.settled',
  });
});

test('a FAILED refund: settled by hand only while the money fits in the payment; a retry asks again as a new refund', async () => {
  const db = testDb.db;
  const { payment } = await paidCard();
  const half = Math.floor(payment.amount / 2);
  const failed = await requested(payment.id, half);
  await db.refund.update({ where: { id: failed.id }, data: { status: 'FAILED' } });
  expect((await listStuckRefunds(db, session(staff))).find((row) => row.id === failed.id)).toMatchObject({ status: 'FAILED' });

  // Staff retry: a new refund of the same amount, its own key.
  gateway();
  await retryRefund(db, session(staff), failed.id);
  const rows = await db.refund.findMany({ where: { paymentId: payment.id }, orderBy: { id: 'asc' } });
  expect(rows.map((row) => [row.amount, row.status])).toEqual([
    [half, 'FAILED'],
    [half, 'COMPLETED'],
  ]);
  // The rest of the payment goes back too; the failed half is now more than is left: recording it by hand is refused.
  await requested(payment.id).then((rest) => executeRefundsAfterCommit(db, [rest.id]));
  await expect(recordManualRefund(db, session(staff), failed.id, { reference: 'TXN-9' })).rejects.toMatchObject({
    code: 'CONFLICT',
    key: 'refunds:errors.exceedsPayment',
  });
  expect(await db.refund.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({ status: 'FAILED', manualTransferRef: null });
  const completed = await db.refund.aggregate({ where: { paymentId: payment.id, status: 'COMPLETED' }, _sum: { amount: true } });
  expect(completed._sum.amount).toBe(payment.amount);
});

const LINES = [
  { cardCategory: 'POKEMON' as const, isAuto: false, quantity: 2 },
  { cardCategory: 'SPORTS' as const, isAuto: true, quantity: 1 },
];

/** A partial cancellation whose refund the gateway does not confirm, the cards shipped: delivery waits for the money. */
async function shippedWithStuckRefund(trackingNumber: string) {
  const db = testDb.db;
  const lab = session(staff);
  const { order } = await paidOrder(db, alice.member.id, { lines: LINES, method: 'CREDIT_CARD' });
  const checked = await checkedAll(db, lab, await atWarehouseIn(db, lab, order), (index) => (['OK', 'OMITTED', 'UNGRADABLE'] as const)[index]!);
  gateway('down');
  let detail: StaffOrderDetail = await partialCancel(db, lab, order.orderNumber, { ...shown(checked), reason: 'Card missing' });
  expect(detail.status).toBe('REQUEST_PARTIAL_CANCELED');
  const refund = (await reload(db, order.id)).refunds[0]!;
  expect(refund).toMatchObject({ status: 'REQUESTED', attempts: 1 });
  detail = await scoredAll(db, lab, await advanceTo(db, lab, detail, 'CARD_DEFECT_CHECKED'));
  detail = await advanceTo(db, lab, detail, 'WAREHOUSE_OUT');
  detail = await shipOut(db, lab, order.orderNumber, { ...shown(detail), courier: 'TCAT', trackingNumber });
  expect(detail.actions).toMatchObject({ markDelivered: false, advanceBlockedBy: 'partialRefundPending' });
  await expect(markDelivered(db, lab, order.orderNumber, shown(detail))).rejects.toMatchObject({ code: 'CONFLICT', key: 'labApi:errors.partialRefundPending' });
  return { order, refund, detail };
}

test('a stuck partial refund completed by the sweep: the order no longer waits and is delivered', async () => {
  const db = testDb.db;
  const { order, refund } = await shippedWithStuckRefund('7777-1111-0001');
  gateway();
  expect(await sweepRefunds(db, later(new Date(), refundRetryDelayMs(1)))).toMatchObject({ completed: 1 });
  expect((await reload(db, order.id)).gradingOrderStatus).toBe('COMPLETE_PARTIAL_CANCELED');
  expect(await db.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: 'COMPLETED', attempts: 2 });
  const detail = await markDelivered(db, session(staff), order.orderNumber, {
    expectedStatus: 'COMPLETE_PARTIAL_CANCELED',
    expectedProcessingStatus: 'SHIPPING_OUT',
  });
  expect(detail).toMatchObject({ status: 'COMPLETE', processingStatus: 'SHIPPING_OUT_COMPLETE' });
});

test('a stuck partial refund settled by a manual transfer: the order follows as after the gateway and is delivered', async () => {
  const db = testDb.db;
  const { order, refund } = await shippedWithStuckRefund('7777-1111-0002');
  await recordManualRefund(db, session(staff), refund.id, { reference: 'TW-808-20261128-01' });
  expect((await reload(db, order.id)).gradingOrderStatus).toBe('COMPLETE_PARTIAL_CANCELED');
  const detail = await markDelivered(db, session(staff), order.orderNumber, {
    expectedStatus: 'COMPLETE_PARTIAL_CANCELED',
    expectedProcessingStatus: 'SHIPPING_OUT',
  });
  expect(detail.status).toBe('COMPLETE');
  // The member's money: never more than was paid.
  const payments = await db.payment.findMany({ where: { gradingOrderId: order.id }, include: { refunds: true } });
  for (const payment of payments)
    expect(payment.refunds.filter((r) => r.status === 'COMPLETED').reduce((sum, r) => sum + r.amount, 0)).toBeLessThanOrEqual(payment.amount);
});

test('an ADMIN sees them too (the roles that refund an order: STAFF and ADMIN)', async () => {
  const admin = await createMember(testDb.db, { role: 'ADMIN' });
  await expect(listStuckRefunds(testDb.db, session(admin))).resolves.toEqual(expect.any(Array));
});
