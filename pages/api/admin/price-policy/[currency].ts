// PUT /api/admin/price-policy/[currency] — an admin replaces one currency's prices (ADMIN only; issue #10): new orders
// only, drafts repriced at submit (docs/product/pricing.md#price-policy). Answers the policy as stored.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { updatePricePolicy } from '@/lib/server/admin/update-price-policy';
import { pricePolicyCurrencySchema, pricePolicyUpdateSchema } from '@/lib/shared/schemas/admin/price-policy';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PUT: route({
    auth: ADMIN_ROLES,
    query: pricePolicyCurrencySchema,
    body: pricePolicyUpdateSchema,
    run: ({ db, session, query, body }) => updatePricePolicy(db, session, query.currency, body),
  }),
});
