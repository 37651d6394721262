// An admin's view of the price policy (docs/product/pricing.md#price-policy): the published data of
// get-price-policy.ts plus when it last changed, and its content in a fixed order so two copies compare equal when
// they hold the same prices (the audit row's from / to, and "nothing changed").
import type { DbOrTx } from '@/lib/server/db/client';
import type { Currency } from '@/lib/server/db/generated/enums';
import type { AdminPricePolicy } from '@/lib/shared/admin/views';
import type { PricePolicy } from '@/lib/shared/price-policy';
import { SHIPPING_METHODS } from '@/lib/shared/orders/shipping';
import { CARD_CATEGORIES, SERVICE_NAMES } from '@/lib/shared/schemas/admin/price-policy';
import { getPricePolicy } from '../pricing/get-price-policy';

const byOrder =
  <T>(order: readonly string[], key: (row: T) => string) =>
  (a: T, b: T) =>
    order.indexOf(key(a)) - order.indexOf(key(b));

/** The prices alone, in enum order: what the audit row records and what "changed" compares. */
export function policyContent(policy: PricePolicy) {
  return {
    autoGradingSurcharge: policy.autoGradingSurcharge,
    jejuSurcharge: policy.jejuSurcharge,
    reholderDefaultPrice: policy.reholderDefaultPrice,
    services: [...policy.services]
      .sort(byOrder(SERVICE_NAMES, (row) => row.serviceName))
      .map(({ serviceName, amount, businessDays }) => ({ serviceName, amount, businessDays })),
    categories: [...policy.categories].sort(byOrder(CARD_CATEGORIES, (row) => row.category)).map(({ category, amount }) => ({ category, amount })),
    deliveryCosts: [...policy.deliveryCosts]
      .sort(byOrder(SHIPPING_METHODS, (row) => row.shippingMethod))
      .map(({ shippingMethod, amount }) => ({ shippingMethod, amount })),
  };
}

export type PolicyContent = ReturnType<typeof policyContent>;

export async function loadAdminPolicy(db: DbOrTx, currency: Currency): Promise<AdminPricePolicy | null> {
  const policy = await getPricePolicy(db, currency);
  if (!policy) return null;
  const { updatedAt } = await db.costPolicy.findUniqueOrThrow({ where: { currency }, select: { updatedAt: true } });
  return { currency, ...policyContent(policy), updatedAt: updatedAt.toISOString() };
}
