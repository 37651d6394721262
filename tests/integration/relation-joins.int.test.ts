/** @jest-environment node */
// docs/decisions/0017-relation-joins.md (issue #11): a query with `include` is one SQL statement, not one per relation.
// Counted with Prisma's query log on an embedded database of its own: the load strategy is the generated client's,
// the same for PostgreSQL (the suite's other tests check the results on both databases).
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '@/lib/server/db/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import type { Db } from '@/lib/server/db/client';
import { PrismaClient } from '@/lib/server/db/generated/client';
import { migrate } from '@/lib/server/db/migrate';
import { getAccountProfile } from '@/lib/server/account/get-account-profile';
import { getPricePolicy } from '@/lib/server/pricing/get-price-policy';
import { seedPricePolicy } from '@/lib/server/seed/seed-price-policy';
import { createMember } from '@/tests/factories/member';

let pglite: PGlite;
let db: Db;
const statements: string[] = [];

beforeAll(async () => {
  pglite = await createPglite();
  await migrate(pglite);
  const client = new PrismaClient({ adapter: new PrismaPGlite(pglite), log: [{ emit: 'event', level: 'query' }] });
  client.$on('query', (event) => statements.push(event.query));
  db = client;
  await seedPricePolicy(db);
}, 60_000);
afterAll(async () => {
  await db.$disconnect();
  await pglite.close();
});

test("the member's profile with membership and social accounts: one statement", async () => {
  const member = await createMember(db);
  statements.length = 0;
  const profile = await getAccountProfile(db, { memberId: member.id } as Parameters<typeof getAccountProfile>[1]);
  expect(profile.mbId).toBe(member.mbId);
  expect(statements).toHaveLength(1);
});

test("a currency's price policy with its services, categories and delivery costs: one statement", async () => {
  statements.length = 0;
  const policy = await getPricePolicy(db, 'TWD');
  expect(policy?.services.length).toBeGreaterThan(0);
  expect(policy?.categories.length).toBeGreaterThan(0);
  expect(policy?.deliveryCosts.length).toBeGreaterThan(0);
  expect(statements).toHaveLength(1);
});
