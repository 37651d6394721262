// Applies prisma/migrations/<timestamp>_<name>/migration.sql in order, recording each in
// `_prisma_migrations` with Prisma's columns and sha256 checksum, so `prisma migrate deploy` can take
// over wherever its engine can be downloaded (docs/decisions/0001-database.md).
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The little a migration needs from a driver: pg's Client and PGlite both fit. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements (simple query protocol). */
  exec(sql: string): Promise<unknown>;
}

// Any constant: serialises concurrent runners on PostgreSQL (several app instances starting at once).
const ADVISORY_LOCK_KEY = 72707369;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

// The folder is spelled out in every call: through a variable, Next's build cannot see which files are read and
// traces the whole project into the server's output (STACK.md, issue #11); spelled out, it traces this folder.
export function readMigrations(): Migration[] {
  if (!fs.existsSync(path.join(process.cwd(), 'prisma', 'migrations'))) return [];
  return (
    fs
      .readdirSync(path.join(process.cwd(), 'prisma', 'migrations'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      // Names go into SQL literally below, so only Prisma's <timestamp>_<name> shape is accepted.
      .filter((name) => /^\d{14}_[a-z0-9_]+$/.test(name))
      .sort()
      .map((name) => {
        const sql = fs.readFileSync(path.join(process.cwd(), 'prisma', 'migrations', name, 'migration.sql'), 'utf8');
        return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
      })
  );
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/** Applies pending migrations; returns the names applied. Fails on an edited applied migration. */
export async function migrate(db: SqlRunner, migrations = readMigrations()): Promise<string[]> {
  // Selecting a constant: drivers cannot decode the function's `void` result.
  await db.query('SELECT true AS locked FROM pg_advisory_lock($1)', [ADVISORY_LOCK_KEY]);
  try {
    await db.exec(CREATE_TABLE);
    const { rows } = await db.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL',
    );
    const applied = new Map(rows.map((row) => [row.migration_name, row.checksum]));
    const done: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it was applied; add a new migration instead.`);
        }
        continue;
      }
      // The record is written in the same transaction as the change: applied means recorded.
      const record = `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
        VALUES ('${randomUUID()}', '${migration.checksum}', '${migration.name}', now(), 1);`;
      await db.exec(`BEGIN;\n${migration.sql}\n;\n${record}\nCOMMIT;`).catch(async (error: unknown) => {
        await db.exec('ROLLBACK').catch(() => undefined);
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
      });
      done.push(migration.name);
    }
    return done;
  } finally {
    await db.query('SELECT pg_advisory_unlock($1) AS unlocked', [ADVISORY_LOCK_KEY]);
  }
}

/** node-postgres has no `exec`: a query without parameters runs a multi-statement script. */
export function pgRunner(client: { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> }): SqlRunner {
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)) as { rows: T[] },
    exec: (sql: string) => client.query(sql),
  };
}
