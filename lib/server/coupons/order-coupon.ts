// The member's own unpaid order, locked, for a coupon change (docs/product/payments.md#coupons): the order row first
// (lock-payment.ts's lock order), so a payment callback or a cancellation either went first or waits; and the answer
// the payment step shows. Another member's order and an unknown number are the same 404.
import type { Tx } from '@/lib/server/db/client';
import type { GradingOrder } from '@/lib/server/db/generated/client';
import type { OrderCoupon } from '@/lib/shared/coupons/views';
import { isOrderPayable } from '@/lib/shared/orders/status-sets';
import { lockOrder } from '../orders/order-action';
import { couponError } from './coupon-errors';

export async function lockPayableOwnOrder(tx: Tx, memberId: number, orderNumber: string) {
  const order = await lockOrder(tx, orderNumber);
  if (!order || order.memberId !== memberId || order.gradingOrderStatus === 'TEMP_SAVED') throw couponError('orderNotFound');
  // Paid, waiting for a deposit, or ended: its amount is settled (docs/decisions/0039-coupons.md).
  if (!isOrderPayable(order.gradingOrderStatus)) throw couponError('orderNotPayable');
  return order;
}

export function orderCouponView(order: GradingOrder, code: string | null): OrderCoupon {
  return {
    orderNumber: order.orderNumber,
    code,
    currency: order.currency,
    totalPrice: order.totalPrice,
    deliveryCost: order.deliveryCost,
    discountAmount: order.discountAmount,
    totalAmount: order.totalAmount,
  };
}
