// `npm run bench`: builds the app, starts it, and measures each page — Lighthouse performance,
// first-load JS, and throughput/p99 against the limit of a minimal server. See docs/BENCHMARKS.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanup } from './cleanup';
import { firstLoadJs } from './first-load-js';
import { get } from './http';
import { measureLighthouse } from './lighthouse';
import { load, startMirror, type LoadSettings } from './load';
import { printReport, writeReport, type BenchReport, type PageResult } from './report';
import { build, startApp, type AppServer } from './server';

const PAGES = (process.env.BENCH_PAGES ?? '/,/grading/pricing,/partner-shop').split(',').map((p) => p.trim()).filter(Boolean);
const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
};
const lighthouseRuns = Number(process.env.BENCH_LH_RUNS ?? 3);
const outDir = path.join(process.cwd(), 'bench-results');

async function measurePage(app: AppServer, pagePath: string): Promise<PageResult> {
  const url = new URL(pagePath, app.origin).href;
  const result: PageResult = { path: pagePath, status: null, errors: [] };
  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      result.errors.push(`${name}: ${(error as Error).message}`);
    }
  };
  console.log(`\n# ${pagePath}`);
  const answer = await get(url).catch((error: Error) => {
    result.errors.push(`GET: ${error.message}`);
    return null;
  });
  if (!answer) return result;
  result.status = answer.status;
  result.contentType = answer.headers['content-type'];
  result.htmlBytes = answer.body.length;
  if (answer.status !== 200) {
    const where = answer.headers.location ? ` → ${answer.headers.location}` : '';
    result.errors.push(`HTTP ${answer.status}${where}: page not measured`);
    console.log(`  HTTP ${answer.status}${where}: not measured`);
    return result;
  }
  await step('first-load JS', async () => {
    result.firstLoadJs = await firstLoadJs(url, answer.body.toString('utf8'));
  });
  console.log(`  Lighthouse ×${lighthouseRuns}...`);
  await step('Lighthouse', async () => {
    result.lighthouse = await measureLighthouse(url, lighthouseRuns);
  });
  console.log(`  autocannon app ${settings.durationSeconds} s...`);
  await step('load (app)', async () => {
    result.app = await load(url, settings);
  });
  console.log(`  autocannon limit ${settings.durationSeconds} s...`);
  await step('load (limit)', async () => {
    const mirror = await startMirror(answer);
    try {
      result.limit = await load(mirror.url, settings);
    } finally {
      mirror.stop();
    }
  });
  if (result.app && result.limit) result.appToLimit = result.app.requestsPerSecond / result.limit.requestsPerSecond;
  return result;
}

function version(read: () => string): string | null {
  try {
    return read().trim();
  } catch {
    return null;
  }
}

const packageVersion = (name: string) =>
  version(() => JSON.parse(fs.readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')).version);

async function main(): Promise<number> {
  const loadAverageBefore = os.loadavg();
  if (process.env.BENCH_SKIP_BUILD !== '1') await build();
  else if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) throw new Error('BENCH_SKIP_BUILD=1 but there is no .next/BUILD_ID');

  const app = await startApp(path.join(outDir, 'server.log'));
  const pages: PageResult[] = [];
  try {
    for (const pagePath of PAGES) pages.push(await measurePage(app, pagePath));
  } finally {
    await app.stop();
  }

  const report: BenchReport = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '?', loadAverageBefore, loadAverageAfter: os.loadavg() },
    versions: {
      node: process.version,
      next: packageVersion('next'),
      lighthouse: packageVersion('lighthouse'),
      autocannon: packageVersion('autocannon'),
      chromium: version(() => execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString()),
      commit: version(() => execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString()),
    },
    database: app.database,
    lighthouse: { profile: 'default mobile profile (simulated throttling), performance category only', runsPerPage: lighthouseRuns },
    load: { ...settings, tool: 'autocannon', warmUp: 'one GET per target' },
    units: {
      bytes: 'HTML and JS sizes in bytes; the table shows kB = 1000 bytes',
      gzip: 'bytes next start sent with Accept-Encoding: gzip (or zlib default level if uncompressed)',
      lighthouse: 'score 0..1; fcp, lcp, tbt, speedIndex in ms; cls unitless',
      load: 'requestsPerSecond = mean of per-second samples; latency in ms',
    },
    pages,
  };
  printReport(report);
  writeReport(report, path.join(outDir, 'latest.json'));
  return pages.some((p) => p.errors.length > 0) ? 1 : 0;
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(`\nbench failed: ${(error as Error).stack ?? error}`);
    await cleanup();
    process.exit(1);
  });
