// What every callback step shares: the transaction, the verified event, the locked payment and its order,
// and the outcome that the caller acts on after the commit (the e-mail, the refunds).
import { eventNote } from '@/lib/shared/orders/event-notes';
import type { Tx } from '@/lib/server/db/client';
import type { GradingOrderStatus, PaymentStatus } from '@/lib/server/db/generated/enums';
import { AppError } from '../errors/app-error';
import { changeOrderStatus } from '../orders/change-status';
import { type OrderEventActor, recordOrderEvent } from '../orders/record-order-event';
import type { LockedPayment } from './lock-payment';
import { requestRefund } from './refund-payment';
import type { CallbackEvent } from './types';

export type CallbackResult = 'processed' | 'already processed' | 'ignored' | 'refused' | 'amount mismatch';

export interface CallbackOutcome {
  result: CallbackResult;
  /** The order this callback paid: the member gets the orderPaid e-mail after the commit. */
  paidOrderId?: number;
  /** The payment whose virtual account this callback issued: the member gets its details by e-mail after the commit. */
  issuedPaymentId?: number;
  /** Refunds requested in the transaction, sent to the provider after the commit. */
  refundIds: number[];
}

export interface CallbackContext {
  tx: Tx;
  event: CallbackEvent;
  payment: LockedPayment;
  now: Date;
  outcome: CallbackOutcome;
}

/** Callbacks act for the gateway, not for a member. */
export const GATEWAY: OrderEventActor = { id: null, role: null };

export const changedMeanwhile = () => new AppError('CONFLICT', 'The payment changed meanwhile.', 'payments:errors.failed');

/** The gateway's amount is the payment's, which is the order's stored quote, in the same currency. */
export function amountMatches({ event, payment }: CallbackContext): boolean {
  const order = payment.gradingOrder;
  return event.amount === payment.amount && event.currency === payment.currency && payment.amount === order.totalAmount && payment.currency === order.currency;
}

export function describeAmount(ctx: CallbackContext): string {
  const { event, payment } = ctx;
  return `gateway ${event.amount} ${event.currency}, payment ${payment.amount} ${payment.currency}, order ${payment.gradingOrder.totalAmount} ${payment.gradingOrder.currency}`;
}

/** Moves the payment from the status it was read in; losing a race retries the whole callback. */
export async function setPayment(
  ctx: CallbackContext,
  status: PaymentStatus,
  data: { approvedAt?: Date; failedReason?: string; vaBank?: string; vaAccountNumber?: string; vaHolder?: string | null; vaDeadline?: Date } = {},
) {
  const claimed = await ctx.tx.payment.updateMany({ where: { id: ctx.payment.id, status: ctx.payment.status }, data: { status, ...data } });
  if (claimed.count !== 1) throw changedMeanwhile();
}

/** Changes the order's status, or notes the event on its timeline when the status stays. */
export async function orderTo(ctx: CallbackContext, to: GradingOrderStatus, note: string) {
  const order = ctx.payment.gradingOrder;
  if (order.gradingOrderStatus === to) {
    await recordOrderEvent(ctx.tx, { orderId: order.id, note });
    return;
  }
  await changeOrderStatus(ctx.tx, { orderId: order.id, to, actor: GATEWAY, note });
}

/** Money the gateway took that we do not keep goes back (after the commit). */
export async function refundCaptured(ctx: CallbackContext, amount: number, reason: string) {
  if (amount <= 0) return;
  const refund = await requestRefund(ctx.tx, { paymentId: ctx.payment.id, amount, reason, captured: Math.max(amount, ctx.payment.amount) });
  ctx.outcome.refundIds.push(refund.id);
  await recordOrderEvent(ctx.tx, {
    orderId: ctx.payment.gradingOrderId,
    note: eventNote('refund.requested', { amount, currency: ctx.event.currency, reason }),
  });
}
