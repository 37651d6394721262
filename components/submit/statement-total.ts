// The total the wizard's statement shows (docs/product/payments.md#coupons): with the coupon the payment step applied,
// the order's total as the server priced it; without one (or priced in another currency than the one now chosen),
// the live quote's. Shared by the statement and the phone's total bar (StatementPanel).
import type { CouponState } from '@/components/orders/CouponField';
import type { PricedOrder } from '@/lib/server/orders/price-order';

/** The coupon, when it was priced in the statement's currency (the member may switch currency after applying it). */
export function statementCoupon(priced: PricedOrder | undefined, coupon: CouponState | null): CouponState | null {
  return priced && coupon && coupon.discountAmount > 0 && coupon.currency === priced.currency ? coupon : null;
}

/** The total to pay: the order's with its coupon, else the live quote's. */
export function statementTotal(priced: PricedOrder, coupon: CouponState | null): number {
  return statementCoupon(priced, coupon)?.totalAmount ?? priced.quote.totalAmount;
}
