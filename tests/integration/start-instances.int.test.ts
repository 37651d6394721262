/** @jest-environment node */
// `npm start` with WEB_CONCURRENCY (scripts/start.js, docs/decisions/0019-instances.md): the instances share one
// port, only the first runs the hourly sweeps, a crashed instance is replaced, and a stop stops them all. Next's CLI
// is replaced by a stub server (START_SERVER_MODULE) that answers with its process id.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@/scripts/bench/http';

interface Answer {
  pid: number;
  instance: string;
  jobs: string;
}

let launcher: ChildProcess | undefined;
afterEach(() => {
  if (launcher && launcher.exitCode === null) launcher.kill('SIGKILL');
});

// A connection the primary handed to an instance just as it was killed is never answered: every request has a
// deadline, and a lost one counts as no answer.
async function ask(port: number): Promise<Answer> {
  // A new connection per request: the primary hands out connections, not requests, in turn.
  const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' }, signal: AbortSignal.timeout(2_000) });
  return (await response.json()) as Answer;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The distinct instances that answered a few dozen requests (a request without an answer is skipped). */
async function instancesAnswering(port: number, count: number): Promise<Map<string, Answer>> {
  const seen = new Map<string, Answer>();
  for (let i = 0; i < 40 && seen.size < count; i += 1) {
    const answer = await ask(port).catch(() => undefined);
    if (answer) seen.set(answer.instance, answer);
  }
  return seen;
}

function start(port: number, env: Record<string, string | undefined>): ChildProcess {
  launcher = spawn(process.execPath, [path.join('scripts', 'start.js'), '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, START_SERVER_MODULE: path.resolve('tests/fixtures/start-stub-server.js'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return launcher;
}

test('two instances share the port; only the first sweeps; a crashed one is replaced; SIGTERM stops them all', async () => {
  const port = await freePort();
  const child = start(port, { DATABASE_URL: 'postgresql://127.0.0.1:1/unused', WEB_CONCURRENCY: '2' });
  const first = await waitFor('2 instances', async () => {
    const seen = await instancesAnswering(port, 2);
    return seen.size === 2 ? seen : undefined;
  });
  expect(new Set([...first.values()].map((a) => a.pid)).size).toBe(2);
  expect(first.get('0')!.jobs).toBe('on');
  expect(first.get('1')!.jobs).toBe('0');
  expect([...first.values()].every((a) => a.pid !== child.pid)).toBe(true);

  const crashed = first.get('1')!.pid;
  process.kill(crashed, 'SIGKILL');
  const after = await waitFor('instance 1 again', async () => {
    const seen = await instancesAnswering(port, 2);
    return seen.size === 2 && seen.get('1')!.pid !== crashed ? seen : undefined;
  });
  expect(after.get('0')!.pid).toBe(first.get('0')!.pid);

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  for (const answer of after.values()) expect(() => process.kill(answer.pid, 0)).toThrow();
});

test('on the embedded database WEB_CONCURRENCY is ignored: one process, with a warning', async () => {
  const port = await freePort();
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = start(port, { ...env, DATABASE_URL: '', WEB_CONCURRENCY: '2' });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const answer = await waitFor('the server', () => ask(port));
  expect(answer.pid).toBe(child.pid);
  expect(stderr).toMatch(/WEB_CONCURRENCY is ignored on the embedded database/);
});
