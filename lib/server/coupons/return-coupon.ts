// A coupon use goes back to the coupon (docs/product/payments.md#coupons, docs/decisions/0039-coupons.md): when the
// member takes it off an unpaid order, when the order is changed and priced again (revise-unpaid-order.ts), and when the
// order ends — cancelled, expired unpaid or refunded (change-status.ts, the one place every status change passes). In
// the caller's transaction, with its audit row: the use becomes RETURNED and the coupon's usedCount goes down by one.
import { type AuditActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Tx } from '@/lib/server/db/client';

export type ReturnReason = 'removed' | 'orderChanged' | 'orderEnded';

/** Returns the order's APPLIED use, if any; the returned use's discount (0 when there was none). */
export async function returnCouponUse(tx: Tx, order: { id: number; orderNumber: string }, actor: AuditActor, reason: ReturnReason): Promise<number> {
  const use = await tx.couponRedemption.findFirst({ where: { gradingOrderId: order.id, status: 'APPLIED' }, include: { coupon: true } });
  if (!use) return 0;
  const returned = await tx.couponRedemption.updateMany({ where: { id: use.id, status: 'APPLIED' }, data: { status: 'RETURNED', returnedAt: new Date() } });
  if (returned.count !== 1) return 0;
  await tx.$executeRaw`UPDATE "Coupon" SET "usedCount" = "usedCount" - 1, "updatedAt" = CURRENT_TIMESTAMP WHERE "id" = ${use.couponId} AND "usedCount" > 0`;
  await recordAudit(tx, {
    actor,
    action: reason === 'removed' ? 'coupon.removed' : 'coupon.returned',
    entity: 'GradingOrder',
    entityId: order.orderNumber,
    data: { couponId: use.couponId, code: use.coupon.code, amount: use.amount, reason },
  });
  return use.amount;
}
