// Money arrived: a card payment was approved or a virtual account received its deposit. The order goes
// to PROCESSING with paidAt and the cards' first step for its shipping method
// (docs/product/order-lifecycle.md#processing-transitions); money we cannot keep (the order was cancelled first, the
// deadline passed, the amount is wrong) is refunded, and the gateway still gets 200 so it stops retrying.
import { eventNote } from '@/lib/shared/orders/event-notes';
import { processingAfterPayment } from '@/lib/shared/orders/status';
import { isOrderPayable } from '@/lib/shared/orders/status-sets';
import { isDepositMethod } from '@/lib/shared/payments';
import { changeOrderStatus } from '../orders/change-status';
import { GATEWAY, type CallbackContext, type CallbackResult, amountMatches, describeAmount, orderTo, refundCaptured, setPayment } from './callback-context';
import { expirePayment } from './expire-payment';

function paidAt(ctx: CallbackContext): Date {
  return ctx.event.occurredAt < ctx.now ? ctx.event.occurredAt : ctx.now;
}

async function markPaid(ctx: CallbackContext) {
  await setPayment(ctx, 'PAID', { approvedAt: paidAt(ctx) });
}

async function orderPaid(ctx: CallbackContext): Promise<CallbackResult> {
  const { payment } = ctx;
  const order = payment.gradingOrder;
  const processing = order.shippingMethod ? processingAfterPayment(order.shippingMethod) : order.gradingOrderProcessingStatus;
  await markPaid(ctx);
  await changeOrderStatus(ctx.tx, {
    orderId: order.id,
    to: 'PROCESSING',
    toProcessing: processing === order.gradingOrderProcessingStatus ? undefined : processing,
    actor: GATEWAY,
    note: eventNote('payment.paid', {
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method,
      provider: payment.provider,
      reference: payment.providerPaymentId,
    }),
    data: { paidAt: paidAt(ctx), paymentMethod: payment.method },
  });
  ctx.outcome.paidOrderId = order.id;
  return 'processed';
}

/** Charged, but the order was cancelled (or paid by another payment) first: keep the record, return it. */
async function paidTooLate(ctx: CallbackContext): Promise<CallbackResult> {
  await markPaid(ctx);
  await refundCaptured(ctx, ctx.payment.amount, `order was ${ctx.payment.gradingOrder.gradingOrderStatus} when the payment arrived`);
  return 'refused';
}

/**
 * The member's cancellation closed this attempt (cancel-order.ts): money that reaches it anyway is a charge
 * after the cancel — recorded PAID and returned, as for an attempt left open (decision 0006).
 */
function closedByCancel({ payment }: CallbackContext): boolean {
  return payment.status === 'CANCELLED' && payment.gradingOrder.gradingOrderStatus === 'CANCELLED';
}

export async function onApproved(ctx: CallbackContext): Promise<CallbackResult> {
  const { payment, event } = ctx;
  // Another notification of an approval already applied.
  if (payment.status === 'PAID' || payment.status === 'REFUNDED') return 'ignored';
  // Charged on a page the member had left (superseded, failed, expired): the money goes back.
  if ((payment.status !== 'READY' && !closedByCancel(ctx)) || isDepositMethod(payment.method)) {
    await refundCaptured(ctx, event.amount, `approval of a ${payment.status} ${payment.method} payment`);
    return 'refused';
  }
  if (!amountMatches(ctx)) {
    const reason = `amount mismatch (${describeAmount(ctx)})`;
    await setPayment(ctx, 'FAILED', { failedReason: reason });
    if (isOrderPayable(payment.gradingOrder.gradingOrderStatus)) await orderTo(ctx, 'PAYMENT_FAILED', `Payment failed: ${reason}`);
    await refundCaptured(ctx, event.amount, reason);
    return 'amount mismatch';
  }
  if (!isOrderPayable(payment.gradingOrder.gradingOrderStatus)) return paidTooLate(ctx);
  return orderPaid(ctx);
}

export async function onDeposited(ctx: CallbackContext): Promise<CallbackResult> {
  const { payment, event, tx, now } = ctx;
  if (payment.status === 'PAID' || payment.status === 'REFUNDED') return 'ignored';
  const open = payment.status === 'PENDING_DEPOSIT' || closedByCancel(ctx);
  const late = payment.status === 'EXPIRED' || (open && payment.vaDeadline !== null && event.occurredAt > payment.vaDeadline);
  if (late || !open) {
    // After the deadline the account is closed: the payment stays EXPIRED and the deposit goes back.
    if (late && payment.status === 'PENDING_DEPOSIT') await expirePayment(tx, payment, now, 'Deposit arrived after the deadline');
    await refundCaptured(ctx, event.amount, late ? 'deposit after the virtual account deadline' : `deposit to a ${payment.status} virtual account`);
    return 'refused';
  }
  if (!amountMatches(ctx)) {
    // A virtual account takes its exact amount: a wrong transfer goes back and the account stays open
    // for the right one until its deadline.
    await refundCaptured(ctx, event.amount, `deposit amount mismatch (${describeAmount(ctx)})`);
    return 'amount mismatch';
  }
  if (payment.gradingOrder.gradingOrderStatus !== 'WAITING_FOR_DEPOSIT') return paidTooLate(ctx);
  return orderPaid(ctx);
}
