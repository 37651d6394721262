// GET /api/admin/coupons: every coupon with its uses; POST: a new coupon, answered 201 (docs/product/payments.md#coupons;
// list-coupons.ts, save-coupon.ts). ADMIN only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { noStore } from '@/lib/server/admin-content/no-store';
import { listCoupons } from '@/lib/server/coupons/list-coupons';
import { createCoupon } from '@/lib/server/coupons/save-coupon';
import { couponSchema } from '@/lib/shared/schemas/coupon';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: noStore(route({ auth: ADMIN_ROLES, run: ({ db, session }) => listCoupons(db, session) })),
  POST: route({ auth: ADMIN_ROLES, body: couponSchema, status: 201, run: ({ db, session, body }) => createCoupon(db, session, body) }),
});
