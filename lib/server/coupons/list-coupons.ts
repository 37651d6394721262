// GET /api/admin/coupons: every coupon, newest first, with its uses so far (docs/product/payments.md#coupons). ADMIN only.
import type { DbOrTx } from '@/lib/server/db/client';
import type { AdminCoupon } from '@/lib/shared/coupons/views';
import { type AdminSession, requireAdmin } from '../admin/require-admin';
import { toAdminCoupon } from './coupon-view';

/** Far past any real shop's coupons; the page lists them all. */
export const MAX_LISTED_COUPONS = 1_000;

export async function listCoupons(db: DbOrTx, session: AdminSession): Promise<AdminCoupon[]> {
  requireAdmin(session);
  const coupons = await db.coupon.findMany({ orderBy: { id: 'desc' }, take: MAX_LISTED_COUPONS });
  return coupons.map(toAdminCoupon);
}
