// POST /api/orders/[orderNumber]/coupon { code }: the member enters a coupon code on the payment step
// (docs/product/payments.md#coupons, docs/decisions/0039-coupons.md). The server prices it into the order's stored
// quote — discountAmount, and totalAmount = totalPrice + deliveryCost − discountAmount — which is what the gateway then
// charges (start-payment.ts); the browser sends only the code. One transaction, the order row locked first: the checks
// of checkCoupon, the coupon row locked (two tabs of one member wait for each other, so the per-member count is
// exact), usedCount raised only while below maxUses (and the database's CHECK refuses any over-use anyway), the use
// row, open payment pages of the old amount closed, the audit row. Unknown codes count against the member
// (rate-limit.ts couponFailuresMember): the eleventh in fifteen minutes is a 429.
import { memberActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { OrderCoupon } from '@/lib/shared/coupons/views';
import { checkCoupon } from '@/lib/shared/orders/coupon-discount';
import type { ApplyCouponInput } from '@/lib/shared/schemas/coupon';
import type { AccessClaims } from '../auth/access-token';
import { AppError } from '../errors/app-error';
import { loadActiveMember } from '../members/active-member';
import { closeOpenPayments } from '../payments/close-open-payments';
import { LIMITS, consume, isBlocked, rateLimited } from '../security/rate-limit';
import { GUESS_KEYS, couponError } from './coupon-errors';
import { lockPayableOwnOrder, orderCouponView } from './order-coupon';

async function assertNotGuessing(memberId: number): Promise<void> {
  if (await isBlocked('couponFailuresMember', String(memberId))) throw rateLimited(LIMITS.couponFailuresMember.duration * 1000);
}

export async function applyCoupon(
  db: Db,
  session: Pick<AccessClaims, 'memberId'>,
  orderNumber: string,
  input: ApplyCouponInput,
  now = new Date(),
): Promise<OrderCoupon> {
  await assertNotGuessing(session.memberId);
  try {
    return await db.$transaction(async (tx) => {
      const member = await loadActiveMember(tx, session);
      const order = await lockPayableOwnOrder(tx, member.id, orderNumber);
      // One coupon per order: a second tab's apply waits for the first one's lock and lands here.
      if (order.couponIds.length > 0 || order.discountAmount > 0) throw couponError('alreadyApplied');
      const found = await tx.coupon.findUnique({ where: { code: input.code }, select: { id: true } });
      if (!found) throw couponError('notFound');
      await tx.$queryRaw`SELECT "id" FROM "Coupon" WHERE "id" = ${found.id} FOR UPDATE`;
      const coupon = await tx.coupon.findUniqueOrThrow({ where: { id: found.id } });
      const check = checkCoupon(coupon, order, now);
      if (!check.ok) throw couponError(check.reason);
      if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) throw couponError('usedUp');
      const mine = await tx.couponRedemption.count({ where: { couponId: coupon.id, memberId: member.id, status: 'APPLIED' } });
      if (mine >= coupon.maxUsesPerMember) throw couponError('perMemberLimit');
      const raised = await tx.$executeRaw`
        UPDATE "Coupon" SET "usedCount" = "usedCount" + 1, "updatedAt" = CURRENT_TIMESTAMP
         WHERE "id" = ${coupon.id} AND "active" AND ("maxUses" IS NULL OR "usedCount" < "maxUses")`;
      if (raised !== 1) throw couponError('usedUp');

      const discount = check.discount;
      const use = { couponId: coupon.id, memberId: member.id, amount: discount, status: 'APPLIED' as const, returnedAt: null, createdAt: now };
      await tx.couponRedemption.upsert({ where: { gradingOrderId: order.id }, create: { ...use, gradingOrderId: order.id }, update: use });
      // A gateway page opened for the old amount can no longer be paid (a late charge there is returned, decision 0006).
      const closed = await closeOpenPayments(tx, order.id, 'coupon applied', ['READY']);
      const updated = await tx.gradingOrder.updateMany({
        where: { id: order.id, gradingOrderStatus: order.gradingOrderStatus, discountAmount: 0, totalAmount: order.totalAmount },
        data: { discountAmount: discount, totalAmount: order.totalPrice + order.deliveryCost - discount, couponIds: [coupon.id] },
      });
      if (updated.count !== 1) throw couponError('alreadyApplied');
      await recordAudit(tx, {
        actor: memberActor(member),
        action: 'coupon.applied',
        entity: 'GradingOrder',
        entityId: order.orderNumber,
        data: {
          couponId: coupon.id,
          code: coupon.code,
          amount: discount,
          currency: order.currency,
          from: order.totalAmount,
          to: order.totalAmount - discount,
          closedPayments: closed,
        },
      });
      return orderCouponView(await tx.gradingOrder.findUniqueOrThrow({ where: { id: order.id } }), coupon.code);
    });
  } catch (error) {
    // Over the limit the next try is refused (assertNotGuessing); this one keeps its own answer.
    if (error instanceof AppError && error.key && GUESS_KEYS.has(error.key))
      await consume('couponFailuresMember', String(session.memberId)).catch(() => undefined);
    throw error;
  }
}
