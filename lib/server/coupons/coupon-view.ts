// A coupon row as the back office sees it (docs/product/payments.md#coupons): dates as ISO text; and the row as the
// audit trail keeps it before and after a change.
import type { Coupon } from '@/lib/server/db/generated/client';
import type { AdminCoupon } from '@/lib/shared/coupons/views';

export function toAdminCoupon(coupon: Coupon): AdminCoupon {
  return {
    id: coupon.id,
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    currency: coupon.currency,
    minOrderAmount: coupon.minOrderAmount,
    orderTypes: coupon.orderTypes,
    startsAt: coupon.startsAt.toISOString(),
    endsAt: coupon.endsAt.toISOString(),
    maxUses: coupon.maxUses,
    maxUsesPerMember: coupon.maxUsesPerMember,
    usedCount: coupon.usedCount,
    active: coupon.active,
    createdAt: coupon.createdAt.toISOString(),
  };
}

/** The fields a change is about (not the counters or the row's own times). */
export function couponSnapshot(coupon: Coupon) {
  const { id: _id, usedCount: _used, createdAt: _created, ...terms } = toAdminCoupon(coupon);
  return terms;
}
