// PUT /api/admin/partners/[id]/active { isActive }: show or hide a partner shop on /partner-shop (issue #10;
// set-partner-shop-active.ts). ADMIN only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { setPartnerShopActive } from '@/lib/server/admin-content/set-partner-shop-active';
import { idParamSchema } from '@/lib/shared/schemas/admin-content/fields';
import { partnerShopActiveSchema } from '@/lib/shared/schemas/admin-content/partner-shop';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PUT: route({
    auth: ADMIN_ROLES,
    query: idParamSchema,
    body: partnerShopActiveSchema,
    run: ({ db, session, query, body }) => setPartnerShopActive(db, session, query.id, body),
  }),
});
