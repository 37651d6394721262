// `npm run db:migrate`: applies pending SQL migrations to the configured database.
import { describeTarget, openForScript, runScript } from './open';

void runScript(async () => {
  const db = await openForScript(); // opening migrates
  console.log(`Migrations applied: ${describeTarget()} is up to date.`);
  await db.$disconnect();
});
