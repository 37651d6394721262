// A full refund of a paid order, decided by staff (issue #10 gives it a screen): allowed while the order is
// PROCESSING and refundable (docs/product/order-lifecycle.md#rule-sets-by-display-status: the cards reached us).
// Everything the order still holds goes back. The status follows the refund's outcome, not the request
// (decision 0008): COMPLETED → REFUNDED; the bank refuses the refund account → WRONG_REFUND_ACCOUNT, and the
// member's corrected account sends it again (save-refund-account.ts). Until then the order stays PROCESSING
// with its refund on the way, and a second request finds nothing left to refund (409).
import type { Db, Tx } from '@/lib/server/db/client';
import type { GradingOrder, Refund } from '@/lib/server/db/generated/client';
import { needsRefundAccount } from '@/lib/shared/orders/refund-methods';
import { isRefundable } from '@/lib/shared/orders/status';
import { AppError } from '../errors/app-error';
import { executeRefundsAfterCommit, requestRefund } from '../payments/refund-payment';
import { moneyHeld } from '../payments/refund-outcome';
import { type LockedOrder, type OrderSession, lockOrder, notAllowed, requireStaff } from './order-action';
import { orderNotFound } from './order-errors';
import { recordOrderEvent } from './record-order-event';

/**
 * `check` runs on the locked order before anything is decided: the lab's refund step (lib/server/lab/staff-refund.ts)
 * refuses there an order that moved since its page showed it.
 */
export async function refundOrder(db: Db, staff: OrderSession, orderNumber: string, reason: string, check?: (tx: Tx, order: LockedOrder) => Promise<void>): Promise<GradingOrder & { refunds: Refund[] }> {
  const actor = requireStaff(staff);
  const refundIds = await db.$transaction(async (tx) => {
    const order = await lockOrder(tx, orderNumber);
    if (!order || order.gradingOrderStatus === 'TEMP_SAVED') throw orderNotFound();
    if (check) await check(tx, order);
    const held = moneyHeld(order.payments);
    if (order.gradingOrderStatus !== 'PROCESSING' || !isRefundable(order) || held.length === 0) throw notAllowed();
    // A bank-based payment goes back to the member's account: staff ask the member for it first.
    if (held.some((payment) => needsRefundAccount(payment.method)) && !order.refundAccount) {
      throw new AppError('CONFLICT', 'The member has not given a refund account yet.', 'myorders:errors.refundAccountRequired');
    }
    const ids: number[] = [];
    for (const payment of held) {
      ids.push((await requestRefund(tx, { paymentId: payment.paymentId, amount: payment.amount, reason: `full refund by staff: ${reason}`, actor })).id);
    }
    const total = held.reduce((sum, payment) => sum + payment.amount, 0);
    await recordOrderEvent(tx, { orderId: order.id, actor, note: `Full refund of ${total} ${order.currency} requested: ${reason}`.slice(0, 500) });
    return ids;
  });
  await executeRefundsAfterCommit(db, refundIds);
  return db.gradingOrder.findUniqueOrThrow({ where: { orderNumber }, include: { refunds: { orderBy: { id: 'asc' } } } });
}
