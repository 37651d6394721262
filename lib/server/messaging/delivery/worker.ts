// The delivery worker inside the web process (decision 0026): a run every OUTBOX_POLL_SECONDS (default 5), started
// with the hourly sweeps (lib/server/jobs/timer.ts, so JOBS_TIMER=0 turns the polling off too), and a run right after
// a commit that wrote a message (kickDelivery: the member's code goes out at once; the poll is the guarantee, the
// kick the speed). A kick never delays the request: it starts a run and returns. OUTBOX_WORKER=0 leaves all
// delivery to `npm run worker`. Runs never overlap within one process; across processes the claim keeps them apart.
import * as Sentry from '@sentry/nextjs';
import { getDb } from '@/lib/server/db/client';
import { deliverDueMessages, describeCounts } from './deliver-due';

export const DEFAULT_POLL_SECONDS = 5;

export function pollIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.OUTBOX_POLL_SECONDS);
  return (Number.isFinite(value) && value > 0 ? value : DEFAULT_POLL_SECONDS) * 1000;
}

/** Whether this process delivers at all: a Next.js server (not a build, not a test or script) without OUTBOX_WORKER=0. */
export function deliversInThisProcess(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NEXT_RUNTIME === 'nodejs' && env.NEXT_PHASE !== 'phase-production-build' && env.OUTBOX_WORKER !== '0';
}

interface RunnerState {
  running: Promise<void> | null;
  again: boolean;
  stopped: boolean;
  interval: ReturnType<typeof setInterval> | null;
}

const holder = globalThis as unknown as { __cardgradeOutboxRunner?: RunnerState };
const state = (holder.__cardgradeOutboxRunner ??= { running: null, again: false, stopped: false, interval: null });

async function runOnce(): Promise<void> {
  try {
    const counts = await deliverDueMessages(await getDb(), { shouldStop: () => state.stopped });
    const said = describeCounts(counts);
    if (counts.retry + counts.failed + counts.lost > 0) console.warn(`[outbox] ${said}`);
  } catch (error) {
    console.error('[outbox] delivery run failed', error);
    Sentry.captureException(error);
  }
}

/** Starts a run now, or one more right after the current run (a message committed meanwhile is not left waiting). */
function trigger(): void {
  if (state.stopped) return;
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = runOnce().finally(() => {
    state.running = null;
    if (state.again) {
      state.again = false;
      trigger();
    }
  });
}

/** After the commit of a change that wrote a message: deliver it now (no-op where this process does not deliver). */
export function kickDelivery(): void {
  if (deliversInThisProcess()) trigger();
}

/** Starts polling once per process; answers the stop (finishes the message in hand), or null when not started. */
export function startDeliveryWorker(): (() => Promise<void>) | null {
  if (!deliversInThisProcess()) return null;
  state.stopped = false;
  if (!state.interval) {
    state.interval = setInterval(trigger, pollIntervalMs());
    state.interval.unref();
    // Messages left by a previous run of the service go out soon after the start.
    setTimeout(trigger, 1000).unref();
  }
  return async () => {
    state.stopped = true;
    if (state.interval) clearInterval(state.interval);
    state.interval = null;
    await state.running;
  };
}
