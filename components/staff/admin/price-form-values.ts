// The price form's starting values (issue #10): a stored policy as the PUT body (its updatedAt becomes
// expectedUpdatedAt, so a save over another admin's change is refused), or, for a currency without a policy yet,
// every row at 0 with the usual turnaround.
import type { Currency } from '@/lib/server/db/generated/enums';
import type { AdminPricePolicy } from '@/lib/shared/admin/views';
import { TURNAROUND_BUSINESS_DAYS } from '@/lib/shared/orders/turnaround';
import { SHIPPING_METHODS } from '@/lib/shared/orders/shipping';
import { CARD_CATEGORIES, type PricePolicyUpdateInput, SERVICE_NAMES } from '@/lib/shared/schemas/admin/price-policy';

export function priceFormValues(policy: AdminPricePolicy | null): PricePolicyUpdateInput {
  if (policy) {
    const { currency: _currency, updatedAt, ...prices } = policy;
    return { ...prices, expectedUpdatedAt: updatedAt };
  }
  return {
    expectedUpdatedAt: null,
    autoGradingSurcharge: 0,
    jejuSurcharge: 0,
    reholderDefaultPrice: 0,
    services: SERVICE_NAMES.map((serviceName) => ({
      serviceName,
      amount: 0,
      businessDays: serviceName === 'QUICK_SUBMISSION' ? null : TURNAROUND_BUSINESS_DAYS[serviceName],
    })),
    categories: CARD_CATEGORIES.map((category) => ({ category, amount: 0 })),
    deliveryCosts: SHIPPING_METHODS.map((shippingMethod) => ({ shippingMethod, amount: 0 })),
  };
}

/** Only the KRW policy has a Jeju surcharge (docs/product/pricing.md#delivery-costs-and-jeju-surcharge). */
export const hasJejuSurcharge = (currency: Currency) => currency === 'KRW';
