// What a member must do next on an order, shown on my page's dashboard (issue #24; docs/product/storefront.md#my-page):
// - `enterTracking`: the order is paid, the member sends the cards themselves, and no tracking number is entered yet
//   (the lab cannot expect the parcel without it);
// - `refundAccount`: money is owed back to a bank-based payer and the lab has no usable account: the bank refused a
//   refund (decision 0008), the order waits for a corrected account, or a partial cancellation waits for a first one.
// Pure: the dashboard's loader (get-dashboard.ts) reads the orders, this decides. The order page's own buttons come
// from orderActions (order-actions.ts); a reminder always names an order whose page offers the action.
import type { GradingOrderProcessingStatus, GradingOrderStatus, PaymentMethod, ShippingMethod } from '@/lib/server/db/generated/enums';
import { needsRefundAccount } from './refund-methods';
import { type RefundRow, hasRejectedRefund } from './refund-state';

export type ReminderKind = 'enterTracking' | 'refundAccount';

export interface Reminder {
  kind: ReminderKind;
  orderNumber: string;
}

export interface RemindableOrder {
  orderNumber: string;
  gradingOrderStatus: GradingOrderStatus;
  gradingOrderProcessingStatus: GradingOrderProcessingStatus;
  shippingMethod: ShippingMethod | null;
  paymentMethod: PaymentMethod;
  refunds: readonly RefundRow[];
  hasRefundAccount: boolean;
}

/** The statuses and processing steps a reminder can come from: the loader reads only these orders. */
export const REMINDER_CANDIDATES = {
  trackingStatus: 'PROCESSING',
  trackingProcessing: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
  accountStatuses: ['WRONG_REFUND_ACCOUNT', 'REQUEST_PARTIAL_CANCELED'],
} as const satisfies {
  trackingStatus: GradingOrderStatus;
  trackingProcessing: GradingOrderProcessingStatus;
  accountStatuses: readonly GradingOrderStatus[];
};

export function remindersFor(order: RemindableOrder): Reminder[] {
  const reminders: Reminder[] = [];
  if (
    order.gradingOrderStatus === REMINDER_CANDIDATES.trackingStatus &&
    order.shippingMethod === 'SELF_SHIPPING' &&
    order.gradingOrderProcessingStatus === REMINDER_CANDIDATES.trackingProcessing
  ) {
    reminders.push({ kind: 'enterTracking', orderNumber: order.orderNumber });
  }
  if (needsRefundAccount(order.paymentMethod)) {
    const waiting =
      hasRejectedRefund(order.refunds) ||
      order.gradingOrderStatus === 'WRONG_REFUND_ACCOUNT' ||
      (order.gradingOrderStatus === 'REQUEST_PARTIAL_CANCELED' && !order.hasRefundAccount);
    if (waiting) reminders.push({ kind: 'refundAccount', orderNumber: order.orderNumber });
  }
  return reminders;
}

/** Every order's reminders, money first (a refund waits on the member), then the oldest orders' first. */
export function dashboardReminders(orders: readonly RemindableOrder[]): Reminder[] {
  const all = orders.flatMap(remindersFor);
  return [...all.filter((r) => r.kind === 'refundAccount'), ...all.filter((r) => r.kind === 'enterTracking')];
}
