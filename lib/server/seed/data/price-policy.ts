// Published prices per currency (docs/product/pricing.md#published-prices,
// docs/product/pricing.md#seeded-price-policy), in each currency's minor unit: TWD and KRW in whole units, USD in
// cents. The seed writes these; staff change them later in /admin.
import type { Currency } from '@/lib/server/db/generated/enums';
import { TURNAROUND_BUSINESS_DAYS } from '@/lib/shared/orders/turnaround';
import type { CategoryPrice, PricePolicy, ServicePrice } from '@/lib/shared/price-policy';

function services(amounts: { REG: number; EXP: number; BULK: number; REHOLDER: number; QUICK_SUBMISSION: number }): ServicePrice[] {
  return [
    { serviceName: 'REG', amount: amounts.REG, businessDays: TURNAROUND_BUSINESS_DAYS.REG },
    { serviceName: 'EXP', amount: amounts.EXP, businessDays: TURNAROUND_BUSINESS_DAYS.EXP },
    { serviceName: 'BULK', amount: amounts.BULK, businessDays: TURNAROUND_BUSINESS_DAYS.BULK },
    { serviceName: 'REHOLDER', amount: amounts.REHOLDER, businessDays: TURNAROUND_BUSINESS_DAYS.REHOLDER },
    // An extra per card on top of express, not a tier of its own: no turnaround.
    { serviceName: 'QUICK_SUBMISSION', amount: amounts.QUICK_SUBMISSION, businessDays: null },
  ];
}

// Every card category costs the same today: the price is the service fee alone.
const NO_CATEGORY_EXTRA: CategoryPrice[] = (['POKEMON', 'YUGIOH', 'ETC_TCG', 'SPORTS', 'ETC'] as const).map((category) => ({ category, amount: 0 }));

function delivery(self: number, brg: number, quick: number, visit: number): PricePolicy['deliveryCosts'] {
  return [
    { shippingMethod: 'SELF_SHIPPING', amount: self },
    { shippingMethod: 'BRG_SHIPPING', amount: brg },
    { shippingMethod: 'QUICK', amount: quick },
    { shippingMethod: 'VISIT', amount: visit },
  ];
}

export const PRICE_POLICIES: Record<Currency, PricePolicy> = {
  TWD: {
    currency: 'TWD',
    autoGradingSurcharge: 100,
    jejuSurcharge: 0,
    // Same as the published re-casing price, used only if the REHOLDER row is ever removed.
    reholderDefaultPrice: 250,
    services: services({ REG: 650, EXP: 900, BULK: 470, REHOLDER: 250, QUICK_SUBMISSION: 50 }),
    categories: NO_CATEGORY_EXTRA,
    deliveryCosts: delivery(150, 250, 400, 0),
  },
  USD: {
    currency: 'USD',
    autoGradingSurcharge: 300,
    jejuSurcharge: 0,
    reholderDefaultPrice: 700,
    services: services({ REG: 1800, EXP: 2500, BULK: 1300, REHOLDER: 700, QUICK_SUBMISSION: 150 }),
    categories: NO_CATEGORY_EXTRA,
    deliveryCosts: delivery(500, 800, 1200, 0),
  },
  KRW: {
    currency: 'KRW',
    autoGradingSurcharge: 3000,
    jejuSurcharge: 5000,
    reholderDefaultPrice: 9800,
    services: services({ REG: 25000, EXP: 35000, BULK: 18000, REHOLDER: 9800, QUICK_SUBMISSION: 2000 }),
    categories: NO_CATEGORY_EXTRA,
    deliveryCosts: delivery(4000, 6000, 12000, 0),
  },
};
