// The one Prisma client of the process, opened lazily (never at import: `next build` imports modules).
// PostgreSQL when DATABASE_URL is set; otherwise the embedded PGlite in a local folder, migrated and
// seeded by the server's start-up (lib/server/db/ready-on-start.ts) so `npm run dev` needs nothing else
// (docs/decisions/0001-database.md). Opening a database never seeds it.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PrismaClient } from './generated/client';
import { acquireFileLock } from './file-lock';
import { createPglite } from './pglite';
import { migrate, pgRunner } from './migrate';
import { takingTurns } from './loop-turns';

export type Db = PrismaClient;
/** The client inside `db.$transaction(async (tx) => …)`: the one transaction type of the code base. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
/** Functions that work alone or as part of a caller's transaction take either. */
export type DbOrTx = Db | Tx;

/**
 * How long a transaction may wait for its connection before it is refused (Prisma's default: 2 s). A burst of
 * requests beyond the pool (DATABASE_POOL_SIZE; PGlite has one connection) queues: each transaction is short, so the
 * queue drains in well under this, and a member's action waiting a moment beats one refused with a 500 ("Unable to
 * start a transaction in the given time" — seen in CI when 50 likes at once met a loaded machine). A transaction's own
 * run time keeps Prisma's 5 s limit.
 */
export const TRANSACTION_OPTIONS = { maxWait: 10_000 } as const;

const globalForDb = globalThis as unknown as { __cardgradeDb?: Promise<Db> };

export function getDb(): Promise<Db> {
  globalForDb.__cardgradeDb ??= openDatabase().catch((error: unknown) => {
    globalForDb.__cardgradeDb = undefined;
    throw error;
  });
  return globalForDb.__cardgradeDb;
}

/** Tests and scripts that opened a database themselves make it the process's client. */
export function setDb(db: Db): void {
  globalForDb.__cardgradeDb = Promise.resolve(db);
}

export function embeddedDataDir(): string {
  return process.env.PGLITE_DIR ?? path.join(/*turbopackIgnore: true*/ process.cwd(), '.data', 'pglite');
}

async function openDatabase(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url) : openEmbedded(embeddedDataDir());
}

export async function openPostgres(url: string, options: { migrate?: boolean } = {}): Promise<Db> {
  const { Client } = await import('pg');
  if (options.migrate ?? process.env.DB_AUTO_MIGRATE !== '0') {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await migrate(pgRunner(client));
    } finally {
      await client.end();
    }
  }
  const { PrismaPg } = await import('@prisma/adapter-pg');
  const max = Number(process.env.DATABASE_POOL_SIZE ?? 10);
  // No turns of the event loop here: a socket's answer gives the loop back already (loop-turns.ts, decision 0018).
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max }), transactionOptions: TRANSACTION_OPTIONS });
}

/** Opens PGlite in `dataDir` (or in memory when null) and applies pending migrations. */
export async function openEmbedded(dataDir: string | null): Promise<Db> {
  if (dataDir) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    acquireFileLock(`${dataDir}.lock`);
  }
  // Dynamic imports (in pglite.ts) keep the WASM build out of the PostgreSQL path.
  const pglite = await createPglite(dataDir ?? undefined);
  await pglite.waitReady;
  await migrate(pglite);
  return prismaOnPglite(pglite);
}

/** The Prisma client on an open PGlite, as the server uses it (the integration tests too). */
export async function prismaOnPglite(pglite: PGlite): Promise<Db> {
  const { PrismaPGlite } = await import('pglite-prisma-adapter');
  // Each statement waits for its turn of the event loop, as a socket's answer would (loop-turns.ts).
  return new PrismaClient({ adapter: new PrismaPGlite(takingTurns(pglite)), transactionOptions: TRANSACTION_OPTIONS });
}
