// One currency's price policy as plain data (docs/product/pricing.md#price-policy): what the server reads from the
// database and what the storefront shows. Amounts are integers in the currency's minor unit.
import type { CardCategory, Currency, ServiceName, ShippingMethod } from '@/lib/server/db/generated/enums';

export const CURRENCIES = ['TWD', 'USD', 'KRW'] as const satisfies readonly Currency[];

/**
 * The storefront shows Taiwan dollars unless asked otherwise (docs/product/pricing.md#currencies-and-minor-units).
 */
export const STOREFRONT_CURRENCY: Currency = 'TWD';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

export interface ServicePrice {
  serviceName: ServiceName;
  amount: number;
  /** Estimated business days of the tier; null for extras such as quick submission. */
  businessDays: number | null;
}

export interface CategoryPrice {
  category: CardCategory;
  amount: number;
}

export interface DeliveryPrice {
  shippingMethod: ShippingMethod;
  amount: number;
}

export interface PricePolicy {
  currency: Currency;
  /** Added per card flagged isAuto (docs/product/pricing.md#quote-formula). */
  autoGradingSurcharge: number;
  /** Extra delivery cost for Jeju addresses; 0 outside the KRW policy. */
  jejuSurcharge: number;
  /** Re-casing unit price when the policy has no REHOLDER service (docs/product/pricing.md#reholder-price). */
  reholderDefaultPrice: number;
  services: ServicePrice[];
  categories: CategoryPrice[];
  deliveryCosts: DeliveryPrice[];
}
