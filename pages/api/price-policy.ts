// GET /api/price-policy?currency=TWD|USD|KRW — one currency's published prices (TWD by default).
import { apiHandler, ok } from '@/lib/server/api/handler';
import { AppError } from '@/lib/server/errors/app-error';
import { getPricePolicy } from '@/lib/server/pricing/get-price-policy';
import { pricePolicyQuerySchema } from '@/lib/shared/schemas/price-policy-query';

export default apiHandler({
  async GET(req, res) {
    const { currency } = await pricePolicyQuerySchema.validate(req.query, { abortEarly: false, stripUnknown: true });
    const policy = await getPricePolicy(currency);
    if (!policy) throw new AppError('NOT_FOUND', 'Price policy not found.', 'pricing:errors.policyMissing');
    // Public and the same for everyone: shared caches may keep it briefly.
    res.setHeader('Cache-Control', 'public, max-age=60');
    ok(res, policy);
  },
});
