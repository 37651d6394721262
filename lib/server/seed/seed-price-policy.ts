// The published price policy of every currency (docs/product/pricing.md#seeded-price-policy). Idempotent: a second
// run changes nothing, and a run after the published numbers change brings the database to them.
import type { Db } from '@/lib/server/db/client';
import type { PricePolicy } from '@/lib/shared/price-policy';
import { buildCostPolicy } from './builders/cost-policy';
import { PRICE_POLICIES } from './data/price-policy';

export async function seedPricePolicy(db: Db): Promise<void> {
  for (const policy of Object.values(PRICE_POLICIES)) await upsertPolicy(db, policy);
}

async function upsertPolicy(db: Db, policy: PricePolicy): Promise<void> {
  await db.$transaction(async (tx) => {
    const existing = await tx.costPolicy.findUnique({ where: { currency: policy.currency } });
    if (!existing) {
      await tx.costPolicy.create({ data: buildCostPolicy(policy) });
      return;
    }
    const costPolicyId = existing.id;
    await tx.costPolicy.update({
      where: { id: costPolicyId },
      data: {
        autoGradingSurcharge: policy.autoGradingSurcharge,
        jejuSurcharge: policy.jejuSurcharge,
        reholderDefaultPrice: policy.reholderDefaultPrice,
      },
    });
    for (const { serviceName, amount, businessDays } of policy.services) {
      await tx.productService.upsert({
        where: { costPolicyId_serviceName: { costPolicyId, serviceName } },
        create: { costPolicyId, serviceName, amount, businessDays },
        update: { amount, businessDays },
      });
    }
    for (const { category, amount } of policy.categories) {
      await tx.productCardCategory.upsert({
        where: { costPolicyId_category: { costPolicyId, category } },
        create: { costPolicyId, category, amount },
        update: { amount },
      });
    }
    for (const { shippingMethod, amount } of policy.deliveryCosts) {
      await tx.deliveryCost.upsert({
        where: { costPolicyId_shippingMethod: { costPolicyId, shippingMethod } },
        create: { costPolicyId, shippingMethod, amount },
        update: { amount },
      });
    }
  });
}
