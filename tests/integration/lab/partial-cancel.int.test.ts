/** @jest-environment node */
// Partial cancellation (issue #10; docs/product/grading.md#correspond-check, docs/product/order-lifecycle.md#staff-steps):
// the OMITTED and UNGRADABLE cards are paid back at their unit price — the autograph surcharge included, the
// delivery never — in one refund linked to the cards; PROCESSING → REQUEST_PARTIAL_CANCELED → (refund completed)
// COMPLETE_PARTIAL_CANCELED → (delivered) COMPLETE. A bank-based payment needs the member's refund account first;
// a refused account (the sandbox refuses numbers beginning 999, decision 0009) waits for the member's correction,
// which sends the refund again (decision 0008), and the order cannot complete until then.
import type { Member } from '@/lib/server/db/generated/client';
import { advanceOrder } from '@/lib/server/lab/advance-order';
import { markDelivered } from '@/lib/server/lab/mark-delivered';
import { partialCancel } from '@/lib/server/lab/partial-cancel';
import { shipOut } from '@/lib/server/lab/ship-out';
import { getOrderDetail } from '@/lib/server/orders/get-order-detail';
import { saveRefundAccount } from '@/lib/server/orders/save-refund-account';
import { SANDBOX_REJECTED_ACCOUNT_PREFIX } from '@/lib/server/payments/sandbox/provider';
import { PRICE_POLICIES } from '@/lib/server/seed/data/price-policy';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import { unitPrice } from '@/lib/shared/orders/quote';
import type { TestDb } from '@/tests/helpers/test-db';
import { footprint } from '../orders/action-helpers';
import { type Orderer, orderWorld } from '../orders/order-helpers';
import { advanceTo, atWarehouseIn, checkedAll, paidOrder, reload, scoredAll, session, shown } from './lab-helpers';

let testDb: TestDb;
let alice: Orderer;
let staff: Member;

beforeAll(async () => {
  ({ testDb, alice, staff } = await orderWorld());
}, 60_000);
afterAll(() => testDb.close());

const member = () => ({ memberId: alice.member.id, role: 'MEMBER' as const });
const LINES = [
  { cardCategory: 'POKEMON' as const, isAuto: false, quantity: 2 },
  { cardCategory: 'SPORTS' as const, isAuto: true, quantity: 1 },
];
/** Cards 0 and 1 (Pokémon) and 2 (a signed sports card): the second Pokémon card is missing, the signed one ungradable. */
const CHECKS = ['OK', 'OMITTED', 'UNGRADABLE'] as const;

async function checkedOrder(method: 'CREDIT_CARD' | 'VIRTUAL_ACCOUNT', account?: string) {
  const db = testDb.db;
  const { order, payment } = await paidOrder(db, alice.member.id, { lines: LINES, method });
  if (account)
    await db.refundAccount.create({
      data: { memberId: alice.member.id, gradingOrderId: order.id, bank: 'TW-808', accountNumber: account, holderName: 'Lin Mei' },
    });
  const detail = await checkedAll(db, session(staff), await atWarehouseIn(db, session(staff), order), (index) => CHECKS[index]!);
  return { order, payment, detail };
}

