// The certificate benchmark's database (issue #22): a PostgreSQL database of its own on the server of BENCH_PG_URL (or
// DATABASE_URL), migrated, then filled by fill.sql — 1,000,000 published certificates over 150,000 cards by default,
// made by PostgreSQL (generate_series), with the population counters those certificates add up to. BENCH_REUSE=1 keeps
// a database already filled with as many certificates (filling takes a minute or two).
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { migrate, pgRunner } from '@/lib/server/db/migrate';

export interface BenchData {
  url: string;
  certificates: number;
  cards: number;
  fillSeconds: number | null;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function count(url: string): Promise<number | null> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM "Certificate" WHERE "publishedAt" IS NOT NULL');
    return Number(rows[0]!.n);
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function prepareBenchData(
  adminUrl: string,
  options: { certificates: number; cards: number; reuse: boolean; database?: string },
): Promise<BenchData> {
  const database = options.database ?? 'cardgrade_bench_certificates';
  const url = withDatabase(adminUrl, database);
  if (options.reuse) {
    const existing = await count(url);
    if (existing !== null && existing >= options.certificates) {
      console.log(`> reusing ${database}: ${existing} published certificates`);
      return { url, certificates: existing, cards: options.cards, fillSeconds: null };
    }
  }
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();

  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await migrate(pgRunner(client));
    const sql = fs
      .readFileSync(path.join(__dirname, 'fill.sql'), 'utf8')
      .replaceAll(':certificates', String(options.certificates))
      .replaceAll(':cards', String(options.cards));
    console.log(`> filling ${database}: ${options.certificates} certificates over ${options.cards} cards (SQL, generate_series)`);
    const started = Date.now();
    await client.query(sql);
    const fillSeconds = (Date.now() - started) / 1000;
    console.log(`  filled in ${fillSeconds.toFixed(1)} s`);
    return { url, certificates: options.certificates, cards: options.cards, fillSeconds };
  } finally {
    await client.end();
  }
}
