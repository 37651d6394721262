// What a refund's outcome does to its order (decision 0008). The outcome itself lives on the Refund row;
// the order status moves only where the contract puts it
// (docs/product/order-lifecycle.md#order-status-transitions): a refund that returns ALL the money a live order
// still holds —
//   COMPLETED       → the order (PROCESSING, or WRONG_REFUND_ACCOUNT after a correction) becomes REFUNDED;
//   ACCOUNT_REJECTED → a PROCESSING order becomes WRONG_REFUND_ACCOUNT; the member's corrected account
//                      sends a new refund (save-refund-account.ts).
// A partial cancellation's refund (issue #10) moves its order when the last of its money is back:
//   COMPLETED       → REQUEST_PARTIAL_CANCELED becomes COMPLETE_PARTIAL_CANCELED, once no refund of the order is
//                      still on its way or waiting for a corrected account;
//   ACCOUNT_REJECTED → the order stays REQUEST_PARTIAL_CANCELED until the member's corrected account sends it again.
// Any other refund (a cancelled or expired order's money, a stray second charge) leaves the status alone; a
// rejection then waits on its Refund row for a corrected account.
import { eventNote } from '@/lib/shared/orders/event-notes';
import type { Tx } from '@/lib/server/db/client';
import type { Refund } from '@/lib/server/db/generated/client';
import { moneyHeld } from '@/lib/shared/orders/refund-rules';
import { hasRejectedRefund } from '@/lib/shared/orders/refund-state';
import { enqueueRefundCompleted } from '../messaging/refund-email';
import { changeOrderStatus } from '../orders/change-status';
import type { OrderEventActor } from '../orders/record-order-event';

/** A refund's outcome is the gateway's answer, not a person's act. */
const SYSTEM: OrderEventActor = { id: null, role: null };

// The rule lives with the other refund rules (lib/shared/orders/refund-rules.ts); re-exported for the services.
export { type HeldMoney, moneyHeld } from '@/lib/shared/orders/refund-rules';

async function heldAmount(tx: Tx, orderId: number): Promise<number> {
  const payments = await tx.payment.findMany({ where: { gradingOrderId: orderId, status: 'PAID' }, include: { refunds: true } });
  return moneyHeld(payments).reduce((sum, held) => sum + held.amount, 0);
}

/** Called in executeRefund's transaction (order and payment locked) once the refund's outcome is recorded. */
export async function orderAfterRefund(tx: Tx, refund: Pick<Refund, 'id' | 'gradingOrderId' | 'amount' | 'status'>): Promise<void> {
  // The member learns the money is back, and for which cards and why (issue #24).
  if (refund.status === 'COMPLETED') await enqueueRefundCompleted(tx, refund);
  const order = await tx.gradingOrder.findUniqueOrThrow({ where: { id: refund.gradingOrderId } });
  const status = order.gradingOrderStatus;
  if (refund.status === 'COMPLETED' && (status === 'PROCESSING' || status === 'WRONG_REFUND_ACCOUNT')) {
    // Every payment that paid the order is back (a PAID payment becomes REFUNDED when fully returned).
    const stillPaid = await tx.payment.count({ where: { gradingOrderId: order.id, status: 'PAID' } });
    if (stillPaid === 0)
      await changeOrderStatus(tx, {
        orderId: order.id,
        to: 'REFUNDED',
        actor: SYSTEM,
        note: eventNote('refund.completed', { amount: refund.amount, currency: order.currency }),
      });
    return;
  }
  if (refund.status === 'COMPLETED' && status === 'REQUEST_PARTIAL_CANCELED') {
    const refunds = await tx.refund.findMany({ where: { gradingOrderId: order.id }, select: { id: true, paymentId: true, amount: true, status: true } });
    if (!refunds.some((row) => row.status === 'REQUESTED') && !hasRejectedRefund(refunds)) {
      await changeOrderStatus(tx, {
        orderId: order.id,
        to: 'COMPLETE_PARTIAL_CANCELED',
        actor: SYSTEM,
        note: eventNote('refund.partialCompleted', { amount: refund.amount, currency: order.currency }),
      });
    }
    return;
  }
  // The rejected refund would have returned everything the order held: the order waits for the account.
  if (refund.status === 'ACCOUNT_REJECTED' && status === 'PROCESSING' && (await heldAmount(tx, order.id)) <= refund.amount) {
    await changeOrderStatus(tx, {
      orderId: order.id,
      to: 'WRONG_REFUND_ACCOUNT',
      actor: SYSTEM,
      note: eventNote('refund.accountRejected', { amount: refund.amount, currency: order.currency }),
    });
  }
}
