// DELETE /api/orders/[orderNumber]/coupon: the member takes the coupon off their unpaid order
// (docs/product/payments.md#coupons): one transaction, the order row locked first — the use returned to the coupon
// (return-coupon.ts, with its audit row), the order priced back to totalPrice + deliveryCost, and open payment pages of
// the discounted amount closed.
import { memberActor } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { OrderCoupon } from '@/lib/shared/coupons/views';
import type { AccessClaims } from '../auth/access-token';
import { loadActiveMember } from '../members/active-member';
import { closeOpenPayments } from '../payments/close-open-payments';
import { couponError } from './coupon-errors';
import { lockPayableOwnOrder, orderCouponView } from './order-coupon';
import { returnCouponUse } from './return-coupon';

export async function removeCoupon(db: Db, session: Pick<AccessClaims, 'memberId'>, orderNumber: string): Promise<OrderCoupon> {
  return db.$transaction(async (tx) => {
    const member = await loadActiveMember(tx, session);
    const order = await lockPayableOwnOrder(tx, member.id, orderNumber);
    if (order.couponIds.length === 0 && order.discountAmount === 0) throw couponError('noCoupon');
    await returnCouponUse(tx, order, memberActor(member), 'removed');
    await closeOpenPayments(tx, order.id, 'coupon removed', ['READY']);
    const updated = await tx.gradingOrder.update({
      where: { id: order.id },
      data: { discountAmount: 0, totalAmount: order.totalPrice + order.deliveryCost, couponIds: [] },
    });
    return orderCouponView(updated, null);
  });
}
