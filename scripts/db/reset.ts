// `npm run db:reset`: drops every table and re-creates, migrates and seeds the database.
// Refuses in production; on the embedded default, fails fast while a server holds the folder.
import fs from 'node:fs';
import { embeddedDataDir } from '@/lib/server/db/client';
import { acquireFileLock } from '@/lib/server/db/file-lock';
import { seedDatabase } from '@/lib/server/seed/seed-database';
import { describeTarget, openForScript, runScript } from './open';

void runScript(async () => {
  if (process.env.NODE_ENV === 'production') throw new Error('db:reset refuses to run with NODE_ENV=production.');
  const url = process.env.DATABASE_URL;
  if (url) {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await client.end();
  } else {
    const dir = embeddedDataDir();
    const release = acquireFileLock(`${dir}.lock`); // throws while the server runs
    fs.rmSync(dir, { recursive: true, force: true });
    release();
  }
  const db = await openForScript();
  console.log(`Reset ${describeTarget()}; seeding…`);
  await seedDatabase(db);
  await db.$disconnect();
});
