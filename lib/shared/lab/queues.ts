// The lab's work queues (issue #10): one per processing status of the orders the lab works on
// (docs/product/order-lifecycle.md#processing-statuses), the refunds waiting on someone, and every order. Pure and
// browser-safe: the list service filters by these rules and the queue tabs are drawn from them. Within a queue
// the oldest paid order comes first — first in, first out.
import type { GradingOrderProcessingStatus as Processing, GradingOrderStatus as OrderStatus, RefundStatus } from '@/lib/server/db/generated/enums';
import { type RefundRow, hasRejectedRefund } from '../orders/refund-state';
import { PROCESSING_STATUS_ORDER } from '../orders/status-sets';
import type { QueueId } from './views';

/** One queue per processing status, in the order of the steps (a paid QUICK / VISIT order waits in NOT_PROCESSING). */
export const PROCESSING_QUEUES = PROCESSING_STATUS_ORDER;

/** Every queue, in the order of the tabs. */
export const QUEUE_IDS: readonly QueueId[] = [...PROCESSING_QUEUES, 'REFUNDS', 'ALL'];

/** Parcels on their way in: receiving them is the first thing the lab does. */
export const DEFAULT_QUEUE: QueueId = 'SHIPPING_IN';

export const STAFF_ORDERS_PAGE_SIZE = 20;

/**
 * The paid orders whose cards the lab has or awaits, listed under their processing status (the lab's steps need
 * PROCESSING or a partial cancellation; COMPLETE orders rest in SHIPPING_OUT_COMPLETE). A WRONG_REFUND_ACCOUNT
 * order is being paid back whole: it waits in REFUNDS, not on a bench.
 */
export const LAB_ORDER_STATUSES = ['PROCESSING', 'REQUEST_PARTIAL_CANCELED', 'COMPLETE_PARTIAL_CANCELED', 'COMPLETE'] as const satisfies readonly OrderStatus[];

/** Order statuses that put an order in REFUNDS by themselves (docs/product/order-lifecycle.md#order-status-transitions). */
export const REFUND_ORDER_STATUSES = ['WRONG_REFUND_ACCOUNT', 'REQUEST_PARTIAL_CANCELED'] as const satisfies readonly OrderStatus[];

/** Refund statuses that may put an order in REFUNDS (a refused one only until a later refund takes it over). */
export const REFUND_QUEUE_REFUND_STATUSES = ['REQUESTED', 'ACCOUNT_REJECTED'] as const satisfies readonly RefundStatus[];

export function isQueueId(value: unknown): value is QueueId {
  return typeof value === 'string' && (QUEUE_IDS as readonly string[]).includes(value);
}

export interface QueueOrder {
  gradingOrderStatus: OrderStatus;
  gradingOrderProcessingStatus: Processing;
}

/** A refund of the order is on its way, or waits for a corrected refund account (decision 0008), or a partial one is asked. */
export function isInRefundsQueue(order: Pick<QueueOrder, 'gradingOrderStatus'> & { refunds: readonly RefundRow[] }): boolean {
  return (
    (REFUND_ORDER_STATUSES as readonly OrderStatus[]).includes(order.gradingOrderStatus) ||
    order.refunds.some((refund) => refund.status === 'REQUESTED') ||
    hasRejectedRefund(order.refunds)
  );
}

/** The processing queue an order is listed in, or null when the lab does not work on it. */
export function processingQueueOf(order: QueueOrder): Processing | null {
  return (LAB_ORDER_STATUSES as readonly OrderStatus[]).includes(order.gradingOrderStatus) ? order.gradingOrderProcessingStatus : null;
}

/** Statuses at which the cards have left the lab for the member. */
const SHIPPED_OUT: readonly Processing[] = ['SHIPPING_OUT', 'SHIPPING_OUT_COMPLETE'];

/** Past its estimated completion while the lab still has (or awaits) the cards. */
export function isLate(order: QueueOrder & { estimatedCompletionAt: Date | string | null }, now: Date): boolean {
  if (!order.estimatedCompletionAt || processingQueueOf(order) === null || order.gradingOrderStatus === 'COMPLETE') return false;
  if (SHIPPED_OUT.includes(order.gradingOrderProcessingStatus)) return false;
  return new Date(order.estimatedCompletionAt).getTime() < now.getTime();
}
