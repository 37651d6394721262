// docs/product/accounts.md#withdrawal: withdrawal is blocked while cards are unreceived or marketplace trades are
// ongoing. "Unreceived" = the member has not got the cards back: the order is paid and running, awaiting a
// deposit, partly cancelled, or its cards are anywhere between shipping in and shipping out (the status
// sets are in lib/shared/orders/status-sets.ts).
import type { DbOrTx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { refundStillOwed } from '@/lib/shared/orders/refund-state';
import { CARDS_AWAY_PROCESSING_STATUSES, WITHDRAWAL_BLOCKING_ORDER_STATUSES } from '@/lib/shared/orders/status-sets';

export function blockingOrdersWhere(memberId: number): Prisma.GradingOrderWhereInput {
  return {
    memberId,
    OR: [
      { gradingOrderStatus: { in: [...WITHDRAWAL_BLOCKING_ORDER_STATUSES] } },
      { gradingOrderProcessingStatus: { in: [...CARDS_AWAY_PROCESSING_STATUSES] } },
    ],
  };
}

/**
 * Issue #26: withdrawal also waits while money is still owed back to the member — a refund on its way, or one the
 * bank refused or the gateway failed that nothing has taken over yet (refundStillOwed) — on any order, finished or
 * cancelled ones included: the refund account and the member's e-mail are needed until the money is back.
 */
export async function hasRefundOwed(db: DbOrTx, memberId: number): Promise<boolean> {
  const orders = await db.gradingOrder.findMany({
    where: { memberId, refunds: { some: { status: { in: ['REQUESTED', 'FAILED', 'ACCOUNT_REJECTED'] } } } },
    select: { refunds: { select: { id: true, paymentId: true, amount: true, status: true } } },
  });
  return orders.some((order) => refundStillOwed(order.refunds));
}
