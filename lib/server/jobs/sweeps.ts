// Every periodic sweep of the service, run hourly by the server (timer.ts) and once by `npm run jobs`.
// A sweep must be safe to run on several instances at the same time (docs/product/README.md#scale-and-deployment):
// claim each row with a conditional update. Later sweeps (payment deadlines, ...) are added to SWEEPS.
import type { Db } from '@/lib/server/db/client';
import { publishDueCertificates } from '../certificates/publish-certificates';
import { sweepScanNetworks } from '../certificates/scans/record-verification';
import { sweepDormantMembers } from '../dormancy/sweep-dormant-members';
import { pruneSentMessages } from '../messaging/delivery/prune-sent';
import { sweepRefunds } from '../payments/sweep-refunds';
import { sweepStalePhotos } from '../photos/sweep-stale-photos';
import { prunePageInvalidations } from '../static-pages/page-invalidations';
import { snapshotPopulation } from '../population/snapshot-population';
import { sweepPopulationWatches } from '../population/watch/sweep-population-watches';
import { sweepSecurityRecords } from '../security/sweep-security-records';
import { expireVirtualAccounts } from './expire-virtual-accounts';
import { sweepFileDeletions } from './file-deletions';

export interface Sweep {
  name: string;
  /** What it changed, as counts: printed by `npm run jobs` and logged by the timer. */
  run(db: Db, now: Date): Promise<Record<string, number>>;
}

export const SWEEPS: readonly Sweep[] = [
  { name: 'dormancy', run: (db, now) => sweepDormantMembers(db, now) },
  { name: 'stale-photos', run: (db, now) => sweepStalePhotos(db, now) },
  // Files whose rows were deleted, when the deletion after the commit was lost (decision 0027).
  { name: 'file-deletions', run: (db, now) => sweepFileDeletions(db, now) },
  { name: 'virtual-accounts', run: (db, now) => expireVirtualAccounts(db, now) },
  // Also every minute on its own timer (timer.ts, FREQUENT_SWEEPS): money owed should not wait an hour.
  { name: 'refunds', run: (db, now) => sweepRefunds(db, now) },
  { name: 'security-records', run: (db, now) => sweepSecurityRecords(db, now) },
  { name: 'page-invalidations', run: (db, now) => prunePageInvalidations(db, now) },
  // Delivered messages past their keeping time (decision 0026 "Keeping").
  { name: 'outbox-sent', run: (db, now) => pruneSentMessages(db, now) },
  { name: 'certificates-published', run: async (db, now) => ({ published: await publishDueCertificates(db, now) }) },
  { name: 'scan-networks', run: (db, now) => sweepScanNetworks(db, now) },
  // After the publishing above: the certificates it counted are in the day's snapshot.
  { name: 'population-snapshots', run: async (db, now) => ({ snapshots: await snapshotPopulation(db, now) }) },
  // Pop watch (issue #25): members told of their followed cards' changes, at most once in 24 hours each.
  { name: 'population-watches', run: (db, now) => sweepPopulationWatches(db, now) },
];

export interface SweepOutcome {
  name: string;
  result?: Record<string, number>;
  error?: unknown;
  ms: number;
}

/** Runs each sweep once; one failing sweep does not stop the others. */
export async function runAllSweeps(db: Db, now = new Date(), sweeps: readonly Sweep[] = SWEEPS): Promise<SweepOutcome[]> {
  const outcomes: SweepOutcome[] = [];
  for (const sweep of sweeps) {
    const started = Date.now();
    try {
      outcomes.push({ name: sweep.name, result: await sweep.run(db, now), ms: Date.now() - started });
    } catch (error) {
      outcomes.push({ name: sweep.name, error, ms: Date.now() - started });
    }
  }
  return outcomes;
}

export function describeOutcome(outcome: SweepOutcome): string {
  if (outcome.error) return `${outcome.name}: failed after ${outcome.ms} ms: ${(outcome.error as Error).message ?? String(outcome.error)}`;
  const counts =
    Object.entries(outcome.result ?? {})
      .map(([key, value]) => `${key}=${value}`)
      .join(', ') || 'nothing to do';
  return `${outcome.name}: ${counts} (${outcome.ms} ms)`;
}
