// PATCH /api/admin/coupons/[id]: change a coupon, or deactivate it with its active switch
// (docs/product/payments.md#coupons; save-coupon.ts). ADMIN only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { updateCoupon } from '@/lib/server/coupons/save-coupon';
import { idParamSchema } from '@/lib/shared/schemas/admin-content/fields';
import { couponSchema } from '@/lib/shared/schemas/coupon';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PATCH: route({
    auth: ADMIN_ROLES,
    query: idParamSchema,
    body: couponSchema,
    run: ({ db, session, query, body }) => updateCoupon(db, session, query.id, body),
  }),
});
