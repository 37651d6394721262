// Server start-up (instrumentation.ts, issue #11): the database is opened, migrated and — the embedded one, when
// empty — seeded before the first request is served, and warmed with one query, so no visitor pays for it; one
// log line says when it is ready and how long it took. A failure is logged and never stops the server: getDb()
// opens the database again on the next request that needs it (a server started before its database is reachable
// still starts and recovers by itself).
import path from 'node:path';
import { seedEmbeddedDatabaseOnStart } from '@/lib/server/seed/seed-on-start';
import { embeddedDataDir, getDb } from './client';

type Log = Pick<Console, 'info' | 'error'>;

/** Where the data is, without credentials: the embedded folder, or PostgreSQL's host and database. */
export function describeDatabase(url = process.env.DATABASE_URL): string {
  if (!url) return `embedded PGlite (${path.relative(/*turbopackIgnore: true*/ process.cwd(), embeddedDataDir()) || '.'})`;
  try {
    const { host, pathname } = new URL(url);
    return `PostgreSQL (${host}${pathname})`;
  } catch {
    return 'PostgreSQL';
  }
}

export async function readyDatabaseOnStart(log: Log = console): Promise<void> {
  // `next build` never opens the database from here (Next skips register() then; this guards other callers).
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const started = performance.now();
  const name = describeDatabase();
  const took = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  try {
    const db = await getDb();
    const seeded = await seedEmbeddedDatabaseOnStart(db);
    // The first query also loads the query compiler: done here, not during a visitor's request.
    await db.$queryRaw`SELECT 1`;
    const migrated = process.env.DATABASE_URL && process.env.DB_AUTO_MIGRATE === '0' ? '' : ', migrated';
    log.info(`[db] ready: ${name}${migrated}${seeded ? ', seeded' : ''} — ${took()}`);
  } catch (error) {
    log.error(`[db] NOT ready: ${name} after ${took()}: ${(error as Error).message}. Requests that need it try again.`);
  }
}
