// PUT /api/admin/partners/[id]: save a partner shop with its translations (issue #10; update-partner-shop.ts).
// ADMIN only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { updatePartnerShop } from '@/lib/server/admin-content/update-partner-shop';
import { idParamSchema } from '@/lib/shared/schemas/admin-content/fields';
import { partnerShopSchema } from '@/lib/shared/schemas/admin-content/partner-shop';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PUT: route({
    auth: ADMIN_ROLES,
    query: idParamSchema,
    body: partnerShopSchema,
    run: ({ db, session, query, body }) => updatePartnerShop(db, session, query.id, body),
  }),
});
