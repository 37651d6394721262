// GET /api/ready (issue #23, docs/OPERATIONS.md "Health"): whether this instance should receive requests — the
// database answers, every migration this build carries is applied, the storage takes a write — and 503 from the
// moment it is asked to stop. Each check has a deadline, so a hung database is a "no" in seconds, not a hung probe.
// Names and states only: no address, no secret, no error text.
import { getDb } from '../db/client';
import { readMigrations } from '../db/migrate';
import { getStorage } from '../storage';
import { isShuttingDown } from './shutdown';

export type CheckState = 'ok' | 'failed' | 'pending' | 'stopping';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; migrations: CheckState; storage: CheckState };
}

const CHECK_DEADLINE_MS = 2_000;
/** One per process: two instances on one disk or bucket never delete each other's probe mid-check. */
const PROBE_KEY = `health/ready-probe-${process.pid}.txt`;

function withDeadline<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('deadline')), CHECK_DEADLINE_MS).unref())]);
}

async function databaseAndMigrations(): Promise<Pick<Readiness['checks'], 'database' | 'migrations'>> {
  try {
    const db = await withDeadline(getDb());
    const rows = await withDeadline(
      db.$queryRaw<{ migration_name: string }[]>`SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Set(rows.map((row) => row.migration_name));
    const missing = readMigrations().filter((migration) => !applied.has(migration.name));
    return { database: 'ok', migrations: missing.length === 0 ? 'ok' : 'pending' };
  } catch {
    return { database: 'failed', migrations: 'failed' };
  }
}

async function storageWritable(): Promise<CheckState> {
  try {
    const storage = getStorage();
    await withDeadline(storage.put(PROBE_KEY, Buffer.from(new Date().toISOString()), 'text/plain'));
    await withDeadline(storage.delete(PROBE_KEY));
    return 'ok';
  } catch {
    return 'failed';
  }
}

export async function checkReadiness(): Promise<Readiness> {
  if (isShuttingDown()) return { ready: false, checks: { database: 'stopping', migrations: 'stopping', storage: 'stopping' } };
  const [data, storage] = await Promise.all([databaseAndMigrations(), storageWritable()]);
  const checks = { ...data, storage };
  return { ready: !isShuttingDown() && Object.values(checks).every((state) => state === 'ok'), checks };
}
