// The production server's start and stop (issue #23, docs/OPERATIONS.md "Stopping"), on the built app: an instance of
// its own per test (`node scripts/start.js`, a fresh embedded database), not the suite's server.
// - a server whose configuration is refused exits at once, non-zero, naming each problem;
// - SIGTERM under load (an API, a cached page, a page rendered per request, on keep-alive connections as a proxy's):
//   every request already sent is answered, every connection is let go once its answer is out, so the process exits 0
//   well before the bound, with one line.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const root = path.join(__dirname, '..', '..', '..');

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; at: number }>;
  origin: string;
}

function startServer(port: number, env: Record<string, string>): Server {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardgrade-lifecycle-'));
  const child = spawn(process.execPath, ['scripts/start.js', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      PGLITE_DIR: path.join(dir, 'db'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      JOBS_TIMER: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  void exited.then(() => fs.rmSync(dir, { recursive: true, force: true }));
  return { child, output: () => text, exited, origin: `http://127.0.0.1:${port}` };
}

const secrets = () => ({
  // The sandbox and the database outbox: a demonstration site (issue #26).
  DEMO_SITE: '1',
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('base64url'),
  LABEL_SIGNING_KEY: `life:${randomBytes(32).toString('base64url')}`,
  CLAIM_CODE_SECRET: randomBytes(32).toString('base64url'),
});

test('a production server without its secrets exits at once with code 78 and the list of problems', async () => {
  const server = startServer(3231, { APP_ORIGIN: 'http://127.0.0.1:3231' });
  const { code } = await Promise.race([
    server.exited,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still running:\n${server.output()}`)), 60_000)),
  ]);
  expect(code).toBe(78);
  expect(server.output()).toContain('Configuration problems');
  for (const name of ['AUTH_SECRET', 'PAYMENT_SANDBOX_SECRET', 'LABEL_SIGNING_KEY', 'CLAIM_CODE_SECRET']) expect(server.output()).toContain(name);
  // A live site (no DEMO_SITE) refuses the payment sandbox and mail kept in the database (issue #26).
  expect(server.output()).toContain('PAYMENT_PROVIDER: TWD payments would go to the sandbox, which takes no real money');
  expect(server.output()).toContain('PAYMENT_PROVIDER: KRW payments would go to the sandbox');
  expect(server.output()).toContain('SMTP_URL: required in production');
});

test('SIGTERM under load: requests already sent are answered, every connection is let go, the process exits 0 before the bound', async () => {
  const server = startServer(3232, { ...secrets(), APP_ORIGIN: 'http://127.0.0.1:3232', SHUTDOWN_TIMEOUT_SECONDS: '5' });
  try {
    await expect.poll(async () => (await fetch(`${server.origin}/api/ready`).catch(() => null))?.status, { timeout: 90_000 }).toBe(200);

    // Nine clients asking one after another, as a proxy's keep-alive connections would, until the server is gone: an
    // API, a page from Next's cache, a page rendered per request.
    const addresses = ['/api/health', '/grading/pricing', '/login'];
    for (const address of addresses) expect((await fetch(`${server.origin}${address}`)).status, address).toBe(200);
    let signalledAt = 0;
    const outcomes: { sentAt: number; address: string; status?: number; error?: string }[] = [];
    const client = async (address: string) => {
      for (;;) {
        const sentAt = Date.now();
        try {
          const answer = await fetch(`${server.origin}${address}`, { signal: AbortSignal.timeout(10_000) });
          await answer.arrayBuffer();
          outcomes.push({ sentAt, address, status: answer.status });
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
          outcomes.push({ sentAt, address, error: cause });
          if (signalledAt) return; // refused after the stop: the server is gone, as it should be
        }
      }
    };
    const clients = Promise.all(Array.from({ length: 9 }, (_, index) => client(addresses[index % addresses.length]!)));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    await clients;

    expect(code).toBe(0);
    // Not cut at the bound: every connection was let go after its answer (`Connection: close` from the signal on).
    expect(at - signalledAt).toBeLessThan(5_000);
    expect(server.output()).not.toContain('still open after');
    expect(server.output()).toMatch(/\[stop\] SIGTERM: stopped in \d+ ms, exit 0/);
    const before = outcomes.filter((outcome) => outcome.sentAt < signalledAt);
    for (const address of addresses) expect(before.filter((outcome) => outcome.address === address).length, address).toBeGreaterThan(5);
    // Every request sent before the signal was answered in full: none cut, none reset.
    expect(before.filter((outcome) => outcome.status !== 200)).toEqual([]);
    // After it, a request is answered (with `Connection: close`) or finds no server: refused; reset, for a connection
    // still in the kernel's queue when the listening socket closes; or closed (UND_ERR_SOCKET), when it was sent on an
    // idle keep-alive connection the server was closing at that moment — in each case before a byte of it was read. A
    // load balancer has stopped sending by then (/api/ready answers 503 from the signal on), and nginx retries such a
    // request on another instance (proxy_next_upstream error).
    const after = outcomes.filter((outcome) => outcome.sentAt >= signalledAt && outcome.error);
    for (const outcome of after) expect(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']).toContain(outcome.error);
    expect(server.output().match(/\[stop\] SIGTERM/g)?.length).toBe(1);
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
});
