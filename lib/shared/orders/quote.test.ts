import fc from 'fast-check';
import { PRICE_POLICIES } from '@/lib/server/seed/data/price-policy';
import type { PricePolicy } from '../price-policy';
import { type QuoteInput, deliveryCostOf, discounted, effectiveOrderType, itemTypeOf, quoteOrder, regularExpressDifference, unitPrice } from './quote';

const TWD = PRICE_POLICIES.TWD;
const KRW = PRICE_POLICIES.KRW;
const USD = PRICE_POLICIES.USD;

const base = (overrides: Partial<QuoteInput> = {}): QuoteInput => ({
  policy: TWD,
  submitType: 'GENERAL',
  orderType: 'REG',
  lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: 1 }],
  shippingMethod: null,
  discountRate: 0,
  ...overrides,
});

describe('unit price per order type, currency and discount', () => {
  test.each([
    // policy, submitType, orderType, isAuto, discount, expected
    [TWD, 'GENERAL', 'REG', false, 0, 650],
    [TWD, 'GENERAL', 'EXP', false, 0, 900],
    [TWD, 'GENERAL', 'BULK', false, 0, 470],
    [TWD, 'GENERAL', 'REG', true, 0, 750], // + auto 100
    [TWD, 'GENERAL', 'REG', false, 10, 585], // 650 × 0.9
    [TWD, 'GENERAL', 'REG', true, 10, 685], // discount on the service only, not on the auto surcharge
    [TWD, 'GENERAL', 'BULK', false, 10, 470], // BULK: never discounted
    [TWD, 'SIMPLE', 'REG', false, 0, 950], // SIMPLE forces EXP + quick 50
    [TWD, 'SIMPLE', 'BULK', true, 5, 1005], // EXP 900×0.95=855 + auto 100 + quick 50
    [TWD, 'REHOLDER', 'REG', true, 10, 250], // reholder: flat unit price
    [USD, 'GENERAL', 'REG', false, 0, 1800],
    [USD, 'GENERAL', 'EXP', true, 0, 2800],
    [USD, 'GENERAL', 'REG', false, 5, 1710],
    [USD, 'SIMPLE', 'REG', false, 0, 2650],
    [KRW, 'GENERAL', 'REG', false, 0, 25000],
    [KRW, 'GENERAL', 'REG', true, 0, 28000], // docs/product/pricing.md#published-prices: auto surcharge 3000
    [KRW, 'GENERAL', 'BULK', false, 10, 18000],
    [KRW, 'REHOLDER', 'REHOLDER', false, 0, 9800],
  ] as const)('%#: %s %s %s auto=%s discount=%s → %s', (policy, submitType, orderType, isAuto, discountRate, expected) => {
    expect(unitPrice(base({ policy, submitType, orderType, discountRate }), { cardCategory: 'SPORTS', isAuto })).toBe(expected);
  });

  test('card category amounts are added', () => {
    const policy: PricePolicy = { ...TWD, categories: TWD.categories.map((c) => (c.category === 'SPORTS' ? { ...c, amount: 80 } : c)) };
    expect(unitPrice(base({ policy }), { cardCategory: 'SPORTS', isAuto: false })).toBe(730);
    expect(unitPrice(base({ policy }), { cardCategory: 'POKEMON', isAuto: false })).toBe(650);
  });

  test('the reholder default applies when the policy has no REHOLDER service (docs/product/pricing.md#reholder-price: 9800 KRW)', () => {
    const policy: PricePolicy = { ...KRW, services: KRW.services.filter((s) => s.serviceName !== 'REHOLDER') };
    expect(unitPrice(base({ policy, submitType: 'REHOLDER' }), { cardCategory: 'POKEMON', isAuto: false })).toBe(9800);
  });

  test('discounts are clamped to 0-100 and rounded once', () => {
    expect(discounted(650, -5)).toBe(650);
    expect(discounted(650, 150)).toBe(0);
    expect(discounted(25, 10)).toBe(23); // 22.5 → 23
  });
});

