// A virtual account past its deadline (docs/product/order-lifecycle.md#order-status-transitions: WAITING_FOR_DEPOSIT
// → DEADLINE_EXPIRED, done by a sweep): the payment becomes EXPIRED and its order DEADLINE_EXPIRED, with the
// OrderEvent and audit rows. Called by the sweep and by a deposit callback that arrives after the deadline, whichever
// comes first.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Tx } from '@/lib/server/db/client';
import { changeOrderStatus } from '../orders/change-status';
import type { LockedPayment } from './lock-payment';

/** False when another run got there first (the payment is no longer waiting for its deposit). */
export async function expirePayment(tx: Tx, payment: LockedPayment, now: Date, note: string): Promise<boolean> {
  const claimed = await tx.payment.updateMany({
    where: { id: payment.id, status: 'PENDING_DEPOSIT' },
    data: { status: 'EXPIRED', failedReason: 'deposit deadline passed' },
  });
  if (claimed.count !== 1) return false;
  const order = await tx.gradingOrder.findUniqueOrThrow({ where: { id: payment.gradingOrderId } });
  // The member may have cancelled meanwhile; only an order still waiting for this deposit expires.
  if (order.gradingOrderStatus === 'WAITING_FOR_DEPOSIT') {
    await changeOrderStatus(tx, { orderId: order.id, to: 'DEADLINE_EXPIRED', actor: { id: null, role: null }, note });
  }
  await recordAudit(tx, {
    actor: null,
    action: 'payment.expired',
    entity: 'Payment',
    entityId: payment.providerPaymentId,
    data: { orderNumber: order.orderNumber, vaDeadline: payment.vaDeadline?.toISOString() ?? null, at: now.toISOString(), note },
  });
  return true;
}
