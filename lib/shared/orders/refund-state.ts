// Where a refund of an order stands (decision 0008): each refund's outcome lives on its own Refund row
// (REQUESTED → COMPLETED | FAILED | ACCOUNT_REJECTED), so a cancelled order whose refund the bank bounced
// stays CANCELLED and still asks for a corrected refund account. Pure: the order page (the refund-account
// form) and the services (orderActions, the retry after a correction) decide from the same rows.
import type { RefundStatus } from '@/lib/server/db/generated/enums';

export interface RefundRow {
  id: number;
  paymentId: number | null;
  amount: number;
  status: RefundStatus;
}

/**
 * Per payment, the money a bank refused to take (ACCOUNT_REJECTED) that no later refund has taken over yet.
 * A later refund sent or completed for at least that much takes it over (a retry asks for exactly what is
 * open; a full refund asks for everything left, and refused rows do not count as returned). A retry refused
 * again is what stays open (same amount); any other refused refund adds to it — the server never sends more
 * than is left to refund (save-refund-account.ts). A FAILED refund (the gateway's error) changes nothing.
 */
export function rejectedRefundAmounts(refunds: readonly RefundRow[]): Map<number, number> {
  return openAmounts(refunds, ['ACCOUNT_REJECTED']);
}

/** Per payment, the money of `unreturned` refunds (refused, failed) that no later refund has taken over yet. */
function openAmounts(refunds: readonly RefundRow[], unreturned: readonly RefundStatus[]): Map<number, number> {
  const open = new Map<number, number>();
  for (const refund of [...refunds].sort((a, b) => a.id - b.id)) {
    if (refund.paymentId === null || (refund.status !== 'REQUESTED' && refund.status !== 'COMPLETED' && !unreturned.includes(refund.status))) continue;
    const before = open.get(refund.paymentId) ?? 0;
    const now = unreturned.includes(refund.status)
      ? (refund.amount === before ? 0 : before) + refund.amount // refused again, or refused besides
      : refund.amount >= before
        ? 0 // on its way or back: it covers what was open
        : before;
    open.set(refund.paymentId, now);
  }
  for (const [paymentId, amount] of open) if (amount === 0) open.delete(paymentId);
  return open;
}

/**
 * Money of this order still owed back to the member (issue #26: withdrawal waits for it): a refund on its way
 * (REQUESTED), or one the bank refused (ACCOUNT_REJECTED) or the gateway failed (FAILED, decision 0027) that no later
 * refund has taken over — staff's retry or manual transfer, or the member's corrected account.
 */
export function refundStillOwed(refunds: readonly RefundRow[]): boolean {
  return refunds.some((refund) => refund.status === 'REQUESTED') || openAmounts(refunds, ['ACCOUNT_REJECTED', 'FAILED']).size > 0;
}

/** A refund of this order waits for a corrected refund account (orderActions' `hasRejectedRefund`). */
export function hasRejectedRefund(refunds: readonly RefundRow[]): boolean {
  return rejectedRefundAmounts(refunds).size > 0;
}

export type RefundState = 'none' | 'inProgress' | 'completed' | 'accountRejected';

/**
 * What the order page says about the money going back: a rejection waiting for a corrected account comes
 * first (the member must act), then a refund still on its way, then a finished one.
 */
export function refundState(refunds: readonly RefundRow[]): RefundState {
  if (hasRejectedRefund(refunds)) return 'accountRejected';
  if (refunds.some((refund) => refund.status === 'REQUESTED')) return 'inProgress';
  if (refunds.some((refund) => refund.status === 'COMPLETED')) return 'completed';
  return 'none';
}
