// `npm run db:seed`: adds the demo data (price policy, content, demo accounts, certificates). Idempotent.
import { seedDatabase } from '@/lib/server/seed/seed-database';
import { describeTarget, openForScript, runScript } from './open';

void runScript(async () => {
  const db = await openForScript();
  console.log(`Seeding ${describeTarget()}…`);
  await seedDatabase(db);
  await db.$disconnect();
});
