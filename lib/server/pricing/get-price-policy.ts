// One currency's price policy as plain data (docs/product/pricing.md#price-policy), for the pricing page and the API.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Currency } from '@/lib/server/db/generated/enums';
import type { PricePolicy } from '@/lib/shared/price-policy';
import { AppError } from '../errors/app-error';

/** The policy of `currency`, or null when none is stored for it. */
export async function getPricePolicy(db: DbOrTx, currency: Currency): Promise<PricePolicy | null> {
  const policy = await db.costPolicy.findUnique({
    where: { currency },
    include: {
      productService: { orderBy: { id: 'asc' } },
      productCardCategory: { orderBy: { id: 'asc' } },
      deliveryCosts: { orderBy: { id: 'asc' } },
    },
  });
  if (!policy) return null;
  return {
    currency: policy.currency,
    autoGradingSurcharge: policy.autoGradingSurcharge,
    jejuSurcharge: policy.jejuSurcharge,
    reholderDefaultPrice: policy.reholderDefaultPrice,
    services: policy.productService.map(({ serviceName, amount, businessDays }) => ({ serviceName, amount, businessDays })),
    categories: policy.productCardCategory.map(({ category, amount }) => ({ category, amount })),
    deliveryCosts: policy.deliveryCosts.map(({ shippingMethod, amount }) => ({ shippingMethod, amount })),
  };
}

/** GET /api/price-policy: the published policy of `currency`; 404 when none is stored for it. */
export async function requirePricePolicy(db: DbOrTx, currency: Currency): Promise<PricePolicy> {
  const policy = await getPricePolicy(db, currency);
  if (!policy) throw new AppError('NOT_FOUND', 'Price policy not found.', 'pricing:errors.policyMissing');
  return policy;
}
