// Submitting again changes the member's unpaid order in place (docs/decisions/0010-wizard-currency-and-unpaid-orders.md):
// after a declined card the member goes back, changes the cards and pays — one order per attempt, never a second
// order with the first one's photos. Only an order that is submitted and unpaid (SAVED or PAYMENT_FAILED) is the
// member's to change; one with a virtual account issued, or paid, or ended, is refused (money may be on its way: the
// member cancels it instead). Runs inside submitOrder's transaction, after the member lock: the order row is locked
// before its payments (the lock order of lock-payment.ts), so a card approval arriving meanwhile either commits
// first (the order is paid → refused here) or waits and finds its payment CANCELLED (the charge is refunded). A coupon
// on the order is given back: the new quote has no discount until the member enters the code again
// (docs/decisions/0039-coupons.md).
import { eventNote } from '@/lib/shared/orders/event-notes';
import { eventActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Tx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { SubmitType } from '@/lib/server/db/generated/enums';
import { isOrderPayable } from '@/lib/shared/orders/status-sets';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { AppError } from '../errors/app-error';
import { returnCouponUse } from '../coupons/return-coupon';
import { closeOpenPayments } from '../payments/close-open-payments';
import { changeOrderStatus } from './change-status';
import { lockOrder } from './order-action';
import { orderNotFound } from './order-errors';
import { type OrderEventActor, recordOrderEvent } from './record-order-event';

/** 409 in the style of alreadySubmitted: the order is past the point where the wizard may change it. */
export const notChangeable = () =>
  new AppError('CONFLICT', 'This order can no longer be changed: it is paid, waiting for its deposit, or closed.', 'orders:errors.notChangeable');

const changedMeanwhile = () => new AppError('CONFLICT', 'The order changed meanwhile; please reload.', 'orders:errors.changedMeanwhile');

/** An order's own columns as a submission sets them (not its number or owner). */
export type OrderColumns = Omit<Prisma.GradingOrderUncheckedCreateInput, 'orderNumber' | 'memberId'>;

export interface Revision {
  orderNumber: string;
  memberId: number;
  actor: OrderEventActor;
  submitType: SubmitType;
  /** The order's columns as the new submission prices them (the order number stays). */
  columns: OrderColumns;
  items: Prisma.GradingOrderItemCreateManyGradingOrderInput[];
}

/** The id of the changed order. */
export async function reviseUnpaidOrder(tx: Tx, revision: Revision): Promise<number> {
  const order = await lockOrder(tx, revision.orderNumber);
  // Another member's order, or none: the same answer, no hint that the number exists.
  if (!order || order.memberId !== revision.memberId || order.gradingOrderStatus === 'TEMP_SAVED') throw orderNotFound();
  if (!isOrderPayable(order.gradingOrderStatus)) throw notChangeable();
  // G… and R… numbers name the wizard that made them; the other wizard starts its own order.
  if ((order.submitType === 'REHOLDER') !== (revision.submitType === 'REHOLDER')) throw notChangeable();

  await tx.gradingOrderItem.deleteMany({ where: { gradingOrderId: order.id } });
  await tx.gradingOrderItem.createMany({ data: revision.items.map((item) => ({ ...item, gradingOrderId: order.id })) });
  // A page of the old quote must not take money any more.
  const closed = await closeOpenPayments(tx, order.id, 'order changed by the member', ['READY']);
  await returnCouponUse(tx, order, eventActor(revision.actor), 'orderChanged');
  const columns = { ...revision.columns, discountAmount: 0, couponIds: [] };
  const { totalAmount, currency } = revision.columns;
  const totals = { amount: order.totalAmount, currency: order.currency, total: totalAmount ?? order.totalAmount, totalCurrency: currency ?? order.currency };
  const note = closed ? eventNote('revised.totalClosed', { ...totals, pages: closed }) : eventNote('revised.total', totals);
  if (order.gradingOrderStatus === 'PAYMENT_FAILED') {
    // docs/product/order-lifecycle.md#order-status-transitions: PAYMENT_FAILED → SAVED, the order waits for payment again.
    await changeOrderStatus(tx, { orderId: order.id, expectedFrom: 'PAYMENT_FAILED', to: 'SAVED', actor: revision.actor, note, data: columns });
  } else {
    const updated = await tx.gradingOrder.updateMany({ where: { id: order.id, gradingOrderStatus: 'SAVED' }, data: columns });
    if (updated.count !== 1) throw changedMeanwhile();
    await recordOrderEvent(tx, { orderId: order.id, actor: revision.actor, note });
  }
  await recordAudit(tx, {
    actor: eventActor(revision.actor),
    action: AUDIT_ACTIONS.revised,
    entity: 'GradingOrder',
    entityId: order.orderNumber,
    data: {
      fromStatus: order.gradingOrderStatus,
      fromAmount: order.totalAmount,
      toAmount: totalAmount ?? null,
      items: revision.items.length,
      closedPayments: closed,
    },
  });
  return order.id;
}
