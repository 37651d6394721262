// The words a member reads for an order's state (docs/product/order-lifecycle.md#customer-facing-states): the display
// status when there is one, else the order status; an order status that adds something the display status hides
// (a partial cancellation, a refund account to correct) comes as a second label. Keys of the myorders namespace.
import type { GradingOrderStatus, RefundStatus } from '@/lib/server/db/generated/enums';
import type { DisplayStatus } from '@/lib/shared/orders/status';

export const orderStatusKey = (status: GradingOrderStatus) => `status.order.${status}`;
export const displayStatusKey = (status: DisplayStatus) => `status.display.${status}`;
export const refundStatusKey = (status: RefundStatus) => `refund.status.${status}`;

/** Statuses whose own words say more than the CANCELLED display status they share. */
const PRECISE_ENDINGS: readonly GradingOrderStatus[] = ['DEADLINE_EXPIRED', 'REFUNDED'];
/** Paid statuses with something the member should know besides where the cards are. */
const WITH_NOTE: readonly GradingOrderStatus[] = ['WRONG_REFUND_ACCOUNT', 'REQUEST_PARTIAL_CANCELED', 'COMPLETE_PARTIAL_CANCELED'];

export interface StatusLabel {
  key: string;
  noteKey: string | null;
}

export function statusLabel(order: { status: GradingOrderStatus; displayStatus: DisplayStatus | null; nothingGraded?: boolean }): StatusLabel {
  // Decision 0031 §4 (issue #24): with nothing graded, the stage after the check is not "grading complete".
  if (order.nothingGraded && order.displayStatus === 'GRADING_COMPLETE') return { key: 'status.ungraded', noteKey: null };
  if (order.displayStatus === null || PRECISE_ENDINGS.includes(order.status)) return { key: orderStatusKey(order.status), noteKey: null };
  return { key: displayStatusKey(order.displayStatus), noteKey: WITH_NOTE.includes(order.status) ? orderStatusKey(order.status) : null };
}

export type StatusTone = 'default' | 'warning' | 'info' | 'success' | 'error';

/** The chip's colour: waiting on the member, under way, done, or ended. */
export function statusTone(order: { status: GradingOrderStatus; displayStatus: DisplayStatus | null }): StatusTone {
  if (['SAVED', 'PAYMENT_FAILED', 'WAITING_FOR_DEPOSIT', 'WRONG_REFUND_ACCOUNT'].includes(order.status)) return 'warning';
  if (order.displayStatus === 'CANCELLED') return 'default';
  if (order.status === 'COMPLETE' || order.status === 'COMPLETE_PARTIAL_CANCELED' || order.displayStatus === 'SHIPPING_OUT_COMPLETE') return 'success';
  return 'info';
}

/** "Grading · Express" or "Reholder": the kind of submission and, for grading, its service. */
export function orderTypeKeys(order: { submitType: string; orderType: string }): string[] {
  if (order.submitType === 'REHOLDER' || order.orderType === 'REHOLDER') return ['types.REHOLDER'];
  return ['types.GRADING', `orderTypes.${order.orderType}`];
}
