import { PRICE_POLICIES } from '@/lib/server/seed/data/price-policy';
import type { PricePolicy } from './price-policy';
import { buildDeliveryRows, buildPriceRows, pickCurrency } from './pricing-display';

describe('pickCurrency', () => {
  test.each([
    ['TWD', 'TWD'],
    ['USD', 'USD'],
    ['KRW', 'KRW'],
    ['usd', 'USD'],
    [' krw ', 'KRW'],
    [['USD', 'KRW'], 'USD'],
  ] as const)('%j → %s', (value, expected) => {
    expect(pickCurrency(value as string | string[])).toBe(expected);
  });

  test.each([undefined, null, '', 'EUR', 'JPY', 'TWDX', '<script>', []])('unknown %j → TWD', (value) => {
    expect(pickCurrency(value as string | undefined)).toBe('TWD');
  });
});

describe('buildPriceRows with the published policies', () => {
  test('TWD: one row per tier with price, turnaround and extras', () => {
    expect(buildPriceRows(PRICE_POLICIES.TWD)).toEqual([
      {
        tier: 'REG',
        price: 650,
        priceVaries: false,
        businessDays: 15,
        autoGradingExtra: 100,
        quickSubmissionExtra: null,
        memberDiscount: true,
        minimumCards: null,
      },
      {
        tier: 'EXP',
        price: 900,
        priceVaries: false,
        businessDays: 5,
        autoGradingExtra: 100,
        quickSubmissionExtra: 50,
        memberDiscount: true,
        minimumCards: null,
      },
      {
        tier: 'BULK',
        price: 470,
        priceVaries: false,
        businessDays: 30,
        autoGradingExtra: 100,
        quickSubmissionExtra: null,
        memberDiscount: false,
        minimumCards: 40,
      },
      {
        tier: 'REHOLDER',
        price: 250,
        priceVaries: false,
        businessDays: 10,
        autoGradingExtra: null,
        quickSubmissionExtra: null,
        memberDiscount: true,
        minimumCards: null,
      },
    ]);
  });

  test('USD prices are in cents', () => {
    const rows = buildPriceRows(PRICE_POLICIES.USD);
    expect(rows.map((row) => [row.tier, row.price])).toEqual([
      ['REG', 1800],
      ['EXP', 2500],
      ['BULK', 1300],
      ['REHOLDER', 700],
    ]);
    expect(rows[0]?.autoGradingExtra).toBe(300);
    expect(rows[1]?.quickSubmissionExtra).toBe(150);
  });

  test('KRW', () => {
    const rows = buildPriceRows(PRICE_POLICIES.KRW);
    expect(rows.map((row) => [row.tier, row.price])).toEqual([
      ['REG', 25000],
      ['EXP', 35000],
      ['BULK', 18000],
      ['REHOLDER', 9800],
    ]);
    expect(rows[0]?.autoGradingExtra).toBe(3000);
    expect(rows[1]?.quickSubmissionExtra).toBe(2000);
  });

  test('the membership discount never applies to bulk (docs/product/pricing.md#membership-discount)', () => {
    for (const policy of Object.values(PRICE_POLICIES)) {
      const rows = buildPriceRows(policy);
      expect(rows.filter((row) => !row.memberDiscount).map((row) => row.tier)).toEqual(['BULK']);
    }
  });
});

describe('buildPriceRows rules', () => {
  const base: PricePolicy = { ...PRICE_POLICIES.TWD };

  test('a card-category amount is added to graded tiers, shown as "from" when categories differ', () => {
    const rows = buildPriceRows({
      ...base,
      categories: [
        { category: 'POKEMON', amount: 0 },
        { category: 'SPORTS', amount: 100 },
      ],
    });
    expect(rows.find((row) => row.tier === 'REG')).toMatchObject({ price: 650, priceVaries: true });
    // Re-casing is count × unit price, without a category amount.
    expect(rows.find((row) => row.tier === 'REHOLDER')).toMatchObject({ price: 250, priceVaries: false });
  });

  test('the cheapest category sets the shown price when none is free', () => {
    const rows = buildPriceRows({
      ...base,
      categories: [
        { category: 'SPORTS', amount: 30 },
        { category: 'ETC', amount: 50 },
      ],
    });
    expect(rows[0]).toMatchObject({ tier: 'REG', price: 680, priceVaries: true });
  });

  test('a tier missing from the policy is not shown; re-casing falls back to its default price', () => {
    const rows = buildPriceRows({
      ...base,
      services: base.services.filter((service) => service.serviceName !== 'BULK' && service.serviceName !== 'REHOLDER'),
    });
    expect(rows.map((row) => row.tier)).toEqual(['REG', 'EXP', 'REHOLDER']);
    expect(rows[2]).toMatchObject({ price: 250, businessDays: null });
  });

  test('without a quick-submission service there is no quick extra', () => {
    const rows = buildPriceRows({ ...base, services: base.services.filter((service) => service.serviceName !== 'QUICK_SUBMISSION') });
    expect(rows.every((row) => row.quickSubmissionExtra === null)).toBe(true);
  });

  test('zero amounts are kept as zero, not dropped', () => {
    const rows = buildPriceRows({
      ...base,
      autoGradingSurcharge: 0,
      services: base.services.map((service) => ({ ...service, amount: 0 })),
      reholderDefaultPrice: 0,
    });
    expect(rows.map((row) => row.price)).toEqual([0, 0, 0, 0]);
    expect(rows[0]?.autoGradingExtra).toBe(0);
    expect(rows[1]?.quickSubmissionExtra).toBe(0);
  });

  test('an empty policy shows no rows', () => {
    expect(buildPriceRows({ ...base, services: [], categories: [], deliveryCosts: [], reholderDefaultPrice: 0 })).toEqual([]);
  });
});

describe('buildDeliveryRows', () => {
  test.each([
    ['TWD', [150, 250, 400, 0]],
    ['USD', [500, 800, 1200, 0]],
    ['KRW', [4000, 6000, 12000, 0]],
  ] as const)('%s: every shipping method in order, a visit is free', (currency, amounts) => {
    const rows = buildDeliveryRows(PRICE_POLICIES[currency]);
    expect(rows.map((row) => row.shippingMethod)).toEqual(['SELF_SHIPPING', 'BRG_SHIPPING', 'QUICK', 'VISIT']);
    expect(rows.map((row) => row.amount)).toEqual(amounts);
    expect(rows.map((row) => row.isFree)).toEqual([false, false, false, true]);
  });

  test('orders the methods whatever order the policy lists them in, and skips missing ones', () => {
    const rows = buildDeliveryRows({
      ...PRICE_POLICIES.TWD,
      deliveryCosts: [
        { shippingMethod: 'VISIT', amount: 0 },
        { shippingMethod: 'SELF_SHIPPING', amount: 150 },
      ],
    });
    expect(rows.map((row) => row.shippingMethod)).toEqual(['SELF_SHIPPING', 'VISIT']);
  });
});
