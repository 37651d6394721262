// The dashboard of my page (docs/product/storefront.md#my-page): the member's profile, order counts by the order
// list's tabs, the newest submitted orders (the "recent orders" card; drafts are never shown, as in the list), and
// what the member must do next (reminders.ts, issue #24).
import type { Db } from '@/lib/server/db/client';
import type { OrderSummary } from '@/lib/shared/orders/my-order-views';
import { LISTED_STATUSES, ORDER_TABS, type OrderTab, tabOf } from '@/lib/shared/orders/order-tabs';
import { type Reminder, REMINDER_CANDIDATES, dashboardReminders } from '@/lib/shared/orders/reminders';
import { displayStatus } from '@/lib/shared/orders/status';
import type { Actor } from '../auth/access-token';
import { type AccountProfile, getAccountProfile } from './get-account-profile';

/** How many orders the "recent orders" card shows; the rest are one link away (/account/orders). */
export const RECENT_ORDER_COUNT = 3;

/** One order of the "recent orders" card: what the order list's row says about it, in fewer words. */
export type RecentOrder = Pick<OrderSummary, 'orderNumber' | 'status' | 'displayStatus' | 'currency' | 'totalAmount' | 'submittedAt'>;

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
  const [profile, rows, recent, candidates] = await Promise.all([
    getAccountProfile(db, session),
    db.gradingOrder.groupBy({ by: ['gradingOrderStatus'], where: { memberId: session.memberId }, _count: { _all: true } }),
    db.gradingOrder.findMany({
      where: { memberId: session.memberId, gradingOrderStatus: { in: [...LISTED_STATUSES] } },
      orderBy: [{ submittedAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
      take: RECENT_ORDER_COUNT,
      select: { orderNumber: true, gradingOrderStatus: true, gradingOrderProcessingStatus: true, currency: true, totalAmount: true, submittedAt: true },
    }),
    // Only the orders a reminder can come from (reminders.ts): a refused refund may sit on any order.
    db.gradingOrder.findMany({
      where: {
        memberId: session.memberId,
        OR: [
          { gradingOrderStatus: REMINDER_CANDIDATES.trackingStatus, gradingOrderProcessingStatus: REMINDER_CANDIDATES.trackingProcessing },
          { gradingOrderStatus: { in: [...REMINDER_CANDIDATES.accountStatuses] } },
          { refunds: { some: { status: 'ACCOUNT_REJECTED' } } },
        ],
      },
      orderBy: { id: 'asc' },
      select: {
        orderNumber: true,
        gradingOrderStatus: true,
        gradingOrderProcessingStatus: true,
        shippingMethod: true,
        paymentMethod: true,
        refunds: { select: { id: true, paymentId: true, amount: true, status: true } },
        refundAccount: { select: { id: true } },
      },
    }),
  ]);
  const orderCounts = Object.fromEntries(ORDER_TABS.map((tab) => [tab, 0])) as Record<OrderTab, number>;
  for (const row of rows) {
    const tab = tabOf(row.gradingOrderStatus);
    if (!tab) continue;
    orderCounts[tab] += row._count._all;
    orderCounts.all += row._count._all;
  }
  const recentOrders = recent.map((order) => ({
    orderNumber: order.orderNumber,
    status: order.gradingOrderStatus,
    displayStatus: displayStatus(order),
    currency: order.currency,
    totalAmount: order.totalAmount,
    submittedAt: order.submittedAt ? order.submittedAt.toISOString() : null,
  }));
  const reminders = dashboardReminders(candidates.map(({ refundAccount, ...order }) => ({ ...order, hasRefundAccount: refundAccount !== null })));
  return { profile, orderCounts, recentOrders, reminders };
}
