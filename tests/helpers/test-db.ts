// A fresh, migrated database per integration test file.
// - TEST_DATABASE_URL set: a new PostgreSQL database is created on that server and dropped after.
// - otherwise: an in-memory PGlite, restored from a snapshot of the migrated schema (≈0.5 s instead of
//   ≈2.5 s to migrate; STACK.md), the snapshot cached on disk per set of migrations.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, openPostgres, prismaOnPglite, setDb } from '@/lib/server/db/client';
import { migrate, pgRunner, readMigrations, type SqlRunner } from '@/lib/server/db/migrate';
import { createPglite } from '@/lib/server/db/pglite';

export interface TestDb {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** A raw connection to the same database, for catalog queries and the migration runner. */
  runner: SqlRunner;
  close(): Promise<void>;
}

export async function createTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const testDb = adminUrl ? await createPostgresDb(adminUrl) : await createPgliteDb();
  setDb(testDb.db);
  return testDb;
}

async function createPostgresDb(adminUrl: string): Promise<TestDb> {
  const { Client } = await import('pg');
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), { migrate: true });
  const raw = new Client({ connectionString: url.toString() });
  await raw.connect();
  return {
    db,
    kind: 'postgres',
    runner: pgRunner(raw),
    async close() {
      await db.$disconnect();
      await raw.end();
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

function snapshotPath(): string {
  const hash = createHash('sha256');
  for (const migration of readMigrations()) hash.update(migration.name).update(migration.checksum);
  return path.join(os.tmpdir(), `cardgrade-schema-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

async function createPgliteDb(): Promise<TestDb> {
  const file = snapshotPath();
  let pglite;
  if (fs.existsSync(file)) {
    pglite = await createPglite(undefined, { loadDataDir: new Blob([fs.readFileSync(file)]) });
  } else {
    pglite = await createPglite();
    await migrate(pglite);
    const dump = await pglite.dumpDataDir('gzip');
    const tmp = `${file}.${process.pid}`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
  }
  await pglite.waitReady;
  const db = await prismaOnPglite(pglite);
  return {
    db,
    kind: 'pglite',
    runner: pglite,
    async close() {
      await db.$disconnect();
      await pglite.close();
    },
  };
}
