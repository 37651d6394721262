// The coupon rule (docs/decisions/0039-coupons.md): fixed or percent of the grading fees only, rounded down in the
// currency's minor unit, never more than the fees, the order keeps at least one minor unit to pay; the checks in order.
import fc from 'fast-check';
import { type CouponTerms, cardRefundAmount, checkCoupon, couponDiscount, payableAmount } from './coupon-discount';

const NOW = new Date('2026-12-01T00:00:00Z');
const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  kind: 'FIXED',
  value: 100,
  currency: 'TWD',
  minOrderAmount: 0,
  orderTypes: [],
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date('2027-01-01T00:00:00Z'),
  active: true,
  ...over,
});
const order = { currency: 'TWD' as const, gradingOrderType: 'REG' as const, totalPrice: 1_000, deliveryCost: 150 };

test.each([
  ['fixed under the fees', 'FIXED', 300, 1_000, 150, 300],
  ['fixed over the fees: the fees', 'FIXED', 5_000, 1_000, 150, 1_000],
  ['fixed equal to everything, no delivery: one unit left to pay', 'FIXED', 1_000, 1_000, 0, 999],
  ['percent rounds down', 'PERCENT', 15, 999, 0, 149],
  ['percent of USD cents rounds down to a cent', 'PERCENT', 33, 1_999, 500, 659],
  ['100 percent with delivery: the whole fees', 'PERCENT', 100, 1_000, 150, 1_000],
  ['100 percent without delivery: one unit left', 'PERCENT', 100, 1_000, 0, 999],
  ['nothing to discount', 'PERCENT', 10, 0, 150, 0],
  ['a one-unit order without delivery cannot be discounted', 'FIXED', 1, 1, 0, 0],
] as const)('%s', (_name, kind, value, totalPrice, deliveryCost, expected) => {
  expect(couponDiscount({ kind, value }, { totalPrice, deliveryCost })).toBe(expected);
});

test.each([
  ['inactive is as unknown as a wrong code', terms({ active: false }), 'notFound'],
  ['another currency', terms({ currency: 'KRW' }), 'wrongCurrency'],
  ['not started', terms({ startsAt: new Date('2026-12-02T00:00:00Z') }), 'notStarted'],
  ['expired (the end is exclusive)', terms({ endsAt: NOW }), 'expired'],
  ['another order type', terms({ orderTypes: ['EXP', 'BULK'] }), 'wrongOrderType'],
  ['below the minimum order', terms({ minOrderAmount: 1_001 }), 'belowMinimum'],
] as const)('refused: %s', (_name, coupon, reason) => {
  expect(checkCoupon(coupon, order, NOW)).toEqual({ ok: false, reason });
});

test('accepted: the discount; the minimum is reached exactly; a listed order type', () => {
  expect(checkCoupon(terms({ minOrderAmount: 1_000, orderTypes: ['REG'] }), order, NOW)).toEqual({ ok: true, discount: 100 });
  expect(checkCoupon(terms({ startsAt: NOW }), order, NOW)).toEqual({ ok: true, discount: 100 });
  expect(checkCoupon(terms(), { ...order, totalPrice: 0, deliveryCost: 0 }, NOW)).toEqual({ ok: false, reason: 'nothingToDiscount' });
});

test('property: 0 ≤ discount ≤ totalPrice, and what is left to pay is at least 1 when there was anything to pay', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('FIXED' as const, 'PERCENT' as const),
      fc.integer({ min: 1, max: 2_000_000 }),
      fc.integer({ min: 0, max: 100_000_000 }),
      fc.integer({ min: 0, max: 100_000 }),
      (kind, value, totalPrice, deliveryCost) => {
        const discount = couponDiscount({ kind, value: kind === 'PERCENT' ? Math.min(value, 100) : value }, { totalPrice, deliveryCost });
        expect(Number.isInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(totalPrice);
        const left = payableAmount({ totalPrice, deliveryCost, discountAmount: discount });
        if (totalPrice + deliveryCost >= 1) expect(left).toBeGreaterThanOrEqual(1);
      },
    ),
  );
});

test('a cancelled card on a discounted order returns its price less its share, rounded down; without a coupon its price', () => {
  expect(cardRefundAmount(585, { totalPrice: 1_755, discountAmount: 0 })).toBe(585);
  expect(cardRefundAmount(585, { totalPrice: 1_755, discountAmount: 585 })).toBe(390);
  expect(cardRefundAmount(100, { totalPrice: 300, discountAmount: 1 })).toBe(99);
});

test('property: however the cards of an order are cancelled, they never return more than the fees less the discount', () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      (prices, part) => {
        const totalPrice = prices.reduce((sum, price) => sum + price, 0);
        const discountAmount = Math.floor(totalPrice * part);
        const back = prices.reduce((sum, price) => sum + cardRefundAmount(price, { totalPrice, discountAmount }), 0);
        expect(back).toBeLessThanOrEqual(totalPrice - discountAmount);
        expect(back).toBeGreaterThanOrEqual(0);
      },
    ),
  );
});
