// The refunds sweep every minute in the server process (issue #23, decision 0027), beside the hourly sweeps
// (jobs/timer.ts starts and stops it): a refund the gateway did not confirm is due again minutes later
// (lib/shared/refunds/refund-retries.ts), and an hour's wait for money owed is too long. Cheap when idle: one indexed
// look-up of due REQUESTED rows. Runs never overlap within a process; across instances the claim decides
// (refund-attempts.ts). JOBS_TIMER=0 turns it off with the hourly sweeps.
import * as Sentry from '@sentry/nextjs';
import { getDb } from '@/lib/server/db/client';
import { sweepRefunds } from './sweep-refunds';

export const REFUND_SWEEP_INTERVAL_MS = 60 * 1000;

export async function runRefundSweepOnce(): Promise<void> {
  try {
    const counts = await sweepRefunds(await getDb(), new Date());
    if ((counts.sent ?? 0) > 0)
      console.info(
        `[jobs] refunds: ${Object.entries(counts)
          .map(([key, value]) => `${key}=${value}`)
          .join(', ')}`,
      );
  } catch (error) {
    console.error('[jobs] the refunds sweep failed', error);
    Sentry.captureException(error);
  }
}

/** Starts the minute timer; returns its stop function. */
export function startRefundTimer(intervalMs = REFUND_SWEEP_INTERVAL_MS): (() => void) | null {
  let running: Promise<void> | null = null;
  const interval = setInterval(() => {
    running ??= runRefundSweepOnce().finally(() => {
      running = null;
    });
  }, intervalMs);
  interval.unref();
  return () => clearInterval(interval);
}
