// `npm run jobs`: runs every sweep once and prints what it did (for a cron, or to check by hand).
// Opens the database like the server does (getDb): on the embedded database it fails fast with the lock
// message while a server holds it; on PostgreSQL it runs alongside the servers.
import { getDb } from '@/lib/server/db/client';
import { describeOutcome, runAllSweeps } from '@/lib/server/jobs/sweeps';
import { runScript } from '../db/open';

void runScript(async () => {
  const db = await getDb();
  const outcomes = await runAllSweeps(db);
  for (const outcome of outcomes) console.log(describeOutcome(outcome));
  await db.$disconnect();
  const failed = outcomes.filter((outcome) => outcome.error);
  if (failed.length > 0) throw new Error(`${failed.length} sweep(s) failed.`);
});
