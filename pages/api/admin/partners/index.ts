// GET /api/admin/partners: every partner shop, inactive ones too, with every translation; POST: a new shop, answered
// 201 (issue #10; list-admin-partner-shops.ts, create-partner-shop.ts). ADMIN only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { createPartnerShop } from '@/lib/server/admin-content/create-partner-shop';
import { listAdminPartnerShops } from '@/lib/server/admin-content/list-admin-partner-shops';
import { noStore } from '@/lib/server/admin-content/no-store';
import { partnerShopSchema } from '@/lib/shared/schemas/admin-content/partner-shop';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: noStore(route({ auth: ADMIN_ROLES, run: ({ db, session }) => listAdminPartnerShops(db, session) })),
  POST: route({ auth: ADMIN_ROLES, body: partnerShopSchema, status: 201, run: ({ db, session, body }) => createPartnerShop(db, session, body) }),
});
