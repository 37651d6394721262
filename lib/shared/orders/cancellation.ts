// How much comes back when a member cancels (decision 0008): everything paid, except that once the cards
// are travelling to us (processing SHIPPING_IN) the delivery cost is kept to send them back — the cards
// are returned at the member's cost. An unpaid order refunds nothing (there is nothing to refund).
import type { GradingOrderProcessingStatus as Processing, GradingOrderStatus as OrderStatus } from '@/lib/server/db/generated/enums';

export interface CancellableOrder {
  gradingOrderStatus: OrderStatus;
  gradingOrderProcessingStatus: Processing;
  deliveryCost: number;
}

/** Statuses in which the member's money has been taken (a virtual account waiting for its deposit has none). */
const MONEY_TAKEN: readonly OrderStatus[] = ['PROCESSING'];

export function cardsTravelling(order: Pick<CancellableOrder, 'gradingOrderProcessingStatus'>): boolean {
  return order.gradingOrderProcessingStatus === 'SHIPPING_IN';
}

/** Minor units to refund for a cancellation, given what the payment captured. */
export function cancelRefundAmount(order: CancellableOrder, captured: number): number {
  if (!MONEY_TAKEN.includes(order.gradingOrderStatus) || captured <= 0) return 0;
  const kept = cardsTravelling(order) ? Math.min(order.deliveryCost, captured) : 0;
  return captured - kept;
}
