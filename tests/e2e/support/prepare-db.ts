// Runs before `next start` in playwright.config.ts (`npx tsx tests/e2e/support/prepare-db.ts`): migrates and
// seeds the run's database as the app would on its first start, then adds the members of e2e-fixtures.ts.
// Idempotent: on a reused PostgreSQL database (DATABASE_URL) the dormant members are made dormant again.
// It exits before the app starts, which releases the embedded database's lock.
import { openForScript, runScript } from '@/scripts/db/open';
import { seedIfEmpty } from '@/lib/server/seed/seed-database';
import { createMember } from '@/tests/factories/member';
import { DORMANT_PROJECTS, DORMANT_PURPOSES, FIXTURE_PASSWORD, PHONE_OWNER, dormantMemberEmail } from './e2e-fixtures';

const YEAR_AND_A_MONTH_AGO = () => new Date(Date.now() - 400 * 86_400_000);

void runScript(async () => {
  const db = await openForScript();
  await seedIfEmpty(db, { log: () => undefined });

  for (const project of DORMANT_PROJECTS) {
    for (const purpose of DORMANT_PURPOSES) {
      const email = dormantMemberEmail(project, purpose);
      const dormant = { mbStatus: 'DORMANCY' as const, dormantAt: new Date(), lastLoginAt: YEAR_AND_A_MONTH_AGO() };
      const existing = await db.member.findUnique({ where: { mbEmail: email } });
      if (existing) await db.member.update({ where: { id: existing.id }, data: dormant });
      else await createMember(db, { mbEmail: email, mbNick: `sleepy${purpose}${project}`, ...dormant }, FIXTURE_PASSWORD);
    }
  }

  if (!(await db.member.findUnique({ where: { mbEmail: PHONE_OWNER.email } }))) {
    await createMember(db, { mbEmail: PHONE_OWNER.email, mbNick: 'phoneowner', mbPhone: PHONE_OWNER.e164, phoneVerifiedAt: new Date() }, FIXTURE_PASSWORD);
  }
  await db.$disconnect();
});