describe('order totals', () => {
  test('totalAmount = totalPrice + delivery, with per-category counts', () => {
    const quote = quoteOrder(
      base({
        shippingMethod: 'BRG_SHIPPING',
        lines: [
          { cardCategory: 'POKEMON', isAuto: false, quantity: 3 },
          { cardCategory: 'YUGIOH', isAuto: false, quantity: 2 },
          { cardCategory: 'SPORTS', isAuto: true, quantity: 1 },
          { cardCategory: 'SPORTS', isAuto: false, quantity: 4 },
        ],
      }),
    );
    expect(quote.totalQt).toBe(10);
    expect(quote.totalPrice).toBe(650 * 9 + 750);
    expect(quote.deliveryCost).toBe(250);
    expect(quote.totalAmount).toBe(650 * 9 + 750 + 250);
    expect(quote.counts).toMatchObject({ pokemonQt: 3, yugiohQt: 2, foreignAutoQt: 1, foreignQt: 4, reholderQt: 0 });
    expect(quote.totals).toMatchObject({ pokemonTotalPrice: 1950, yugiohTotalPrice: 1300, foreignAutoTotalPrice: 750, foreignTotalPrice: 2600 });
  });

  test('reholder total = cards × unit price + delivery', () => {
    const quote = quoteOrder(
      base({ policy: KRW, submitType: 'REHOLDER', shippingMethod: 'SELF_SHIPPING', lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: 3 }] }),
    );
    expect(quote.orderType).toBe('REHOLDER');
    expect(quote.totalAmount).toBe(3 * 9800 + 4000);
    expect(quote.counts.reholderQt).toBe(3);
    expect(quote.lines[0]!.gradingOrderItemType).toBeNull();
  });

  test('Jeju adds 5,000 won to Korean deliveries only', () => {
    expect(deliveryCostOf(KRW, 'BRG_SHIPPING', true)).toBe(11000);
    expect(deliveryCostOf(TWD, 'BRG_SHIPPING', true)).toBe(250);
    expect(deliveryCostOf(TWD, null)).toBe(0);
  });

  test('order types and item types', () => {
    expect(effectiveOrderType('SIMPLE', 'BULK')).toBe('EXP');
    expect(effectiveOrderType('REHOLDER', 'REG')).toBe('REHOLDER');
    expect(effectiveOrderType('GENERAL', 'REHOLDER')).toBe('REG');
    expect(itemTypeOf('POKEMON', true)).toBe('POKEMON');
    expect(itemTypeOf('ETC_TCG', true)).toBe('GRADING_CARD_AUTO');
    expect(regularExpressDifference(TWD)).toBe(250);
  });
});

describe('properties', () => {
  const line = fc.record({
    cardCategory: fc.constantFrom('POKEMON', 'YUGIOH', 'ETC_TCG', 'SPORTS', 'ETC' as const),
    isAuto: fc.boolean(),
    quantity: fc.integer({ min: 0, max: 1000 }),
    // What a tampering browser might send: never read by the quote.
    price: fc.integer(),
    amount: fc.integer(),
  });
  const input = fc.record({
    policy: fc.constantFrom(TWD, USD, KRW),
    submitType: fc.constantFrom('GENERAL', 'SIMPLE', 'REHOLDER' as const),
    orderType: fc.constantFrom('REG', 'EXP', 'BULK', 'REHOLDER' as const),
    lines: fc.array(line, { maxLength: 20 }),
    shippingMethod: fc.constantFrom(null, 'SELF_SHIPPING', 'BRG_SHIPPING', 'QUICK', 'VISIT' as const),
    discountRate: fc.integer({ min: -50, max: 150 }),
    jeju: fc.boolean(),
  });

  test('for any cart: total = Σ items + delivery, never negative, independent of client-sent prices', () => {
    fc.assert(
      fc.property(input, (cart) => {
        const quote = quoteOrder(cart as QuoteInput);
        expect(quote.totalAmount).toBe(quote.lines.reduce((sum, l) => sum + l.amount, 0) + quote.deliveryCost);
        expect(quote.totalAmount).toBeGreaterThanOrEqual(0);
        expect(quote.lines.every((l) => l.price >= 0 && l.amount === l.price * l.quantity)).toBe(true);
        const stripped = quoteOrder({
          ...cart,
          lines: cart.lines.map(({ cardCategory, isAuto, quantity }) => ({ cardCategory, isAuto, quantity })),
        } as QuoteInput);
        expect(stripped).toEqual(quote);
        expect(Object.values(quote.counts).reduce((a, b) => a + b, 0)).toBe(quote.totalQt);
      }),
    );
  });
});