test('an OMITTED and an UNGRADABLE card: refunded at their unit price (autograph surcharge included, delivery not), the rest goes on to COMPLETE', async () => {
  const db = testDb.db;
  const lab = session(staff);
  const { order, payment, detail: checked } = await checkedOrder('CREDIT_CARD');
  expect(checked.actions).toMatchObject({ partialCancel: true, advanceTo: 'VSC_CHECKED', advanceBlockedBy: 'partialCancelPending' });
  await expect(advanceOrder(db, lab, order.orderNumber, { ...shown(checked), to: 'VSC_CHECKED' })).rejects.toMatchObject({
    key: 'labApi:errors.partialCancelPending',
  });

  const [kept, omitted, ungradable] = checked.cards;
  const policy = PRICE_POLICIES.TWD;
  const quote = { policy, submitType: 'GENERAL' as const, orderType: 'REG' as const, shippingMethod: 'SELF_SHIPPING' as const, discountRate: 0 };
  expect(ungradable!.price).toBe(unitPrice(quote, { cardCategory: 'SPORTS', isAuto: false }) + policy.autoGradingSurcharge);
  const refundAmount = omitted!.price + ungradable!.price;

  let detail = await partialCancel(db, lab, order.orderNumber, { ...shown(checked), reason: 'Card missing; signed card trimmed' });
  expect(detail).toMatchObject({
    status: 'COMPLETE_PARTIAL_CANCELED',
    actions: { partialCancel: false, fullRefund: true, advanceTo: 'VSC_CHECKED', advanceBlockedBy: null },
  });
  let row = await reload(db, order.id);
  expect(row.refunds).toEqual([
    expect.objectContaining({ paymentId: payment.id, amount: refundAmount, status: 'COMPLETED', reason: expect.stringContaining('Card missing') }),
  ]);
  const refundId = row.refunds[0]!.id;
  expect(row.gradingOrderItems.map((item) => [item.id, item.refundId])).toEqual([
    [kept!.id, null],
    [omitted!.id, refundId],
    [ungradable!.id, refundId],
  ]);
  // The payment keeps what was not refunded: the kept card and the whole delivery.
  expect(row.payments[0]).toMatchObject({ status: 'PAID', amount: order.totalAmount });
  expect(detail.moneyHeld).toBe(order.totalAmount - refundAmount);
  expect(detail.moneyHeld).toBe(kept!.price + order.deliveryCost);
  expect(row.events.filter((e) => e.toStatus).map((e) => [e.fromStatus, e.toStatus, e.actorId])).toEqual([
    ['PROCESSING', 'REQUEST_PARTIAL_CANCELED', staff.id],
    ['REQUEST_PARTIAL_CANCELED', 'COMPLETE_PARTIAL_CANCELED', null],
  ]);
  const cancelled = await db.auditLog.findMany({
    where: { action: 'card.cancelled', entityId: { in: [omitted!.id, ungradable!.id].map(String) } },
    orderBy: { id: 'asc' },
  });
  expect(cancelled.map((entry) => entry.data)).toEqual([
    expect.objectContaining({ from: 'OMITTED', to: 'REFUNDED', refundId, amount: omitted!.price }),
    expect.objectContaining({ from: 'UNGRADABLE', to: 'REFUNDED', refundId, amount: ungradable!.price }),
  ]);
  expect(detail.cards.map((card) => card.refunded)).toEqual([false, true, true]);
  // Nothing is left to cancel.
  await expect(partialCancel(db, lab, order.orderNumber, { ...shown(detail), reason: 'again' })).rejects.toMatchObject({ key: 'labApi:errors.notAllowed' });

  // The kept card is graded and cased alone; the ungradable one, the member's, goes back ungraded in the same parcel —
  // only the omitted one, which never arrived, stays out. The order completes from COMPLETE_PARTIAL_CANCELED.
  detail = await scoredAll(db, lab, await advanceTo(db, lab, detail, 'CARD_DEFECT_CHECKED'));
  expect(detail.cards.map((card) => card.certificate !== null)).toEqual([true, false, false]);
  detail = await advanceTo(db, lab, detail, 'WAREHOUSE_OUT');
  expect((await getOrderDetail(db, member(), order.orderNumber)).cardsShipped).toEqual({ shipped: 0, total: 2 });
  detail = await shipOut(db, lab, order.orderNumber, { ...shown(detail), courier: 'TCAT', trackingNumber: '7777-8888-9999' });
  row = await reload(db, order.id);
  expect(row.gradingOrderItems.map((item) => item.shippedAt !== null)).toEqual([true, false, true]);
  expect(row.gradingOrderItems.map((item) => item.casedAt !== null)).toEqual([true, false, false]);
  expect(detail.cards.map((card) => card.shippedAt !== null)).toEqual([true, false, true]);
  // The member's page: every card that comes back is shipped.
  expect((await getOrderDetail(db, member(), order.orderNumber)).cardsShipped).toEqual({ shipped: 2, total: 2 });
  detail = await markDelivered(db, lab, order.orderNumber, shown(detail));
  expect(detail).toMatchObject({ status: 'COMPLETE', processingStatus: 'SHIPPING_OUT_COMPLETE' });
});

