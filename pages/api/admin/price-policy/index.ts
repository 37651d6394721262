// GET /api/admin/price-policy — every currency's price policy for the admin form (ADMIN only; issue #10,
// docs/product/pricing.md#price-policy).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { getAdminPricePolicies } from '@/lib/server/admin/get-admin-price-policies';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({ auth: ADMIN_ROLES, run: ({ db, session }) => getAdminPricePolicies(db, session) }),
});
