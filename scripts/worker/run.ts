// `npm run worker`: the outbox's delivery worker as its own process (decision 0026), for a deployment that runs the
// web instances with OUTBOX_WORKER=0 — or alongside them: any number of workers and instances may deliver at once,
// each message is claimed by one. Polls every OUTBOX_POLL_SECONDS (default 5) until SIGTERM or SIGINT, then finishes
// the message in hand, hands back the rest of its batch and exits 0. Needs PostgreSQL (DATABASE_URL) while a server
// runs: the embedded database allows one process only, and there the server delivers.
import { getDb } from '@/lib/server/db/client';
import { deliverDueMessages, describeCounts } from '@/lib/server/messaging/delivery/deliver-due';
import { pollIntervalMs } from '@/lib/server/messaging/delivery/worker';
import { runScript } from '../db/open';

let stopping = false;
let wake: (() => void) | null = null;
const stop = (signal: NodeJS.Signals) => {
  if (!stopping) console.log(`[worker] ${signal}: finishing the message in hand`);
  stopping = true;
  wake?.();
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });

void runScript(async () => {
  const db = await getDb();
  const interval = pollIntervalMs();
  console.log(`[worker] delivering the outbox every ${interval / 1000} s`);
  while (!stopping) {
    try {
      const counts = await deliverDueMessages(db, { shouldStop: () => stopping });
      const said = describeCounts(counts);
      if (said) console.log(`[worker] ${said}`);
    } catch (error) {
      // The database may be restarting: the next round tries again.
      console.error('[worker] delivery run failed', error);
    }
    if (!stopping) await pause(interval);
  }
  await db.$disconnect();
  console.log('[worker] stopped');
});
