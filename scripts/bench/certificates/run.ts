// `npm run bench:certificates` (issue #22, docs/BENCHMARKS.md "Certificates"): a real lab's data — 1,000,000
// published certificates filled by PostgreSQL (fill-certificates.ts) — behind the built app on PostgreSQL
// (BENCH_INSTANCES instances, 2 by default), then:
// all through the reverse proxy of a deployment (deploy/nginx, decision 0025) when nginx is installed (BENCH_PROXY=none:
// the app alone):
// - the certificate page (guest, cached; a rotation over BENCH_CERT_PAGES serials) against the limit server;
// - the certificate API at 50 connections (p99, errors): plain look-ups (the target) and keyed calls (each reaches the app);
// - the population search by name substring and by exact card (the service, p99);
// - counter updates while grading (orders published concurrently; the counters then equal a recount);
// - Lighthouse (mobile) and the first-load JavaScript of a certificate page.
// Needs a PostgreSQL server: BENCH_PG_URL or DATABASE_URL (an admin URL; the benchmark makes a database of its own).
import fs from 'node:fs';
import path from 'node:path';
import { openPostgres } from '@/lib/server/db/client';
import { cleanup } from '../cleanup';
import { firstLoadJs } from '../first-load-js';
import { get } from '../http';
import { waitForIdle } from '../idle';
import { measureLighthouse } from '../lighthouse';
import { figuresOf, hammer, type LoadFigures, startMirror } from '../load';
import { DEFAULT_PAGE_SECONDS } from '../../proxy/nginx';
import { build, startApp, startProxy } from '../server';
import { formatTable, num, percent } from '../table';
import { apiUnderLoad, type ApiFigures } from './api-load';
import { prepareBenchData } from './fill-certificates';
import { gradingUnderLoad, type GradingFigures } from './grading-load';
import { populationSearches, type SearchFigures } from './population-search';

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
};

const TARGETS = { pageShare: 0.9, apiP99Ms: 20, searchP99Ms: 50, lighthouse: 0.98, firstLoadGzipBytes: 150_000 } as const;

interface Report {
  when: string;
  data: { certificates: number; cards: number; fillSeconds: number | null };
  /** What the load went through: the reverse proxy in front of the app, or the app alone. */
  front: string;
  page?: { app: LoadFigures; limit: LoadFigures; share: number };
  api?: ApiFigures;
  search?: SearchFigures;
  grading?: GradingFigures;
  lighthouse?: { score: number | null; runs: (number | null)[] };
  firstLoad?: { gzip: number; raw: number; files: number };
  errors: string[];
}

