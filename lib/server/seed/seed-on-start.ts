// Server start-up (lib/server/db/ready-on-start.ts): the embedded database gets its demo data on the first start,
// so `npm run dev` needs nothing else. Not part of getDb(): opening a database never seeds it, and scripts,
// jobs and tests open databases without importing any seed code. PostgreSQL is seeded only by
// `npm run db:seed`; SEED_ON_EMPTY=0 turns this off for the embedded database too.
import type { Db } from '@/lib/server/db/client';
import { seedIfEmpty } from './seed-database';

/** True when it seeded (the database was empty). */
export async function seedEmbeddedDatabaseOnStart(db: Db): Promise<boolean> {
  if (process.env.DATABASE_URL || process.env.SEED_ON_EMPTY === '0') return false;
  return seedIfEmpty(db);
}
