// The tabs of the member's order list (docs/product/order-lifecycle.md#order-list-tabs: view all, in process,
// cancel, refund, complete) plus "awaiting payment", and the dashboard's counts: one grouping for both, so
// the numbers on the dashboard are the numbers on the tabs. Every submitted status belongs to exactly one
// tab besides "all"; drafts (TEMP_SAVED) belong to none (they live in the wizard's drafts).
import type { GradingOrderStatus as OrderStatus } from '@/lib/server/db/generated/enums';

export const ORDER_TABS = ['all', 'awaitingPayment', 'inProcess', 'cancel', 'refund', 'complete'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export type OrderGroupTab = Exclude<OrderTab, 'all'>;

export const TAB_STATUSES: Record<OrderGroupTab, readonly OrderStatus[]> = {
  // Not paid yet: pay now (or again after a failure), or deposit into the issued virtual account.
  awaitingPayment: ['SAVED', 'PAYMENT_FAILED', 'WAITING_FOR_DEPOSIT'],
  // Paid, the cards on their way through the lab.
  inProcess: ['PROCESSING', 'REQUEST_PARTIAL_CANCELED'],
  // Ended before the service ran: cancelled by the member, or the deposit deadline passed.
  cancel: ['CANCELLED', 'DEADLINE_EXPIRED'],
  // Money going back: refunded, or waiting for the member to correct a rejected refund account.
  refund: ['REFUNDED', 'WRONG_REFUND_ACCOUNT'],
  complete: ['COMPLETE', 'COMPLETE_PARTIAL_CANCELED'],
};

/** Every status a member's order list shows (everything but drafts). */
export const LISTED_STATUSES: readonly OrderStatus[] = Object.values(TAB_STATUSES).flat();

export function isOrderTab(value: unknown): value is OrderTab {
  return typeof value === 'string' && (ORDER_TABS as readonly string[]).includes(value);
}

export function statusesOfTab(tab: OrderTab): readonly OrderStatus[] {
  return tab === 'all' ? LISTED_STATUSES : TAB_STATUSES[tab];
}

/** The tab an order is listed under (besides "all"); null for a draft. */
export function tabOf(status: OrderStatus): OrderGroupTab | null {
  for (const [tab, statuses] of Object.entries(TAB_STATUSES) as [OrderGroupTab, readonly OrderStatus[]][]) {
    if (statuses.includes(status)) return tab;
  }
  return null;
}

/** Orders per page of the list. */
export const ORDERS_PAGE_SIZE = 10;

/** The list's type filter (GET /api/orders?type=). Here, not beside the query's schema: the list page reads them without yup. */
export const ORDER_LIST_TYPES = ['GRADING', 'REHOLDER'] as const;
export type OrderListType = (typeof ORDER_LIST_TYPES)[number];

/** Far past any member's history; keeps the row offset small. */
export const MAX_ORDER_LIST_PAGE = 10_000;
