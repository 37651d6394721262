// Opens the configured database for a command-line script, without the server's automatic seed.
// On the embedded default this takes the folder's lock, so it fails fast while `npm run dev` runs.
import { DatabaseLockedError } from '@/lib/server/db/file-lock';
import { type Db, embeddedDataDir, openEmbedded, openPostgres } from '@/lib/server/db/client';

export function describeTarget(): string {
  return process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${embeddedDataDir()}`;
}

export async function openForScript(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url, { migrate: true }) : openEmbedded(embeddedDataDir());
}

export async function runScript(main: () => Promise<void>): Promise<void> {
  try {
    await main();
    process.exit(0);
  } catch (error) {
    if (error instanceof DatabaseLockedError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  }
}
