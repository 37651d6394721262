// The dashboard of my page (docs/product/storefront.md#my-page): the member's profile, order counts by the order
// list's tabs, the newest submitted orders (the "recent orders" card; drafts are never shown, as in the list), and
// what the member must do next (reminders.ts, issue #24).
import type { Db } from '@/lib/server/db/client';
import type { OrderSummary } from '@/lib/shared/orders/my-order-views';
import { ORDER_TABS, type OrderTab, tabOf } from '@/lib/shared/orders/order-tabs';
import { type Reminder, dashboardReminders } from '@/lib/shared/orders/reminders';
import { displayStatus } from '@/lib/shared/orders/status';
import { nothingToGrade } from '@/lib/shared/lab/staff-actions';
import type { Actor } from '../auth/access-token';
import { readDashboard } from './dashboard-reads';
import { type AccountProfile, toAccountProfile } from './get-account-profile';

/** How many orders the "recent orders" card shows; the rest are one link away (/account/orders). */
export const RECENT_ORDER_COUNT = 3;

/** One order of the "recent orders" card: what the order list's row says about it, in fewer words. */
export type RecentOrder = Pick<OrderSummary, 'orderNumber' | 'status' | 'displayStatus' | 'currency' | 'totalAmount' | 'submittedAt' | 'nothingGraded'>;

export interface Dashboard {
  profile: AccountProfile;
  /** Per tab of the order list ('all' = every submitted order; drafts are not counted): the list's own numbers. */
  orderCounts: Record<OrderTab, number>;
  /** The newest submitted orders first (at most RECENT_ORDER_COUNT); empty when the member has none. */
  recentOrders: RecentOrder[];
  /** What the member must do next: a tracking number to enter, a refund account to give or correct. */
  reminders: Reminder[];
}

/** GET /api/member/dashboard and the dashboard page. */
export async function getDashboard(db: Db, session: Actor): Promise<Dashboard> {
  // One statement for the whole page (dashboard-reads.ts); the profile's rule is the profile page's own.
  const orders = await readDashboard(db, session.memberId, RECENT_ORDER_COUNT);
  const profile = toAccountProfile(orders.member);
  const orderCounts = Object.fromEntries(ORDER_TABS.map((tab) => [tab, 0])) as Record<OrderTab, number>;
  for (const row of orders.counts) {
    const tab = tabOf(row.status);
    if (!tab) continue;
    orderCounts[tab] += row.count;
    orderCounts.all += row.count;
  }
  const recentOrders = orders.recent.map((order) => ({
    orderNumber: order.orderNumber,
    status: order.gradingOrderStatus,
    displayStatus: displayStatus(order),
    currency: order.currency,
    totalAmount: order.totalAmount,
    submittedAt: order.submittedAt ? order.submittedAt.toISOString() : null,
    nothingGraded: nothingToGrade(order.checks.map((correspondCheck) => ({ correspondCheck, refunded: false }))),
  }));
  const reminders = dashboardReminders(orders.candidates);
  return { profile, orderCounts, recentOrders, reminders };
}
