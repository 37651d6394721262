// Builds the app and runs `npm start`'s `next start` (scripts/start.js) on a free port: on a fresh embedded database,
// or on the PostgreSQL of DATABASE_URL after migrating and seeding it — there as BENCH_INSTANCES instances sharing
// the port (WEB_CONCURRENCY, decision 0019; one by default, as on the embedded database). The demo accounts and their orders are seeded either way
// (SEED_DEMO=1): the signed-in pages and the mix of issue #11 sign in as member@cardgrade.test.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { onCleanup } from './cleanup';
import { freePort, get } from './http';
import { nginxBinary, prepareStandalone } from '../proxy/nginx';
import { run, spawnGroup, stopGroup } from './processes';

const nextBin = path.join(process.cwd(), 'node_modules', '.bin', 'next');
const startScript = path.join(process.cwd(), 'scripts', 'start.js');
const tsxBin = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');

export async function build(): Promise<void> {
  console.log('> next build');
  await run(nextBin, ['build'], { ...process.env, NEXT_TELEMETRY_DISABLED: '1' });
}

export interface AppServer {
  origin: string;
  logFile: string;
  database: string;
  stop(): Promise<void>;
}

function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export async function startApp(logFile: string, readyTimeoutMs = 180_000): Promise<AppServer> {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    DEV_OUTBOX: process.env.DEV_OUTBOX ?? '1',
    // The bench pays through the sandbox and reads the outbox: a demonstration site (issue #26).
    DEMO_SITE: process.env.DEMO_SITE ?? '1',
    // A production server refuses to run without its secrets: one random secret per bench run.
    AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('base64url'),
    PAYMENT_SANDBOX_SECRET: process.env.PAYMENT_SANDBOX_SECRET ?? randomBytes(32).toString('base64url'),
    LABEL_SIGNING_KEY: process.env.LABEL_SIGNING_KEY ?? `bench:${randomBytes(32).toString('base64url')}`,
    CLAIM_CODE_SECRET: process.env.CLAIM_CODE_SECRET ?? randomBytes(32).toString('base64url'),
    APP_ORIGIN: process.env.APP_ORIGIN ?? `http://127.0.0.1:${port}`,
    // A production server seeds no demo accounts unless told to (lib/server/seed/seed-database.ts).
    SEED_DEMO: process.env.SEED_DEMO ?? '1',
  };
  let database = '';
  const instances = process.env.DATABASE_URL ? Math.max(1, Number(process.env.BENCH_INSTANCES ?? 1) || 1) : 1;
  env.WEB_CONCURRENCY = String(instances);
  if (process.env.DATABASE_URL) {
    database = `PostgreSQL (${describePostgres(process.env.DATABASE_URL)}, migrated and seeded by npm run db:seed), ${instances} app instance(s)`;
    // The server seeds only the embedded database at start (seed-on-start.ts): PostgreSQL is seeded here, as
    // `npm run db:seed` does (idempotent: a database seeded before keeps its data).
    console.log(`> npm run db:seed   (${describePostgres(process.env.DATABASE_URL)})`);
    await run(tsxBin, [path.join('scripts', 'db', 'seed.ts')], env);
  } else {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cardgrade-bench-'));
    onCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));
    env.PGLITE_DIR = path.join(tmp, 'db'); // the app writes its lock file next to this folder
    database = `PGlite (fresh, ${env.PGLITE_DIR})`;
  }

  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  console.log(`> WEB_CONCURRENCY=${instances} node scripts/start.js -H 127.0.0.1 -p ${port}   (log: ${path.relative(process.cwd(), logFile)})`);
  const child = spawnGroup(process.execPath, [startScript, '-H', '127.0.0.1', '-p', String(port)], { env, stdio: ['ignore', log, log] });
  fs.closeSync(log);

  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, origin, logFile, readyTimeoutMs);
  return { origin, logFile, database, stop: () => stopGroup(child) };
}

/** host:port/database of a PostgreSQL URL, without its credentials. */
export function describePostgres(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** Ready when `/` answers 200; a 4xx also means the server is up (the page is then reported). */
async function waitUntilReady(child: ChildProcess, origin: string, logFile: string, timeoutMs: number, name = 'next start') {
  const started = Date.now();
  let last = 'no answer yet';
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail(logFile)}`);
    }
    try {
      const remaining = Math.max(1_000, timeoutMs - (Date.now() - started));
      const { status } = await get(`${origin}/`, {}, remaining);
      if (status >= 200 && status < 500) {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`  ready after ${seconds} s (GET / → ${status})`);
        return;
      }
      last = `GET / → ${status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} not ready after ${timeoutMs / 1000} s (${last}):\n${tail(logFile)}`);
}

export interface ProxyServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The reverse proxy of a deployment (deploy/nginx, decision 0025) in front of `appOrigin`, on a free port, or null when
 * nginx is not installed or BENCH_PROXY=none (the figures are then the app's alone).
 */
export async function startProxy(appOrigin: string): Promise<ProxyServer | null> {
  if (process.env.BENCH_PROXY === 'none' || !nginxBinary()) return null;
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'cardgrade-nginx-'));
  onCleanup(() => fs.rmSync(prefix, { recursive: true, force: true }));
  const { command, args } = prepareStandalone(prefix, {
    listen: `127.0.0.1:${port}`,
    upstreams: [new URL(appOrigin).host],
    workers: process.env.BENCH_PROXY_WORKERS ? Number(process.env.BENCH_PROXY_WORKERS) : 'auto',
  });
  const child = spawnGroup(command, args, { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, origin, path.join(prefix, 'error.log'), 15_000, 'nginx');
  console.log(`> nginx in front: ${origin} → ${appOrigin}`);
  return { origin, stop: () => stopGroup(child) };
}
