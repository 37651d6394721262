// One try of a REQUESTED refund at the gateway (issue #23, decision 0027): claimed first, so two instances (the
// after-commit call, the refunds sweep, a staff retry) never send it at the same moment, then its failure recorded
// with the next try's time. The outcome itself is recorded by refund-payment.ts (recordRefundOutcome).
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { Refund } from '@/lib/server/db/generated/client';
import { IN_FLIGHT, REFUND_CALL_LEASE_MS, nextRefundAttemptAt } from '@/lib/shared/refunds/refund-retries';

/** The gateway's idempotency key of a refund: its id, the same on every try (a repeated call refunds once). */
export const refundIdempotencyKey = (refundId: number) => `refund-${refundId}`;

/**
 * Claims the next try: one conditional update on the attempts the caller saw, so of two racers exactly one wins.
 * The claim holds the refund for the call's lease (nextAttemptAt); a process that dies mid-call leaves it due again
 * once the lease is over. `early` (every caller but the refunds sweep) also takes a refund that waits for its next
 * try, never one being sent.
 */
export async function claimRefund(db: Db, refund: Pick<Refund, 'id' | 'attempts'>, now: Date, early = false): Promise<boolean> {
  const due = [{ nextAttemptAt: null }, { nextAttemptAt: { lte: now } }, ...(early ? [{ lastError: null }, { lastError: { not: IN_FLIGHT } }] : [])];
  const claimed = await db.refund.updateMany({
    where: { id: refund.id, status: 'REQUESTED', attempts: refund.attempts, OR: due },
    data: { attempts: refund.attempts + 1, nextAttemptAt: new Date(now.getTime() + REFUND_CALL_LEASE_MS), lastError: IN_FLIGHT },
  });
  return claimed.count === 1;
}

/** The gateway threw (time-out, 5xx, network): the error kept, the next try after the backoff, an audit row. */
export async function recordFailedAttempt(
  db: Db,
  refund: Pick<Refund, 'id' | 'attempts' | 'amount'>,
  providerPaymentId: string,
  error: unknown,
  now: Date,
): Promise<void> {
  const attempt = refund.attempts + 1;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500) || 'unknown error';
  await db.$transaction(async (tx) => {
    const kept = await tx.refund.updateMany({
      where: { id: refund.id, status: 'REQUESTED', attempts: attempt, lastError: IN_FLIGHT },
      data: { lastError: message, nextAttemptAt: nextRefundAttemptAt(attempt, now) },
    });
    if (kept.count === 0) return;
    await recordAudit(tx, {
      actor: null,
      action: 'refund.attemptFailed',
      entity: 'Payment',
      entityId: providerPaymentId,
      data: { refundId: refund.id, amount: refund.amount, attempt, error: message },
    });
  });
}

/** The gateway took the refund and will confirm later: asked again with the same key after the backoff. */
export async function recordPendingAttempt(db: Db, refund: Pick<Refund, 'id' | 'attempts'>, now: Date): Promise<void> {
  const attempt = refund.attempts + 1;
  await db.refund.updateMany({
    where: { id: refund.id, status: 'REQUESTED', attempts: attempt, lastError: IN_FLIGHT },
    data: { lastError: null, nextAttemptAt: nextRefundAttemptAt(attempt, now) },
  });
}
