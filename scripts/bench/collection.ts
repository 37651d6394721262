// Issue #25's target for the collection: "a collection of 5,000 cards renders its first page with server time ≤ 30 ms
// and filters in ≤ 50 ms (p99, PostgreSQL)". Measured at the service (listCollection: the page's and the API's one
// read), with performance.now(), 200 times after a warm-up, on a database of its own:
// - TEST_DATABASE_URL or DATABASE_URL (an admin URL of a PostgreSQL server): creates `cardgrade_bench_collection`,
//   migrates it, and drops it at the end (BENCH_KEEP=1 keeps it);
// - neither: an in-memory PGlite (the embedded default; not the target's database, a reference only).
// One member owns 5,000 published certificates (a third with front and back scans, a few voided, some "A"), among
// 20,000 certificates of other members, so the memberId index has something to skip.
// Run: npx tsx scripts/bench/collection.ts
import { performance } from 'node:perf_hooks';
import { getPortfolio } from '@/lib/server/collection/get-portfolio';
import { listCollection } from '@/lib/server/collection/list-collection';
import { type Db, openPostgres, prismaOnPglite } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { migrate } from '@/lib/server/db/migrate';
import { createPglite } from '@/lib/server/db/pglite';
import { buildCertificate } from '@/lib/server/seed/builders/certificate';
import { createMember } from '@/lib/server/seed/builders/member';
import { seededRandom } from '@/lib/server/seed/builders/random';
import { type CollectionQuery, collectionQuerySchema } from '@/lib/shared/collection/collection-query';
import { quantile } from './stats';

const OWNED = 5_000;
const OTHERS = 20_000;
const OTHER_MEMBERS = 40;
const WARM_UP = 20;
const ITERATIONS = 200;
const DATABASE = 'cardgrade_bench_collection';

async function openDatabase(): Promise<{ db: Db; kind: string; close: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!adminUrl) {
    const pglite = await createPglite();
    await migrate(pglite);
    const db = await prismaOnPglite(pglite);
    return { db, kind: 'PGlite (in memory)', close: async () => (await db.$disconnect(), await pglite.close()) };
  }
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${DATABASE}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  const db = await openPostgres(url.toString(), { migrate: true });
  return {
    db,
    kind: `PostgreSQL (${url.host})`,
    close: async () => {
      await db.$disconnect();
      if (process.env.BENCH_KEEP === '1') return;
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function fill(db: Db): Promise<{ memberId: number; sampleSerial: string }> {
  const random = seededRandom(25);
  const owner = await createMember(db);
  const others = [];
  for (let i = 0; i < OTHER_MEMBERS; i += 1) others.push((await createMember(db)).id);
  const serials = new Set<string>();
  const rows: Prisma.CertificateCreateManyInput[] = [];
  const published = new Date('2026-11-01T00:00:00Z');
  while (rows.length < OWNED + OTHERS) {
    const mine = rows.length < OWNED;
    const row = buildCertificate(random, {
      memberId: mine ? owner.id : random.pick(others),
      publishedAt: published,
      ...(mine && random.chance(0.01) ? { voidedAt: published, voidReason: 'bench' } : {}),
    });
    if (serials.has(row.serial)) continue;
    serials.add(row.serial);
    rows.push(row as Prisma.CertificateCreateManyInput);
  }
  for (let i = 0; i < rows.length; i += 1_000) await db.certificate.createMany({ data: rows.slice(i, i + 1_000) });
  const owned = await db.certificate.findMany({ where: { memberId: owner.id }, select: { id: true, serial: true } });
  const images: Prisma.ImageCreateManyInput[] = owned
    .filter((_row, index) => index % 3 === 0)
    .flatMap((row) =>
      (['CARD_FRONT', 'CARD_BACK'] as const).map((kind) => ({
        ownerId: owner.id,
        certificateId: row.id,
        kind,
        storageKey: `bench/${row.serial}-${kind}.jpg`,
        thumbKey: `bench/${row.serial}-${kind}-thumb.webp`,
        zoomKey: `bench/${row.serial}-${kind}-zoom.webp`,
        mimeType: 'image/jpeg',
        width: 1200,
        height: 1600,
        bytes: 1_000,
      })),
    );
  for (let i = 0; i < images.length; i += 1_000) await db.image.createMany({ data: images.slice(i, i + 1_000) });
  await db.$executeRawUnsafe('ANALYZE');
  return { memberId: owner.id, sampleSerial: owned[0]!.serial };
}

async function measure(read: () => Promise<number>): Promise<{ p50: number; p99: number; total: number }> {
  let total = 0;
  for (let i = 0; i < WARM_UP; i += 1) total = await read();
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  return { p50: quantile(times, 0.5)!, p99: quantile(times, 0.99)!, total };
}

const row = (label: string, total: number, p50: number, p99: number, target: number | null) =>
  `| ${label} | ${total} | ${p50.toFixed(2)} | ${p99.toFixed(2)} | ${target === null ? '—' : `≤ ${target}`} | ${target === null ? '' : p99 <= target ? 'PASS' : 'MISS'} |`;

async function main() {
  const { db, kind, close } = await openDatabase();
  try {
    console.log(`> ${kind}: filling ${OWNED} certificates of one member among ${OWNED + OTHERS}`);
    const started = Date.now();
    const { memberId, sampleSerial } = await fill(db);
    console.log(`  filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const cases: [string, Record<string, string>, number][] = [
      ['first page (newest first)', {}, 30],
      ['filter: name "pikachu"', { name: 'pikachu' }, 50],
      ['filter: grade "A"', { grade: 'A' }, 50],
      ['filter: serial prefix, grade 9, sorted by grade', { serial: sampleSerial.slice(0, 1), grade: '9', sort: 'grade-desc' }, 50],
    ];
    console.log(`\n| read | cards matched | p50 ms | p99 ms | target p99 | |`);
    console.log(`|---|---:|---:|---:|---:|---|`);
    for (const [label, raw, target] of cases) {
      const query = (await collectionQuerySchema.validate(raw)) as CollectionQuery;
      const { p50, p99, total } = await measure(async () => (await listCollection(db, { memberId }, query)).total);
      console.log(row(label, total, p50, p99, target));
    }
    // No target of its own: the portfolio page reads the whole collection by design (lib/shared/collection/portfolio.ts).
    const portfolio = await measure(async () => (await getPortfolio(db, { memberId })).cards);
    console.log(row('portfolio (whole collection)', portfolio.total, portfolio.p50, portfolio.p99, null));
    console.log(`\n${ITERATIONS} iterations each after ${WARM_UP} to warm up; service time (listCollection: one statement, page + scans + count).`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
