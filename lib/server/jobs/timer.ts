// Runs the sweeps hourly inside the server process. Started from instrumentation.ts (nodejs runtime).
// The interval is unref'd (it never keeps a process alive), runs never overlap within one process, and
// JOBS_TIMER=0 turns it off (for an instance that should not sweep, or when a cron runs `npm run jobs`).
// The outbox's delivery worker polls alongside, every few seconds (messaging/delivery/worker.ts; OUTBOX_WORKER=0 off).
import * as Sentry from '@sentry/nextjs';
import { getDb } from '@/lib/server/db/client';
import { startDeliveryWorker } from '../messaging/delivery/worker';
import { startRefundTimer } from '../payments/refund-timer';
import { describeOutcome, runAllSweeps } from './sweeps';

export const JOB_INTERVAL_MS = 60 * 60 * 1000;
/** The first run waits a little, so start-up (migrations, seed, the first requests) goes first. */
export const FIRST_RUN_DELAY_MS = 60 * 1000;

const holder = globalThis as unknown as { __cardgradeJobTimer?: { stop(): void } };

export async function runJobsOnce(): Promise<void> {
  try {
    const outcomes = await runAllSweeps(await getDb());
    for (const outcome of outcomes) {
      if (outcome.error) {
        console.error(`[jobs] ${describeOutcome(outcome)}`);
        Sentry.captureException(outcome.error);
      } else if (Object.values(outcome.result ?? {}).some((count) => count > 0)) {
        console.info(`[jobs] ${describeOutcome(outcome)}`);
      }
    }
  } catch (error) {
    console.error('[jobs] could not run the sweeps', error);
    Sentry.captureException(error);
  }
}

/** Starts the hourly timer once per process; returns a stop function, or null when it is not started. */
export function startJobTimer(): (() => void) | null {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.JOBS_TIMER === '0') return null;
  // `next build` loads the app to prerender: no sweeps (nor database) there.
  if (process.env.NEXT_PHASE === 'phase-production-build') return null;
  if (holder.__cardgradeJobTimer) return () => holder.__cardgradeJobTimer?.stop();

  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= runJobsOnce().finally(() => {
      running = null;
    });
  };
  const stopDelivery = startDeliveryWorker();
  // Refunds the gateway did not confirm are swept every minute too (decision 0027).
  const stopRefunds = startRefundTimer();
  const first = setTimeout(tick, FIRST_RUN_DELAY_MS);
  const interval = setInterval(tick, JOB_INTERVAL_MS);
  first.unref();
  interval.unref();
  holder.__cardgradeJobTimer = {
    stop() {
      clearTimeout(first);
      clearInterval(interval);
      void stopDelivery?.();
      stopRefunds?.();
      holder.__cardgradeJobTimer = undefined;
    },
  };
  return () => holder.__cardgradeJobTimer?.stop();
}
