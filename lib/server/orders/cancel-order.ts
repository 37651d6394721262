// POST /api/orders/[orderNumber]/cancel: the member cancels from the order page
// (docs/product/order-lifecycle.md#cancellation-and-refund) — an unpaid order at any time, a paid one while
// revocable. One transaction, the order row locked first: the status change with its event row, the open payment
// attempts closed (a late charge is then recorded and returned, decision 0006), and the refund requested —
// everything paid, less the delivery cost once the cards travel (decision 0008, cancelRefundAmount). The refund
// reaches the gateway after the commit; a bank-based payment needs the member's refund account first
// (decision 0009). A double click cancels once: the second request finds CANCELLED and gets 409.
import { memberActor } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { cancelRefundAmount } from '@/lib/shared/orders/cancellation';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { needsRefundAccount } from '@/lib/shared/orders/refund-methods';
import type { CancelOrderInput } from '@/lib/shared/schemas/order-actions';
import { closeOpenPayments } from '../payments/close-open-payments';
import { executeRefundsAfterCommit, requestRefund } from '../payments/refund-payment';
import { type HeldMoney, moneyHeld } from '../payments/refund-outcome';
import { changeOrderStatus } from './change-status';
import { getOrderDetail } from './get-order-detail';
import { type OrderSession, actorOf, lockOwnOrderFor, runOrderAction } from './order-action';
import { fieldErrors } from './order-errors';
import { storeRefundAccount } from './save-refund-account';

/** Splits the amount to refund over the payments holding money, oldest first. */
function refundParts(held: HeldMoney[], total: number): HeldMoney[] {
  let left = total;
  return held.flatMap((payment) => {
    const amount = Math.min(payment.amount, left);
    left -= amount;
    return amount > 0 ? [{ ...payment, amount }] : [];
  });
}

export async function cancelOrder(db: Db, session: OrderSession, orderNumber: string, input: CancelOrderInput): Promise<OrderDetail> {
  const refundIds = await runOrderAction(db, session, orderNumber, async (tx, member) => {
    const order = await lockOwnOrderFor(tx, member, orderNumber, input, 'cancel');
    const actor = actorOf(member);
    const held = moneyHeld(order.payments);
    const captured = held.reduce((sum, payment) => sum + payment.amount, 0);
    const refund = cancelRefundAmount(order, captured);
    const parts = refundParts(held, refund);

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
      note: captured > 0 ? `Cancelled by the member: ${refund} ${order.currency} refunded${kept > 0 ? `, ${kept} kept for returning the cards` : ''}` : 'Cancelled by the member',
      data: { cancelledAt: new Date() },
    });
    await closeOpenPayments(tx, order.id, 'order cancelled');
    const ids: number[] = [];
    for (const part of parts) {
      ids.push((await requestRefund(tx, { paymentId: part.paymentId, amount: part.amount, reason: 'order cancelled by the member', actor: memberActor(member) })).id);
    }
    return ids;
  });
  await executeRefundsAfterCommit(db, refundIds);
  return getOrderDetail(db, session, orderNumber);
}