test('a bank-based payment without a refund account: 409 refundAccountRequired, the order untouched; the member is asked (refund-account-request.int.test.ts)', async () => {
  const db = testDb.db;
  const { order, detail } = await checkedOrder('VIRTUAL_ACCOUNT');
  expect(detail.actions.advanceBlockedBy).toBe('refundAccountRequired');
  const before = await footprint(db, order.id);
  await expect(partialCancel(db, session(staff), order.orderNumber, { ...shown(detail), reason: 'Card missing' })).rejects.toMatchObject({
    code: 'CONFLICT',
    key: 'labApi:errors.refundAccountRequired',
  });
  // Only the request to the member is recorded.
  expect(await footprint(db, order.id)).toEqual({ ...before, audit: before.audit + 1 });
  expect(await db.gradingOrderItem.count({ where: { gradingOrderId: order.id, refundId: { not: null } } })).toBe(0);
  expect((await getOrderDetail(db, member(), order.orderNumber)).actions.refundAccount).toBe(true);
});

test("the refused refund account: the order waits in REQUEST_PARTIAL_CANCELED (the lab goes on, delivery waits) until the member's correction is refunded", async () => {
  const db = testDb.db;
  const lab = session(staff);
  const { order, payment, detail: checked } = await checkedOrder('VIRTUAL_ACCOUNT', `${SANDBOX_REJECTED_ACCOUNT_PREFIX}1234567890`);
  const amount = checked.cards[1]!.price + checked.cards[2]!.price;
  let detail: StaffOrderDetail = await partialCancel(db, lab, order.orderNumber, { ...shown(checked), reason: 'Card missing' });
  expect(detail.status).toBe('REQUEST_PARTIAL_CANCELED');
  let row = await reload(db, order.id);
  expect(row.refunds).toEqual([expect.objectContaining({ paymentId: payment.id, amount, status: 'ACCOUNT_REJECTED' })]);
  expect(row.gradingOrderItems.map((item) => item.refundId)).toEqual([null, row.refunds[0]!.id, row.refunds[0]!.id]);
  // Not a WRONG_REFUND_ACCOUNT: only part of the money was to go back.
  expect(row.events.filter((e) => e.toStatus).map((e) => e.toStatus)).toEqual(['REQUEST_PARTIAL_CANCELED']);
  const memberView = await getOrderDetail(db, member(), order.orderNumber);
  expect(memberView.actions.refundAccount).toBe(true);

  // The lab is not held up by the refund; only the delivery (which completes the order) is.
  detail = await scoredAll(db, lab, await advanceTo(db, lab, detail, 'CARD_DEFECT_CHECKED'));
  detail = await advanceTo(db, lab, detail, 'WAREHOUSE_OUT');
  detail = await shipOut(db, lab, order.orderNumber, { ...shown(detail), courier: 'TCAT', trackingNumber: '7777-8888-0000' });
  expect(detail.actions).toMatchObject({ markDelivered: false, advanceBlockedBy: 'partialRefundPending' });
  await expect(markDelivered(db, lab, order.orderNumber, shown(detail))).rejects.toMatchObject({ code: 'CONFLICT', key: 'labApi:errors.partialRefundPending' });

  // The member corrects the account: the refused amount is sent again and completes.
  const corrected = await saveRefundAccount(db, member(), order.orderNumber, {
    expectedStatus: 'REQUEST_PARTIAL_CANCELED',
    expectedProcessingStatus: 'SHIPPING_OUT',
    bank: 'TW-808',
    accountNumber: '0081234567890',
    holderName: 'Lin Mei',
  });
  expect(corrected).toMatchObject({ status: 'COMPLETE_PARTIAL_CANCELED', actions: { refundAccount: false } });
  row = await reload(db, order.id);
  expect(row.refunds.map((refund) => [refund.amount, refund.status])).toEqual([
    [amount, 'ACCOUNT_REJECTED'],
    [amount, 'COMPLETED'],
  ]);
  expect(row.events.filter((e) => e.toStatus).map((e) => [e.fromStatus, e.toStatus])).toEqual([
    ['PROCESSING', 'REQUEST_PARTIAL_CANCELED'],
    ['REQUEST_PARTIAL_CANCELED', 'COMPLETE_PARTIAL_CANCELED'],
  ]);
  detail = await markDelivered(db, lab, order.orderNumber, { expectedStatus: 'COMPLETE_PARTIAL_CANCELED', expectedProcessingStatus: 'SHIPPING_OUT' });
  expect(detail).toMatchObject({ status: 'COMPLETE', moneyHeld: order.totalAmount - amount });
});
