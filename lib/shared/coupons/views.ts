// What the coupon API answers (docs/product/payments.md#coupons): the back office's coupon rows and the order's
// coupon after an apply or a removal. Browser-safe.
import type { Currency, GradingOrderType } from '@/lib/server/db/generated/enums';
import type { CouponKindValue } from '../orders/coupon-discount';

export interface AdminCoupon {
  id: number;
  code: string;
  kind: CouponKindValue;
  value: number;
  currency: Currency;
  minOrderAmount: number;
  orderTypes: GradingOrderType[];
  startsAt: string;
  endsAt: string;
  maxUses: number | null;
  maxUsesPerMember: number;
  usedCount: number;
  active: boolean;
  createdAt: string;
}

/** The order's money after an apply or a removal: the payment step shows the discount and the new total. */
export interface OrderCoupon {
  orderNumber: string;
  /** The applied coupon's code; null after a removal. */
  code: string | null;
  currency: Currency;
  totalPrice: number;
  deliveryCost: number;
  discountAmount: number;
  totalAmount: number;
}
