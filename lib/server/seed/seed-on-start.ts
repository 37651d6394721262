// Server start-up (instrumentation.ts): the embedded database gets its demo data on the first start, so
// `npm run dev` needs nothing else. Not part of getDb(): opening a database never seeds it, and scripts,
// jobs and tests open databases without importing any seed code. PostgreSQL is seeded only by
// `npm run db:seed`; SEED_ON_EMPTY=0 turns this off for the embedded database too.
import { getDb } from '@/lib/server/db/client';
import { seedIfEmpty } from './seed-database';

export async function seedEmbeddedDatabaseOnStart(): Promise<void> {
  if (process.env.DATABASE_URL || process.env.SEED_ON_EMPTY === '0') return;
  await seedIfEmpty(await getDb());
}
