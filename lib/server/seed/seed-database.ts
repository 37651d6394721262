// What `npm run db:seed` and the embedded default's first start write, built with the same builders the tests use
// (./builders; tests/factories re-exports them). Two parts (issue #23, docs/OPERATIONS.md "Seeding"):
// - what a live site needs, always: memberships, the price policy, the FAQ a new site starts with;
// - demo data, only when asked (SEED_DEMO=1, or in development): demo partner shops, notices and events, demo
//   members with their orders and photos, 600 graded certificates. A live database never gets fake certificates in
//   its population report or fake shops on its map.
import type { Db } from '@/lib/server/db/client';
import { publishDueCertificates } from '../certificates/publish-certificates';
import { createCertificates } from './builders/certificate';
import { createMember } from './builders/member';
import { seededRandom } from './builders/random';
import { DEMO_ACCOUNTS, MEMBERSHIPS } from './data/demo-accounts';
import { DEMO_ORDER_MEMBER } from './data/demo-orders';
import { seedContent } from './seed-content';
import { seedDemoAlbums } from './seed-demo-albums';
import { seedDemoOrders } from './seed-demo-orders';
import { seedPricePolicy } from './seed-price-policy';

const CERTIFICATE_COUNT = 600;

export interface SeedOptions {
  /** Demo members and their orders (with photos). Default: demoData(). */
  demoAccounts?: boolean;
  /** Demo shops, notices, events and graded certificates. Default: demoData(). */
  demoContent?: boolean;
  log?: (line: string) => void;
}

/** Demo data unless this is production without SEED_DEMO=1. */
export function demoData(env: Partial<Record<string, string>> = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.SEED_DEMO === '1';
}

export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if ((await db.costPolicy.count()) > 0) return false;
  await seedDatabase(db, options);
  return true;
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? ((line: string) => console.info(`[seed] ${line}`));
  const demoAccounts = options.demoAccounts ?? demoData();
  const demoContent = options.demoContent ?? demoData();

  for (const membership of MEMBERSHIPS) {
    await db.membership.upsert({ where: { name: membership.name }, update: membership, create: membership });
  }
  await seedPricePolicy(db);
  log('price policy (TWD, USD, KRW)');
  await seedContent(db, { demo: demoContent });
  log(demoContent ? 'FAQ, demo partner shops, notices and events' : 'FAQ');

  const ownerIds: number[] = [];
  if (demoAccounts) {
    for (const account of DEMO_ACCOUNTS) ownerIds.push(await ensureDemoAccount(db, account));
    log(`${DEMO_ACCOUNTS.length} demo accounts (see README)`);
    const orders = await seedDemoOrders(db);
    if (orders > 0) log(`${orders} demo orders of ${DEMO_ORDER_MEMBER}`);
  }
  if (!demoContent) return;
  if ((await db.certificate.count()) === 0) {
    const created = await createCertificates(db, CERTIFICATE_COUNT, seededRandom(20261122), ownerIds.slice(2));
    log(`${created} graded certificates`);
  }
  // Certificates without an order were graded before this system: public, and counted in the population.
  const published = await publishDueCertificates(db);
  if (published > 0) log(`${published} certificates published (population report)`);
  if (demoAccounts) {
    const albums = await seedDemoAlbums(db);
    if (albums > 0) log(`${albums} demo albums in the gallery`);
  }
}

async function ensureDemoAccount(db: Db, account: (typeof DEMO_ACCOUNTS)[number]): Promise<number> {
  const existing = await db.member.findUnique({ where: { mbEmail: account.email } });
  if (existing) return existing.id;
  const region = await db.supportRegion.findUniqueOrThrow({ where: { code: account.region } });
  const membership = account.membership ? await db.membership.findUnique({ where: { name: account.membership } }) : null;
  const member = await createMember(
    db,
    {
      mbEmail: account.email,
      mbNick: account.nick,
      mbName: account.nick,
      role: account.role,
      mbStatus: account.status,
      supportRegionId: region.id,
      membershipId: membership?.id ?? null,
      mbPhone: account.phone ?? null,
      phoneVerifiedAt: account.phone ? new Date() : null,
      dormantAt: account.status === 'DORMANCY' ? new Date() : null,
      lastLoginAt: account.status === 'DORMANCY' ? new Date(Date.now() - 400 * 86_400_000) : new Date(),
    },
    account.password,
  );
  return member.id;
}
