// The dashboard of my page (docs/product/storefront.md#my-page): the member's profile and order counts by the order list's tabs.
import type { Db } from '@/lib/server/db/client';
import { ORDER_TABS, type OrderTab, tabOf } from '@/lib/shared/orders/order-tabs';
import type { Actor } from '../auth/access-token';
import { type AccountProfile, getAccountProfile } from './get-account-profile';

export interface Dashboard {
  profile: AccountProfile;
  /** Per tab of the order list ('all' = every submitted order; drafts are not counted): the list's own numbers. */
  orderCounts: Record<OrderTab, number>;
}

/** GET /api/member/dashboard and the dashboard page. */
export async function getDashboard(db: Db, session: Actor): Promise<Dashboard> {
  const [profile, rows] = await Promise.all([
    getAccountProfile(db, session),
    db.gradingOrder.groupBy({ by: ['gradingOrderStatus'], where: { memberId: session.memberId }, _count: { _all: true } }),
  ]);
  const orderCounts = Object.fromEntries(ORDER_TABS.map((tab) => [tab, 0])) as Record<OrderTab, number>;
  for (const row of rows) {
    const tab = tabOf(row.gradingOrderStatus);
    if (!tab) continue;
    orderCounts[tab] += row._count._all;
    orderCounts.all += row._count._all;
  }
  return { profile, orderCounts };
}
