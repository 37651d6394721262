// `npm run bench`: builds the app, starts it, and measures each page — first-load JS, Lighthouse, server
// time per render at one connection, throughput/p99 against the limit of a minimal server — then a
// signed-in mix at many connections, each on an idle machine, and checks the figures against the targets
// of issue #11. See docs/BENCHMARKS.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isProtectedPath } from '@/lib/shared/routes';
import { cleanup } from './cleanup';
import { firstLoadJs } from './first-load-js';
import { get } from './http';
import { idleHeading, type IdleReading, type IdleSettings, waitForIdle } from './idle';
import { measureLighthouse } from './lighthouse';
import { figuresOf, hammer, load, startMirror, type LoadSettings } from './load';
import { memberSession, type CookieSource } from './member-session';
import { prepareMix, runMix, type MixRequest } from './mix';
import { printReport, writeReport, type BenchReport, type MixResult, type PageResult } from './report';
import { combineLoad, combineMix } from './runs';
import { build, startApp, startProxy, type AppServer } from './server';
import { median } from './stats';
import { LIGHTHOUSE_PAGES, MY_PAGE, STOREFRONT_PAGES, evaluateTargets } from './targets';

const list = (value: string) =>
  value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
};

const DEFAULT_PAGES = [...STOREFRONT_PAGES, '/login', '/grading/submit', MY_PAGE];
/** `+/path` signs in first; a page the proxy guards (lib/shared/routes.ts) is always measured signed in. */
const PAGES = list(process.env.BENCH_PAGES ?? DEFAULT_PAGES.join(',')).map((spec) => {
  const pagePath = spec.replace(/^\+/, '');
  return { path: pagePath, signedIn: spec.startsWith('+') || isProtectedPath(pagePath) };
});
const LH_PAGES = list(process.env.BENCH_LH_PAGES ?? LIGHTHOUSE_PAGES.join(','));
const settings: LoadSettings = {
  connections: numberFrom('BENCH_CONNECTIONS', 50),
  durationSeconds: numberFrom('BENCH_DURATION', 10),
};
const runs = Math.max(1, numberFrom('BENCH_RUNS', 3));
const serverTimeSeconds = numberFrom('BENCH_C1_DURATION', 5);
/**
 * Seconds of unmeasured load at 1 connection before the server time: V8 optimises a page's code only after some
 * hundreds of renders (my page on a fresh start: 8.6 ms in the first 5 s, 5.1 ms from the 15th s, session 10), and a
 * live server is warm. The warm-up's own p50 is reported beside the figure.
 */
const warmUpSeconds = numberFrom('BENCH_WARMUP', 5);
const lighthouseRuns = numberFrom('BENCH_LH_RUNS', 3);
const mixEnabled = process.env.BENCH_MIX !== '0';
const mixSettings: LoadSettings = {
  connections: numberFrom('BENCH_MIX_CONNECTIONS', 200),
  durationSeconds: numberFrom('BENCH_MIX_DURATION', 30),
};
const mixTimeoutSeconds = numberFrom('BENCH_MIX_TIMEOUT', 30);
const idleSettings: IdleSettings = {
  maxLoad: numberFrom('BENCH_LOAD_MAX', 1),
  maxWaitMs: numberFrom('BENCH_MAX_WAIT', 120) * 1000,
};
const outDir = path.join(process.cwd(), 'bench-results');

async function measurePage(app: AppServer, page: { path: string; signedIn: boolean }, cookie: CookieSource): Promise<PageResult> {
  const url = new URL(page.path, app.origin).href;
  const result: PageResult = { path: page.path, signedIn: page.signedIn, status: null, runs: [], errors: [] };
  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      result.errors.push(`${name}: ${(error as Error).message}`);
    }
  };
  const headers = async (): Promise<Record<string, string>> => (page.signedIn ? { cookie: await cookie() } : {});

  result.idle = await waitForIdle(idleSettings);
  console.log(`\n${idleHeading(`# ${page.path}${page.signedIn ? ' (signed in)' : ''}`, result.idle)}`);
  let answer;
  try {
    answer = await get(url, await headers());
  } catch (error) {
    result.errors.push(`GET: ${(error as Error).message}`);
    return result;
  }
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
  if (LH_PAGES.includes(page.path) && lighthouseRuns > 0) {
    console.log(`  Lighthouse ×${lighthouseRuns}...`);
    await step('Lighthouse', async () => {
      result.lighthouse = await measureLighthouse(url, lighthouseRuns, page.signedIn ? { Cookie: await cookie() } : undefined);
    });
  }
  if (serverTimeSeconds > 0) {
    console.log(`  autocannon app, 1 connection, ${serverTimeSeconds} s...`);
    await step('server time (1 connection)', async () => {
      const h = await headers();
      const warmUp = await get(url, h);
      if (warmUp.status !== 200) throw new Error(`warm-up GET answered ${warmUp.status}`);
      const warm = warmUpSeconds > 0 ? figuresOf(await hammer({ url, headers: h, connections: 1, durationSeconds: warmUpSeconds })) : undefined;
      const figures = figuresOf(await hammer({ url, headers: h, connections: 1, durationSeconds: serverTimeSeconds }));
      result.serverTime = {
        p50Ms: figures.p50Ms,
        p99Ms: figures.p99Ms,
        warmUpP50Ms: warm?.p50Ms,
        requests: figures.requests,
        errors: figures.errors,
        non2xx: figures.non2xx,
      };
    });
  }
  if (settings.durationSeconds > 0) {
    let mirror: Awaited<ReturnType<typeof startMirror>> | undefined;
    await step('limit server', async () => {
      mirror = await startMirror(answer);
    });
    try {
      for (let i = 1; i <= runs; i += 1) {
        const run: PageResult['runs'][number] = {};
        console.log(`  autocannon app then limit, ${settings.connections} connections, ${settings.durationSeconds} s each (run ${i}/${runs})...`);
        await step(`load (app, run ${i})`, async () => {
          run.app = await load(url, settings, await headers());
        });
        if (mirror) {
          const limitUrl = mirror.url;
          await step(`load (limit, run ${i})`, async () => {
            run.limit = await load(limitUrl, settings);
          });
        }
        if (run.app && run.limit) run.appToLimit = run.app.requestsPerSecond / run.limit.requestsPerSecond;
        result.runs.push(run);
      }
    } finally {
      mirror?.stop();
    }
    result.app = combineLoad(result.runs.flatMap((r) => (r.app ? [r.app] : [])));
    result.limit = combineLoad(result.runs.flatMap((r) => (r.limit ? [r.limit] : [])));
    result.appToLimit = median(result.runs.flatMap((r) => (r.appToLimit === undefined ? [] : [r.appToLimit])));
  }
  return result;
}

