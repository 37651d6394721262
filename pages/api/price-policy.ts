// GET /api/price-policy?currency=TWD|USD|KRW — one currency's published prices (TWD by default).
import { apiHandler, ok } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { requirePricePolicy } from '@/lib/server/pricing/get-price-policy';
import { pricePolicyQuerySchema } from '@/lib/shared/schemas/price-policy-query';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({
    auth: 'public',
    query: pricePolicyQuerySchema,
    run: ({ db, query }) => requirePricePolicy(db, query.currency),
    respond: (policy, { res }) => {
      // Public and the same for everyone: shared caches may keep it briefly.
      res.setHeader('Cache-Control', 'public, max-age=60');
      ok(res, policy);
    },
  }),
});
