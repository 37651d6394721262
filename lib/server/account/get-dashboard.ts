// The dashboard of my page (SPEC.md §2): the member's profile and order counts by group.
import type { Db } from '@/lib/server/db/client';
import { type OrderGroup, orderGroupOf } from '@/lib/shared/orders/status-sets';
import type { Actor } from '../auth/access-token';
import { type AccountProfile, getAccountProfile } from './get-account-profile';

export interface Dashboard {
  profile: AccountProfile;
  orderCounts: Record<OrderGroup, number>;
}

/** GET /api/member/dashboard and the dashboard page. */
export async function getDashboard(db: Db, session: Actor): Promise<Dashboard> {
  const [profile, rows] = await Promise.all([
    getAccountProfile(db, session),
    db.gradingOrder.groupBy({ by: ['gradingOrderStatus'], where: { memberId: session.memberId }, _count: { _all: true } }),
  ]);
  const orderCounts: Record<OrderGroup, number> = { inProcess: 0, complete: 0, cancelled: 0 };
  for (const row of rows) {
    const group = orderGroupOf(row.gradingOrderStatus);
    if (group) orderCounts[group] += row._count._all;
  }
  return { profile, orderCounts };
}
