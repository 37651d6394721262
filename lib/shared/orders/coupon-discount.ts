// The discount a coupon gives an order (docs/product/payments.md#coupons, docs/decisions/0039-coupons.md), pure and
// browser-safe; the server decides with it inside the apply's transaction and stores the result on the order:
//   - only on the grading fees (totalPrice), never on delivery; FIXED: the coupon's value; PERCENT: the whole percent of
//     the fees, rounded down to the currency's minor unit (the member never gets a fraction the gateway cannot charge);
//   - never more than the fees, and the order keeps at least one minor unit to pay (a gateway charges no zero);
//   - the checks, in the order a member wants to hear them: the coupon's currency, its dates, its order types, the
//     minimum order. Limits on uses are the database's (apply-coupon.ts);
//   - a card cancelled by staff on a discounted order refunds its unit price less its share of the discount
//     (cardRefundAmount), so a partial cancellation never returns more than the cards' share of what was paid.
import type { Currency, GradingOrderType } from '@/lib/server/db/generated/enums';

export type CouponKindValue = 'FIXED' | 'PERCENT';

export interface CouponTerms {
  kind: CouponKindValue;
  value: number;
  currency: Currency;
  minOrderAmount: number;
  orderTypes: readonly GradingOrderType[];
  startsAt: Date;
  endsAt: Date;
  active: boolean;
}

export interface CouponOrder {
  currency: Currency;
  gradingOrderType: GradingOrderType;
  totalPrice: number;
  deliveryCost: number;
}

/** Why a coupon does not fit an order (each has its message, coupons.json `errors.*`). */
export type CouponRefusal = 'notFound' | 'notStarted' | 'expired' | 'wrongCurrency' | 'wrongOrderType' | 'belowMinimum' | 'nothingToDiscount';

export type CouponCheck = { ok: true; discount: number } | { ok: false; reason: CouponRefusal };

/** The discount in minor units, before the checks: ≥ 0, ≤ totalPrice, and totalAmount stays ≥ 1. */
export function couponDiscount(terms: Pick<CouponTerms, 'kind' | 'value'>, order: Pick<CouponOrder, 'totalPrice' | 'deliveryCost'>): number {
  const fees = Math.max(0, Math.trunc(order.totalPrice));
  const value = Math.max(0, Math.trunc(terms.value));
  const raw = terms.kind === 'PERCENT' ? Math.floor((fees * Math.min(value, 100)) / 100) : value;
  const payable = fees + Math.max(0, Math.trunc(order.deliveryCost)) - 1;
  return Math.max(0, Math.min(raw, fees, payable));
}

/** Whether the coupon fits the order at `now`, and its discount. An inactive coupon is as unknown as a wrong code. */
export function checkCoupon(terms: CouponTerms, order: CouponOrder, now: Date): CouponCheck {
  if (!terms.active) return { ok: false, reason: 'notFound' };
  if (terms.currency !== order.currency) return { ok: false, reason: 'wrongCurrency' };
  if (now < terms.startsAt) return { ok: false, reason: 'notStarted' };
  if (now >= terms.endsAt) return { ok: false, reason: 'expired' };
  if (terms.orderTypes.length > 0 && !terms.orderTypes.includes(order.gradingOrderType)) return { ok: false, reason: 'wrongOrderType' };
  if (order.totalPrice < terms.minOrderAmount) return { ok: false, reason: 'belowMinimum' };
  const discount = couponDiscount(terms, order);
  if (discount <= 0) return { ok: false, reason: 'nothingToDiscount' };
  return { ok: true, discount };
}

/** docs/decisions/0039-coupons.md: what the gateway charges; start-payment refuses an order where this does not hold. */
export function payableAmount(order: Pick<CouponOrder, 'totalPrice' | 'deliveryCost'> & { discountAmount: number }): number {
  return order.totalPrice + order.deliveryCost - order.discountAmount;
}

/**
 * A cancelled card's refund (decision 0031) on an order with a coupon: its unit price times the part of the fees that
 * was paid, (totalPrice − discountAmount) / totalPrice, rounded down. The cards of one order therefore never return more
 * than its fees less the discount, however they are cancelled; without a coupon it is the unit price.
 */
export function cardRefundAmount(price: number, order: { totalPrice: number; discountAmount: number }): number {
  if (order.discountAmount <= 0 || order.totalPrice <= 0) return price;
  const paid = Math.max(order.totalPrice - order.discountAmount, 0);
  return Math.floor((price * paid) / order.totalPrice);
}
