// The dashboard of my page (SPEC.md §2): the member's profile and order counts by group.
import type { NextApiRequest } from 'next';
import { type Db, getDb } from '@/lib/server/db/client';
import { requireSession } from '../auth/session';
import { sessionEnded } from './active-member';
import { type AccountProfile, getAccountProfile } from './get-account-profile';
import { type OrderGroup, groupOf } from './order-groups';

export interface Dashboard {
  profile: AccountProfile;
  orderCounts: Record<OrderGroup, number>;
}

export async function getDashboard(db: Db, memberId: number): Promise<Dashboard | null> {
  const [profile, rows] = await Promise.all([
    getAccountProfile(db, memberId),
    db.gradingOrder.groupBy({ by: ['gradingOrderStatus'], where: { memberId }, _count: { _all: true } }),
  ]);
  if (!profile) return null;
  const orderCounts: Record<OrderGroup, number> = { inProcess: 0, complete: 0, cancelled: 0 };
  for (const row of rows) {
    const group = groupOf(row.gradingOrderStatus);
    if (group) orderCounts[group] += row._count._all;
  }
  return { profile, orderCounts };
}

/** GET /api/member/dashboard. */
export async function getMyDashboard(req: NextApiRequest): Promise<Dashboard> {
  const session = await requireSession(req);
  const dashboard = await getDashboard(await getDb(), session.memberId);
  if (!dashboard) throw sessionEnded();
  return dashboard;
}