async function main() {
  const adminUrl = process.env.BENCH_PG_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('npm run bench:certificates needs a PostgreSQL server: set BENCH_PG_URL (or DATABASE_URL).');
  const idle = { maxLoad: numberFrom('BENCH_LOAD_MAX', 1), maxWaitMs: numberFrom('BENCH_MAX_WAIT', 120) * 1000 };
  const settings = { connections: numberFrom('BENCH_CONNECTIONS', 50), durationSeconds: numberFrom('BENCH_DURATION', 10) };
  const data = await prepareBenchData(adminUrl, {
    certificates: numberFrom('BENCH_CERTIFICATES', 1_000_000),
    cards: numberFrom('BENCH_CARDS', 150_000),
    reuse: process.env.BENCH_REUSE === '1',
  });
  const report: Report = { when: new Date().toISOString(), data, front: 'the app alone', errors: [] };
  // BENCH_STEPS=page,api,search,grading,lighthouse: only those (all by default).
  const only = process.env.BENCH_STEPS?.split(',').map((name) => name.trim());
  const step = async (name: string, work: () => Promise<void>) => {
    if (only && !only.some((short) => name.toLowerCase().includes(short.toLowerCase()))) return;
    try {
      await work();
    } catch (error) {
      report.errors.push(`${name}: ${(error as Error).message}`);
      console.error(`! ${name}:`, error);
    }
  };

  process.env.DATABASE_URL = data.url;
  process.env.BENCH_INSTANCES ??= '2';
  if (process.env.BENCH_SKIP_BUILD !== '1') await build();
  const app = await startApp(path.join(process.cwd(), 'bench-results', 'certificates-server.log'));
  const proxy = await startProxy(app.origin);
  if (proxy)
    report.front = `nginx (deploy/nginx, ${process.env.BENCH_PROXY_WORKERS ? `${process.env.BENCH_PROXY_WORKERS} worker(s)` : 'a worker per core'}) in front of ${process.env.BENCH_INSTANCES} instance(s)`;
  const origin = proxy?.origin ?? app.origin;
  const db = await openPostgres(data.url, { migrate: false });
  try {
    const sample = await db.$queryRaw<
      { serial: string }[]
    >`SELECT "serial" FROM "Certificate" TABLESAMPLE SYSTEM (1) WHERE "publishedAt" IS NOT NULL LIMIT 2000`;
    const serials = sample.map((row) => row.serial);
    const pageSerials = serials.slice(0, numberFrom('BENCH_CERT_PAGES', 300));

    await step('certificate page', async () => {
      // Every page generated and cached on every instance before the clock starts (a guest's look-up of a known
      // certificate): each GET, straight to the app, is a new connection, which the instances take in turn; then an
      // unmeasured load right before the clock (after the wait for an idle machine) so the proxy (decision 0025) holds
      // its copies, long enough for the proxy to renew each copy twice: the app's
      // side of a renewal is then as warm as in a running site (with 3 s of it, or a minute's wait after it, the
      // measurement read 86–87 % where the same one read 95–98 % on a running site).
      const instances = Number(process.env.BENCH_INSTANCES) || 1;
      for (const serial of pageSerials) for (let i = 0; i < instances * 2; i += 1) await get(`${app.origin}/certification/${serial}`);
      const answer = await get(`${origin}/certification/${pageSerials[0]}`);
      if (answer.status !== 200) throw new Error(`GET /certification/${pageSerials[0]} answered ${answer.status}`);
      const requests = pageSerials.map((serial) => ({ method: 'GET' as const, path: `/certification/${serial}` }));
      const mirror = await startMirror(answer);
      try {
        await waitForIdle(idle);
        await hammer({ url: `${origin}/`, requests, connections: 8, durationSeconds: proxy ? 2 * DEFAULT_PAGE_SECONDS + 2 : 3 });
        console.log(`> certificate page: app (${pageSerials.length} serials) then limit, ${settings.connections} connections, ${settings.durationSeconds} s`);
        const appFigures = figuresOf(await hammer({ url: `${origin}/`, requests, ...settings }));
        const limit = figuresOf(await hammer({ url: mirror.url, ...settings }));
        report.page = { app: appFigures, limit, share: appFigures.requestsPerSecond / limit.requestsPerSecond };
      } finally {
        mirror.stop();
      }
    });
    await step('certificate API', async () => {
      await waitForIdle(idle);
      report.api = await apiUnderLoad(db, origin, serials.slice(0, 1000), settings);
    });
    await step('population search', async () => {
      report.search = await populationSearches(db, numberFrom('BENCH_SEARCHES', 200));
    });
    await step('counter updates while grading', async () => {
      report.grading = await gradingUnderLoad(db, {
        orders: numberFrom('BENCH_GRADING_ORDERS', 100),
        cardsPerOrder: 10,
        concurrency: numberFrom('BENCH_GRADING_CONCURRENCY', 8),
      });
    });
    await step('lighthouse', async () => {
      await waitForIdle(idle);
      const url = `${origin}/certification/${pageSerials[1] ?? pageSerials[0]}`;
      const figures = await measureLighthouse(url, numberFrom('BENCH_LH_RUNS', 3));
      report.lighthouse = { score: figures.score, runs: figures.runs };
      const page = await get(url);
      const js = await firstLoadJs(url, page.body.toString('utf8'));
      report.firstLoad = { gzip: js.gzipBytes, raw: js.rawBytes, files: js.files };
    });
  } finally {
    await db.$disconnect();
    await proxy?.stop();
    await app.stop();
  }
  printReport(report);
  fs.mkdirSync(path.join(process.cwd(), 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(process.cwd(), 'bench-results', 'certificates.json'), JSON.stringify(report, null, 2));
}

function printReport(report: Report) {
  const verdict = (ok: boolean | undefined) => (ok === undefined ? 'NOT MEASURED' : ok ? 'PASS' : 'MISS');
  const rows: string[][] = [
    [
      'certificate page (guest, cached) / limit',
      `≥ ${percent(TARGETS.pageShare, 0)}`,
      report.page
        ? `${percent(report.page.share)} (${num(report.page.app.requestsPerSecond)} / ${num(report.page.limit.requestsPerSecond)} req/s, p99 ${num(report.page.app.p99Ms)} ms)`
        : '–',
      verdict(report.page && report.page.share >= TARGETS.pageShare),
    ],
    [
      'certificate API (plain look-up), 50 connections: p99, errors',
      `≤ ${TARGETS.apiP99Ms} ms, 0`,
      report.api
        ? `${num(report.api.plain.p99Ms, 1)} ms, ${report.api.plain.errors + report.api.plain.non2xx} (${num(report.api.plain.requestsPerSecond)} req/s; ${report.api.plainFromCopy}/100 from the proxy's copy)`
        : '–',
      verdict(report.api && report.api.plain.p99Ms <= TARGETS.apiP99Ms && report.api.plain.errors + report.api.plain.non2xx === 0),
    ],
    [
      'certificate API (keyed, each call reaches the app), 50 connections',
      '(information)',
      report.api
        ? `p99 ${num(report.api.keyed.p99Ms, 1)} ms, p50 ${num(report.api.keyed.p50Ms, 1)} ms, ${report.api.keyed.errors + report.api.keyed.non2xx} errors (${num(report.api.keyed.requestsPerSecond)} req/s)`
        : '–',
      '',
    ],
    [
      'population search by name substring: p99',
      `≤ ${TARGETS.searchP99Ms} ms`,
      report.search ? `${num(report.search.nameP99Ms, 1)} ms (p50 ${num(report.search.nameP50Ms, 1)})` : '–',
      verdict(report.search && report.search.nameP99Ms <= TARGETS.searchP99Ms),
    ],
    [
      'population search by exact card: p99',
      `≤ ${TARGETS.searchP99Ms} ms`,
      report.search
        ? `${num(report.search.cardP99Ms, 1)} ms (p50 ${num(report.search.cardP50Ms, 1)}; found ${report.search.cardsFound}/${report.search.searches / 2})`
        : '–',
      verdict(report.search && report.search.cardP99Ms <= TARGETS.searchP99Ms),
    ],
    [
      'counter updates while grading',
      'counters = recount',
      report.grading
        ? `${report.grading.transactions} orders (${report.grading.certificates} cards), ${num(report.grading.perSecond, 1)}/s, p50 ${num(report.grading.p50Ms)} ms, p99 ${num(report.grading.p99Ms)} ms; ${report.grading.countersMatch ? 'equal' : 'DIFFER'} on ${report.grading.cardsChecked} cards`
        : '–',
      verdict(report.grading?.countersMatch),
    ],
    [
      'certificate page Lighthouse (mobile)',
      `≥ ${TARGETS.lighthouse}`,
      report.lighthouse ? `${num(report.lighthouse.score, 2)} (runs ${report.lighthouse.runs.map((score) => num(score, 2)).join(', ')})` : '–',
      verdict(report.lighthouse && (report.lighthouse.score ?? 0) >= TARGETS.lighthouse),
    ],
    [
      'certificate page first-load JS (gzip)',
      `≤ ${TARGETS.firstLoadGzipBytes / 1000} kB`,
      report.firstLoad ? `${(report.firstLoad.gzip / 1000).toFixed(1)} kB (${report.firstLoad.files} files)` : '–',
      verdict(report.firstLoad && report.firstLoad.gzip <= TARGETS.firstLoadGzipBytes),
    ],
  ];
  console.log(
    `\nCertificates benchmark — ${report.data.certificates} certificates over ${report.data.cards} cards${report.data.fillSeconds === null ? ' (reused)' : `, filled in ${report.data.fillSeconds.toFixed(0)} s`}; through ${report.front}\n`,
  );
  console.log(formatTable(['target', 'goal', 'measured', 'verdict'], rows));
  for (const error of report.errors) console.log(`! ${error}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
