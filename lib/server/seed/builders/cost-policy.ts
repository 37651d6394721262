import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { PRICE_POLICIES } from '@/lib/server/seed/data/price-policy';
import type { PricePolicy } from '@/lib/shared/price-policy';

type Client = Db | Prisma.TransactionClient;

/** A whole price policy as plain data: the published one of its currency (TWD unless overridden). */
export function buildPricePolicy(overrides: Partial<PricePolicy> = {}): PricePolicy {
  return { ...PRICE_POLICIES[overrides.currency ?? 'TWD'], ...overrides };
}

/** The nested create input of a policy with its services, card categories and delivery costs. */
export function buildCostPolicy(overrides: Partial<PricePolicy> = {}): Prisma.CostPolicyCreateInput {
  const policy = buildPricePolicy(overrides);
  return {
    currency: policy.currency,
    autoGradingSurcharge: policy.autoGradingSurcharge,
    jejuSurcharge: policy.jejuSurcharge,
    reholderDefaultPrice: policy.reholderDefaultPrice,
    productService: { create: policy.services.map((service) => ({ ...service })) },
    productCardCategory: { create: policy.categories.map((category) => ({ ...category })) },
    deliveryCosts: { create: policy.deliveryCosts.map((cost) => ({ ...cost })) },
  };
}

export function createCostPolicy(db: Client, overrides: Partial<PricePolicy> = {}) {
  return db.costPolicy.create({ data: buildCostPolicy(overrides) });
}
