// POST /api/orders/[orderNumber]/cancel: the member cancels from the order page
// (docs/product/order-lifecycle.md#cancellation-and-refund) — an unpaid order at any time, a paid one while
// revocable. One transaction, the order row locked first: the status change with its event row, the open payment
// attempts closed (a late charge is then recorded and returned, decision 0006), and the refund requested —
// everything paid, less the delivery cost once the cards travel (decision 0008, cancelRefundAmount). The refund
// reaches the gateway after the commit; a bank-based payment needs the member's refund account first
// (decision 0009). A double click cancels once: the second request finds CANCELLED and gets 409.
import { eventNote } from '@/lib/shared/orders/event-notes';
import { memberActor } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { needsRefundAccount } from '@/lib/shared/orders/refund-methods';
import { cancelRefundAmount, moneyHeld, splitRefund, totalHeld } from '@/lib/shared/orders/refund-rules';
import type { CancelOrderInput } from '@/lib/shared/schemas/order-actions';
import { closeOpenPayments } from '../payments/close-open-payments';
import { executeRefundsAfterCommit, requestRefundOfHeld } from '../payments/refund-payment';
import { changeOrderStatus } from './change-status';
import { getOrderDetail } from './get-order-detail';
import { type OrderSession, actorOf, lockOwnOrderFor, runOrderAction } from './order-action';
import { fieldErrors } from './order-errors';
import { storeRefundAccount } from './save-refund-account';

export async function cancelOrder(db: Db, session: OrderSession, orderNumber: string, input: CancelOrderInput): Promise<OrderDetail> {
  const refundIds = await runOrderAction(db, session, orderNumber, async (tx, member) => {
    const order = await lockOwnOrderFor(tx, member, orderNumber, input, 'cancel');
    const actor = actorOf(member);
    const held = moneyHeld(order.payments);
    // What is still held (an earlier refund of this order is not paid twice), as the cancel dialog showed it.
    const captured = totalHeld(held);
    const refund = cancelRefundAmount(order, captured);
    const parts = splitRefund(held, refund);

    if (parts.some((part) => needsRefundAccount(part.method))) {
      if (input.refundAccount) await storeRefundAccount(tx, order, actor, input.refundAccount, 'refundAccount.bank');
      else if (!order.refundAccount) throw fieldErrors([{ path: 'refundAccount', key: 'myorders:errors.refundAccountRequired' }]);
    }
    const kept = captured - refund;
    await changeOrderStatus(tx, {
      orderId: order.id,
      expectedFrom: order.gradingOrderStatus,
      to: 'CANCELLED',
      actor,
      note:
        captured === 0
          ? eventNote('cancelled.byMember')
          : kept > 0
            ? eventNote('cancelled.refundedKept', { amount: refund, currency: order.currency, kept })
            : eventNote('cancelled.refunded', { amount: refund, currency: order.currency }),
      data: { cancelledAt: new Date() },
    });
    await closeOpenPayments(tx, order.id, 'order cancelled');
    return requestRefundOfHeld(tx, held, refund, 'order cancelled by the member', memberActor(member));
  });
  await executeRefundsAfterCommit(db, refundIds);
  return getOrderDetail(db, session, orderNumber);
}
