// Staff send back everything an order still holds (issue #10 gives it a screen; issue #24, decision 0031 extends it to
// a partly cancelled order). When: mayRefundRest (lib/shared/orders/refund-rules.ts) — a PROCESSING order while
// refundable (docs/product/order-lifecycle.md#rule-sets-by-display-status: the cards reached us), and a partly
// cancelled order (REQUEST_/COMPLETE_PARTIAL_CANCELED) from then until the cards ship out. How much: what every PAID
// payment still holds (moneyHeld: paid minus refunded or on its way back), never more.
// The status: a PROCESSING order follows the refund's outcome (decision 0008): COMPLETED → REFUNDED; the bank refuses
// the refund account → WRONG_REFUND_ACCOUNT, and the member's corrected account sends it again. A partly cancelled order
// is cancelled at once, in the same transaction (the rest of it will not be graded; its money follows on its Refund
// rows, as after a member's cancellation). A second request finds nothing left to refund, or a cancelled order (409).
import { eventNote } from '@/lib/shared/orders/event-notes';
import type { Db, Tx } from '@/lib/server/db/client';
import type { GradingOrder, Refund } from '@/lib/server/db/generated/client';
import { needsRefundAccount } from '@/lib/shared/orders/refund-methods';
import { mayRefundRest, moneyHeld, restRefundCancels, totalHeld } from '@/lib/shared/orders/refund-rules';
import { AppError } from '../errors/app-error';
import { executeRefundsAfterCommit, requestRefundOfHeld } from '../payments/refund-payment';
import { changeOrderStatus } from './change-status';
import { type LockedOrder, type OrderSession, lockOrder, notAllowed, requireStaff } from './order-action';
import { orderNotFound } from './order-errors';
import { recordOrderEvent } from './record-order-event';

/**
 * `check` runs on the locked order before anything is decided: the lab's refund step (lib/server/lab/staff-refund.ts)
 * refuses there an order that moved since its page showed it.
 */
export async function refundOrder(
  db: Db,
  staff: OrderSession,
  orderNumber: string,
  reason: string,
  check?: (tx: Tx, order: LockedOrder) => Promise<void>,
): Promise<GradingOrder & { refunds: Refund[] }> {
  const actor = requireStaff(staff);
  const refundIds = await db.$transaction(async (tx) => {
    const order = await lockOrder(tx, orderNumber);
    if (!order || order.gradingOrderStatus === 'TEMP_SAVED') throw orderNotFound();
    if (check) await check(tx, order);
    const held = moneyHeld(order.payments);
    if (!mayRefundRest(order, held)) throw notAllowed();
    // A bank-based payment goes back to the member's account: staff ask the member for it first.
    if (held.some((payment) => needsRefundAccount(payment.method)) && !order.refundAccount) {
      throw new AppError('CONFLICT', 'The member has not given a refund account yet.', 'myorders:errors.refundAccountRequired');
    }
    const total = totalHeld(held);
    const note = `Refund of the remaining ${total} ${order.currency} requested: ${reason}`.slice(0, 500);
    if (restRefundCancels(order)) {
      await changeOrderStatus(tx, {
        orderId: order.id,
        expectedFrom: order.gradingOrderStatus,
        to: 'CANCELLED',
        actor,
        note,
        data: { cancelledAt: new Date() },
      });
    } else {
      await recordOrderEvent(tx, {
        orderId: order.id,
        actor,
        note: eventNote('refund.fullRequested', { amount: total, currency: order.currency, reason: reason.slice(0, 400) }),
      });
    }
    return requestRefundOfHeld(tx, held, total, `${restRefundCancels(order) ? 'refund of the rest' : 'full refund'} by staff: ${reason}`, actor);
  });
  await executeRefundsAfterCommit(db, refundIds);
  return db.gradingOrder.findUniqueOrThrow({ where: { orderNumber }, include: { refunds: { orderBy: { id: 'asc' } } } });
}
