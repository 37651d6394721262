// What the pricing page shows, computed from one currency's policy. Pure, so the storefront and its
// tests agree on the rules below without a database.
import type { Currency, ServiceName, ShippingMethod } from '@/lib/server/db/generated/enums';
import { BULK_MIN_CARDS } from './orders/limits';
import { SHIPPING_METHODS } from './orders/shipping';
import { type PricePolicy, STOREFRONT_CURRENCY, isCurrency } from './price-policy';

/** Tiers in the order a collector compares them: regular first, the re-casing service last. */
export const PRICE_TIERS = ['REG', 'EXP', 'BULK', 'REHOLDER'] as const satisfies readonly ServiceName[];
export type PriceTier = (typeof PRICE_TIERS)[number];

export interface PriceRow {
  tier: PriceTier;
  /** Price per card: the service amount plus the cheapest card-category amount. */
  price: number;
  /** True when some card categories cost more than `price` (shown as "from"). */
  priceVaries: boolean;
  businessDays: number | null;
  /** Extra per autographed card; null where it does not apply (re-casing an already graded card). */
  autoGradingExtra: number | null;
  /**
   * Extra per card for quick submission; only on express, which quick submission forces
   * (docs/product/orders.md#submission-types).
   */
  quickSubmissionExtra: number | null;
  /**
   * The membership discount applies to the service fee, never to bulk (docs/product/pricing.md#membership-discount).
   */
  memberDiscount: boolean;
  minimumCards: number | null;
}

export interface DeliveryRow {
  shippingMethod: ShippingMethod;
  amount: number;
  isFree: boolean;
}

/** The currency asked for in a query string (`?currency=usd` too); anything else gives TWD. */
export function pickCurrency(value: string | string[] | undefined | null): Currency {
  const raw = Array.isArray(value) ? value[0] : value;
  const upper = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return isCurrency(upper) ? upper : STOREFRONT_CURRENCY;
}

function serviceAmount(policy: PricePolicy, name: ServiceName): number | null {
  return policy.services.find((service) => service.serviceName === name)?.amount ?? null;
}

/** One row per service tier the policy prices, in PRICE_TIERS order. */
export function buildPriceRows(policy: PricePolicy): PriceRow[] {
  const categoryAmounts = policy.categories.map((category) => category.amount);
  const cheapestCategory = categoryAmounts.length > 0 ? Math.min(...categoryAmounts) : 0;
  const dearestCategory = categoryAmounts.length > 0 ? Math.max(...categoryAmounts) : 0;
  const quickExtra = serviceAmount(policy, 'QUICK_SUBMISSION');
  const rows: PriceRow[] = [];
  for (const tier of PRICE_TIERS) {
    const service = policy.services.find((item) => item.serviceName === tier);
    // Re-casing keeps a published price even without its own row (docs/product/pricing.md#reholder-price: the default
    // reholder price).
    const amount = service?.amount ?? (tier === 'REHOLDER' && policy.reholderDefaultPrice > 0 ? policy.reholderDefaultPrice : null);
    if (amount === null) continue;
    // Re-casing is priced per card, without a card-category amount (docs/product/pricing.md#reholder-price: count ×
    // unit price).
    const isReholder = tier === 'REHOLDER';
    rows.push({
      tier,
      price: amount + (isReholder ? 0 : cheapestCategory),
      priceVaries: !isReholder && dearestCategory > cheapestCategory,
      businessDays: service?.businessDays ?? null,
      autoGradingExtra: isReholder ? null : policy.autoGradingSurcharge,
      quickSubmissionExtra: tier === 'EXP' ? quickExtra : null,
      memberDiscount: tier !== 'BULK',
      minimumCards: tier === 'BULK' ? BULK_MIN_CARDS : null,
    });
  }
  return rows;
}

/** Delivery cost per shipping method, in the order the order form offers them. */
export function buildDeliveryRows(policy: PricePolicy): DeliveryRow[] {
  const rows: DeliveryRow[] = [];
  for (const method of SHIPPING_METHODS) {
    const cost = policy.deliveryCosts.find((item) => item.shippingMethod === method);
    if (cost) rows.push({ shippingMethod: method, amount: cost.amount, isFree: cost.amount === 0 });
  }
  return rows;
}