async function measureMix(app: AppServer, cookie: CookieSource): Promise<MixResult> {
  const mix: MixResult = { ...mixSettings, timeoutSeconds: mixTimeoutSeconds, requests: [], idle: [], runs: [], errors: [] };
  let requests: MixRequest[];
  try {
    requests = await prepareMix(app.origin, await cookie());
  } catch (error) {
    mix.errors.push((error as Error).message);
    return mix;
  }
  mix.requests = requests.map((r) => `${r.method} ${r.path}`);
  for (let i = 1; i <= runs; i += 1) {
    const idle: IdleReading = await waitForIdle(idleSettings);
    mix.idle.push(idle);
    console.log(`\n${idleHeading(`# signed-in mix, run ${i}/${runs}: ${mixSettings.connections} connections, ${mixSettings.durationSeconds} s`, idle)}`);
    try {
      mix.runs.push(await runMix(app.origin, await cookie(), requests, mixSettings, mixTimeoutSeconds));
    } catch (error) {
      mix.errors.push(`run ${i}: ${(error as Error).message}`);
    }
  }
  mix.combined = combineMix(mix.runs);
  return mix;
}

function version(read: () => string): string | null {
  try {
    return read().trim();
  } catch {
    return null;
  }
}

const packageVersion = (name: string) => version(() => JSON.parse(fs.readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')).version);

async function main(): Promise<number> {
  const started = Date.now();
  const loadAverageBefore = os.loadavg();
  if (process.env.BENCH_SKIP_BUILD !== '1') await build();
  else if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) throw new Error('BENCH_SKIP_BUILD=1 but there is no .next/BUILD_ID');

  const appServer = await startApp(path.join(outDir, 'server.log'));
  // As a deployment runs it: the reverse proxy in front (deploy/nginx, decision 0025) when nginx is installed; guests'
  // cached pages are then answered from its copies, members' pages always by the app (BENCH_PROXY=none: the app alone).
  const proxy = await startProxy(appServer.origin);
  const app: AppServer = proxy ? { ...appServer, origin: proxy.origin } : appServer;
  const front = proxy ? `nginx (deploy/nginx) in front of ${appServer.origin}` : 'none: the app alone';
  const cookie = memberSession(app.origin);
  const pages: PageResult[] = [];
  let mix: MixResult | undefined;
  try {
    for (const page of PAGES) pages.push(await measurePage(app, page, cookie));
    if (mixEnabled) mix = await measureMix(app, cookie);
  } finally {
    await proxy?.stop();
    await appServer.stop();
  }

  const idleReadings = [...pages.flatMap((p) => (p.idle ? [p.idle] : [])), ...(mix?.idle ?? [])];
  const report: BenchReport = {
    date: new Date(started).toISOString(),
    durationSeconds: (Date.now() - started) / 1000,
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
    front,
    idle: { maxLoad: idleSettings.maxLoad, maxWaitSeconds: idleSettings.maxWaitMs / 1000, allIdle: idleReadings.every((r) => r.idle) },
    lighthouse: {
      profile: 'default mobile profile (simulated throttling), performance category only',
      runsPerPage: lighthouseRuns,
      pages: LH_PAGES.filter((p) => PAGES.some((page) => page.path === p)),
    },
    load: { ...settings, tool: 'autocannon', warmUp: 'one GET per target', runs, serverTimeSeconds, warmUpSeconds },
    units: {
      bytes: 'HTML and JS sizes in bytes; the tables show kB = 1000 bytes',
      gzip: 'bytes next start sent with Accept-Encoding: gzip (or zlib default level if uncompressed)',
      lighthouse: 'score 0..1; fcp, lcp, tbt, speedIndex in ms; cls unitless',
      load:
        'requestsPerSecond = mean of per-second samples; latency in ms (each answer timed, nearest-rank percentiles); ' +
        'app/limit/appToLimit = medians over runs, errors/timeouts/non2xx/requests = totals over runs',
      serverTime: 'latency at 1 connection: the time one render takes with nothing queued, after warmUpSeconds of unmeasured load (warmUpP50Ms)',
      mix: 'over2s/over10s = share of answered + timed-out requests slower than 2 s / 10 s; cutOff = in flight when the run ended',
      idle: 'loadBefore = 1-minute load average when the page (or mix run) started, after waiting for it to fall below maxLoad',
    },
    pages,
    ...(mix ? { mix } : {}),
    targets: evaluateTargets(pages, mix ? { combined: mix.combined, ...mixSettings } : undefined),
  };
  printReport(report);
  writeReport(report, outDir);
  const failed = pages.some((p) => p.errors.length > 0) || (mix?.errors.length ?? 0) > 0;
  return failed ? 1 : 0;
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
