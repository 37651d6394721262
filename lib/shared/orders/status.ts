// Order statuses (docs/product/order-lifecycle.md#two-status-fields,
// docs/product/order-lifecycle.md#display-statuses): the display status a member sees is a pure function of the two
// stored statuses, and every rule set of docs/product/order-lifecycle.md#rule-sets-by-display-status is defined on
// it. Sets of stored statuses (payable, paid, ended, …) live in status-sets.ts, the order list's
// tabs (shared with the dashboard) in order-tabs.ts.
import type { GradingOrderProcessingStatus as Processing, GradingOrderStatus as OrderStatus, ShippingMethod } from '@/lib/server/db/generated/enums';
import { isOrderEnded, isOrderInProcess } from './status-sets';

export const DISPLAY_STATUSES = [
  'WAITING_FOR_DEPOSIT',
  'NEED_INVOICE_INPUT',
  'PICKUP_REQUIRED',
  'SHIPPING_IN',
  'SHIPPING_IN_COMPLETE',
  'WAREHOUSE_IN',
  'GRADING',
  'GRADING_COMPLETE',
  'SHIPPING_OUT',
  'SHIPPING_OUT_COMPLETE',
  'CANCELLED',
] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

const BY_PROCESSING: Record<Processing, DisplayStatus> = {
  OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION: 'NEED_INVOICE_INPUT',
  BREAK_SHIPPING_BEFORE_PICKUP: 'PICKUP_REQUIRED',
  // Paid QUICK/VISIT orders wait for the cards to arrive at the counter.
  NOT_PROCESSING: 'SHIPPING_IN',
  SHIPPING_IN: 'SHIPPING_IN',
  SHIPPING_IN_COMPLETE: 'SHIPPING_IN_COMPLETE',
  WAREHOUSE_IN: 'WAREHOUSE_IN',
  CARD_CORRESPOND_CHECKED: 'GRADING',
  VSC_CHECKED: 'GRADING',
  CARD_DEFECT_CHECKED: 'GRADING',
  CARD_SCORED: 'GRADING_COMPLETE',
  CASING_COMPLETE: 'GRADING_COMPLETE',
  WAREHOUSE_OUT: 'GRADING_COMPLETE',
  SHIPPING_OUT: 'SHIPPING_OUT',
  SHIPPING_OUT_COMPLETE: 'SHIPPING_OUT_COMPLETE',
};

export interface StatusPair {
  gradingOrderStatus: OrderStatus;
  gradingOrderProcessingStatus: Processing;
}

/** Null while the order is a draft, submitted but unpaid, or its payment failed. */
export function displayStatus(order: StatusPair): DisplayStatus | null {
  if (isOrderEnded(order.gradingOrderStatus)) return 'CANCELLED';
  if (order.gradingOrderStatus === 'WAITING_FOR_DEPOSIT') return 'WAITING_FOR_DEPOSIT';
  if (isOrderInProcess(order.gradingOrderStatus)) return BY_PROCESSING[order.gradingOrderProcessingStatus];
  return null;
}

const set = (...statuses: DisplayStatus[]) => new Set<DisplayStatus>(statuses);
// docs/product/order-lifecycle.md#rule-sets-by-display-status, verbatim.
export const REVOCABLE = set('WAITING_FOR_DEPOSIT', 'NEED_INVOICE_INPUT', 'PICKUP_REQUIRED', 'SHIPPING_IN');
export const REFUNDABLE = set('WAREHOUSE_IN', 'GRADING', 'GRADING_COMPLETE', 'SHIPPING_OUT', 'SHIPPING_OUT_COMPLETE');
export const ADDRESS_CHANGEABLE = set(
  'WAITING_FOR_DEPOSIT',
  'NEED_INVOICE_INPUT',
  'PICKUP_REQUIRED',
  'SHIPPING_IN',
  'WAREHOUSE_IN',
  'GRADING',
  'SHIPPING_IN_COMPLETE',
);
export const DELIVERY_INFO_SHOWN = set(
  'NEED_INVOICE_INPUT',
  'PICKUP_REQUIRED',
  'SHIPPING_IN',
  'SHIPPING_IN_COMPLETE',
  'WAREHOUSE_IN',
  'GRADING',
  'GRADING_COMPLETE',
  'SHIPPING_OUT',
  'SHIPPING_OUT_COMPLETE',
);
export const RESULT_SUMMARY_SHOWN = set('GRADING_COMPLETE', 'SHIPPING_OUT', 'SHIPPING_OUT_COMPLETE');
export const ITEM_RESULTS_SHOWN = set('GRADING', 'GRADING_COMPLETE', 'SHIPPING_OUT', 'SHIPPING_OUT_COMPLETE');
export const STATUS_TEXT_SHOWN = set(
  'WAITING_FOR_DEPOSIT',
  'WAREHOUSE_IN',
  'GRADING',
  'GRADING_COMPLETE',
  'SHIPPING_OUT',
  'SHIPPING_OUT_COMPLETE',
  'CANCELLED',
);
export const DELIVERY_TO_PROVIDER = set('SHIPPING_IN');
export const DELIVERY_TO_USER = set('SHIPPING_OUT', 'SHIPPING_OUT_COMPLETE');

const within = (rule: Set<DisplayStatus>) => (order: StatusPair) => {
  const status = displayStatus(order);
  return status !== null && rule.has(status);
};
export const isRevocable = within(REVOCABLE);
export const isRefundable = within(REFUNDABLE);
export const isAddressChangeable = within(ADDRESS_CHANGEABLE);

/**
 * The member's progress bar (docs/product/order-lifecycle.md#progress-bar): index of the step reached, -1 before
 * payment.
 */
export const PROGRESS_STEPS = ['paymentCompleted', 'waitingForCards', 'headOffice', 'grading', 'branchOffice', 'inTransit', 'delivered'] as const;
const STEP_OF: Record<DisplayStatus, number> = {
  WAITING_FOR_DEPOSIT: -1,
  NEED_INVOICE_INPUT: 1,
  PICKUP_REQUIRED: 1,
  SHIPPING_IN: 1,
  SHIPPING_IN_COMPLETE: 2,
  WAREHOUSE_IN: 2,
  GRADING: 3,
  GRADING_COMPLETE: 4,
  SHIPPING_OUT: 5,
  SHIPPING_OUT_COMPLETE: 6,
  CANCELLED: -1,
};
export function progressStep(order: StatusPair): number {
  const status = displayStatus(order);
  return status === null ? -1 : STEP_OF[status];
}

/**
 * Where the cards are right after payment, by shipping method
 * (docs/product/order-lifecycle.md#processing-transitions).
 */
export function processingAfterPayment(method: ShippingMethod): Processing {
  if (method === 'SELF_SHIPPING') return 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION';
  if (method === 'BRG_SHIPPING') return 'BREAK_SHIPPING_BEFORE_PICKUP';
  return 'NOT_PROCESSING';
}
