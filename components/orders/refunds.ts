// What the member reads about the money going back (docs/product/payments.md#refunds; decision 0008: a refund's
// outcome lives on the refund, and a rejected account is corrected by the member). Keys of the myorders namespace.
import type { OrderDetail, RefundView } from '@/lib/shared/orders/my-order-views';

/** The refund asked for last: the one whose outcome counts now (earlier ones are history). */
export function latestRefund(refunds: readonly RefundView[]): RefundView | null {
  let latest: RefundView | null = null;
  for (const refund of refunds) if (!latest || refund.requestedAt >= latest.requestedAt) latest = refund;
  return latest;
}

/**
 * The bank refused the refund account and no newer refund is on its way or done (a FAILED one — the gateway's
 * error — takes nothing over, as in lib/shared/orders/refund-state.ts): the member must correct the account.
 */
export function refundRejected(detail: Pick<OrderDetail, 'refunds' | 'status'>): boolean {
  return detail.status === 'WRONG_REFUND_ACCOUNT' || latestRefund(detail.refunds.filter((refund) => refund.status !== 'FAILED'))?.status === 'ACCOUNT_REJECTED';
}

export interface Outcome {
  key: string;
  /** The amount of the refund the message names, when it names one. */
  amount: number | null;
}

/** After a cancellation: cancelled, and what happened to the money. */
export function cancelOutcome(detail: Pick<OrderDetail, 'refunds' | 'status'>): Outcome {
  const refund = latestRefund(detail.refunds);
  if (!refund) return { key: 'cancel.done.cancelled', amount: null };
  const keys = {
    REQUESTED: 'cancel.done.refundRequested',
    COMPLETED: 'cancel.done.refundCompleted',
    FAILED: 'cancel.done.refundFailed',
    ACCOUNT_REJECTED: 'cancel.done.accountRejected',
  } as const;
  return { key: keys[refund.status], amount: refund.amount };
}

/** After saving the refund account: a rejected refund is sent again (decision 0008), otherwise it is only kept. */
export function refundAccountOutcome(before: Pick<OrderDetail, 'refunds' | 'status'>, after: Pick<OrderDetail, 'refunds' | 'status'>): Outcome {
  const retried = refundRejected(before) && !refundRejected(after);
  const refund = latestRefund(after.refunds);
  return retried && refund ? { key: 'refund.savedRetried', amount: refund.amount } : { key: 'refund.saved', amount: null };
}
