// Callbacks that move no money: a declined payment, and a virtual account issued (the order then waits
// for the deposit, docs/product/payments.md#payment-and-order-status: SAVED → WAITING_FOR_DEPOSIT).
import { isOrderPayable } from '@/lib/shared/orders/status-sets';
import { isDepositMethod } from '@/lib/shared/payments';
import { type CallbackContext, type CallbackResult, amountMatches, describeAmount, orderTo, setPayment } from './callback-context';

export async function onFailed(ctx: CallbackContext): Promise<CallbackResult> {
  const { payment, event } = ctx;
  // Only a payment still waiting for the payer can fail; a late "failed" after an approval changes nothing.
  if (payment.status !== 'READY') return 'ignored';
  const reason = event.reason ?? 'declined';
  await setPayment(ctx, 'FAILED', { failedReason: reason });
  if (isOrderPayable(payment.gradingOrder.gradingOrderStatus)) await orderTo(ctx, 'PAYMENT_FAILED', `Payment failed: ${reason}`);
  return 'processed';
}

export async function onIssued(ctx: CallbackContext): Promise<CallbackResult> {
  const { payment, event } = ctx;
  if (payment.status !== 'READY' || !isDepositMethod(payment.method)) return 'ignored';
  if (!amountMatches(ctx)) {
    const reason = `amount mismatch (${describeAmount(ctx)})`;
    await setPayment(ctx, 'FAILED', { failedReason: reason });
    if (isOrderPayable(payment.gradingOrder.gradingOrderStatus)) await orderTo(ctx, 'PAYMENT_FAILED', `Payment failed: ${reason}`);
    return 'amount mismatch';
  }
  // Cancelled before the account was issued: nobody will deposit, the account is not offered.
  if (!isOrderPayable(payment.gradingOrder.gradingOrderStatus)) {
    await setPayment(ctx, 'CANCELLED', { failedReason: `order was ${payment.gradingOrder.gradingOrderStatus}` });
    return 'refused';
  }
  await setPayment(ctx, 'PENDING_DEPOSIT', {
    vaBank: event.vaBank,
    vaAccountNumber: event.vaAccountNumber,
    vaHolder: event.vaHolder ?? null,
    vaDeadline: event.vaDeadline,
  });
  await orderTo(ctx, 'WAITING_FOR_DEPOSIT', `Virtual account issued: ${event.vaBank} ${event.vaAccountNumber}, deadline ${event.vaDeadline?.toISOString()}`);
  ctx.outcome.issuedPaymentId = payment.id;
  return 'processed';
}
