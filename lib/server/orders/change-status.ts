// The one way an order's statuses change: guarded by the shared transition tables, written with its
// OrderEvent row (record-order-event.ts) in the caller's transaction
// (docs/product/order-lifecycle.md#order-events-and-notifications: every transition is one transaction with an audit
// row). A conditional update makes a change that lost a race fail instead of overwriting. An order that ends
// (cancelled, expired unpaid, refunded) gives its coupon use back in the same transaction
// (docs/decisions/0039-coupons.md, return-coupon.ts).
import type { Tx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { GradingOrderProcessingStatus, GradingOrderStatus } from '@/lib/server/db/generated/enums';
import { isOrderEnded } from '@/lib/shared/orders/status-sets';
import { canChangeOrderStatus, canChangeProcessing } from '@/lib/shared/orders/transitions';
import { eventActor } from '../audit/record-audit';
import { returnCouponUse } from '../coupons/return-coupon';
import { AppError } from '../errors/app-error';
import { type OrderEventActor, recordOrderEvent } from './record-order-event';

export interface StatusChange {
  orderId: number;
  /** The status the caller decided on; if the order has moved since, the change is refused. */
  expectedFrom?: GradingOrderStatus;
  to?: GradingOrderStatus;
  toProcessing?: GradingOrderProcessingStatus;
  actor?: OrderEventActor;
  note?: string;
  /** Other columns to set in the same update (e.g. paidAt). */
  data?: Prisma.GradingOrderUncheckedUpdateInput;
}

export async function changeOrderStatus(tx: Tx, change: StatusChange) {
  const order = await tx.gradingOrder.findUnique({ where: { id: change.orderId } });
  if (!order) throw new AppError('NOT_FOUND', 'Order information error', 'orders:errors.notFound');
  if (change.expectedFrom && order.gradingOrderStatus !== change.expectedFrom) {
    throw new AppError('CONFLICT', 'The order changed meanwhile; please reload.', 'orders:errors.changedMeanwhile');
  }
  if (change.to && change.to !== order.gradingOrderStatus && !canChangeOrderStatus(order.gradingOrderStatus, change.to)) {
    throw new AppError('CONFLICT', `Order cannot go from ${order.gradingOrderStatus} to ${change.to}.`, 'orders:errors.wrongStatus');
  }
  if (
    change.toProcessing &&
    change.toProcessing !== order.gradingOrderProcessingStatus &&
    !canChangeProcessing(order.gradingOrderProcessingStatus, change.toProcessing, order.submitType)
  ) {
    throw new AppError('CONFLICT', `Cards cannot go from ${order.gradingOrderProcessingStatus} to ${change.toProcessing}.`, 'orders:errors.wrongStatus');
  }
  const updated = await tx.gradingOrder.updateMany({
    where: { id: order.id, gradingOrderStatus: order.gradingOrderStatus, gradingOrderProcessingStatus: order.gradingOrderProcessingStatus },
    data: {
      ...change.data,
      ...(change.to ? { gradingOrderStatus: change.to } : {}),
      ...(change.toProcessing ? { gradingOrderProcessingStatus: change.toProcessing } : {}),
    },
  });
  if (updated.count !== 1) throw new AppError('CONFLICT', 'The order changed meanwhile; please reload.', 'orders:errors.changedMeanwhile');
  await recordOrderEvent(tx, {
    orderId: order.id,
    from: change.to ? order.gradingOrderStatus : null,
    to: change.to,
    fromProcessing: change.toProcessing ? order.gradingOrderProcessingStatus : null,
    toProcessing: change.toProcessing,
    actor: change.actor,
    note: change.note,
  });
  if (change.to && change.to !== order.gradingOrderStatus && isOrderEnded(change.to) && order.couponIds.length > 0) {
    await returnCouponUse(tx, order, eventActor(change.actor), 'orderEnded');
  }
  return tx.gradingOrder.findUniqueOrThrow({ where: { id: order.id } });
}
