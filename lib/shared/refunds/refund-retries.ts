// When a refund the gateway did not confirm is sent again, and when staff must look at it (issue #23, decision 0027;
// docs/product/payments.md#refunds). Browser-safe: the back office words the same thresholds.

/** A claimed call to the gateway may take this long (the adapter's time-out is shorter): no one else sends it meanwhile. */
export const REFUND_CALL_LEASE_MS = 2 * 60 * 1000;
/** The first wait after a failed try; each further failure doubles it… */
export const REFUND_FIRST_DELAY_MS = 5 * 60 * 1000;
/** …up to this: a refund keeps being tried every 6 hours until it completes or staff settle it by hand. */
export const REFUND_MAX_DELAY_MS = 6 * 60 * 60 * 1000;
/** A refund never tried this long after its commit: the process died between the commit and the call. */
export const REFUND_ORPHAN_AFTER_MS = 60 * 1000;
/** Staff see a REQUESTED refund after this many failed tries… */
export const STUCK_AFTER_ATTEMPTS = 3;
/** …or this long after it was requested (3 to 5 business days is the promise; a day is already late for a card). */
export const STUCK_AFTER_MS = 24 * 60 * 60 * 1000;

/** The wait after the `attempts`-th failed try (1, 2, …): 5 min, 10, 20, 40, … capped at 6 h. */
export function refundRetryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(REFUND_FIRST_DELAY_MS * 2 ** exponent, REFUND_MAX_DELAY_MS);
}

export function nextRefundAttemptAt(attempts: number, now: Date): Date {
  return new Date(now.getTime() + refundRetryDelayMs(attempts));
}

export interface RefundRetryFacts {
  status: string;
  attempts: number;
  createdAt: Date;
}

/** A refund staff should see: REQUESTED and tried too often or for too long, or FAILED at the gateway. */
export function isStuckRefund(refund: RefundRetryFacts, now: Date): boolean {
  if (refund.status === 'FAILED') return true;
  if (refund.status !== 'REQUESTED') return false;
  return refund.attempts >= STUCK_AFTER_ATTEMPTS || now.getTime() - refund.createdAt.getTime() >= STUCK_AFTER_MS;
}

/** lastError while a try is under way: replaced by the gateway's error, or cleared by its answer. */
export const IN_FLIGHT = 'sending';

/**
 * Whether a REQUESTED refund is being sent right now (claimed, its lease not over): a staff retry or a manual
 * transfer must wait for the answer, or the money could go twice.
 */
export function isRefundInFlight(refund: { nextAttemptAt: Date | null; lastError: string | null }, now: Date): boolean {
  return refund.lastError === IN_FLIGHT && refund.nextAttemptAt !== null && refund.nextAttemptAt.getTime() > now.getTime();
}
