// Server throughput and tail latency with autocannon, for the app and for the minimal server that
// returns the same bytes (the limit of Node's HTTP stack on this machine).
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Answer } from './http';
import { get } from './http';
import { onCleanup } from './cleanup';

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
}

export interface LoadFigures {
  requestsPerSecond: number; // mean of the per-second samples
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number; // connection errors and timeouts
  non2xx: number;
}

export async function load(url: string, settings: LoadSettings): Promise<LoadFigures> {
  const warmUp = await get(url); // the first request may load the page's code or open the database
  if (warmUp.status !== 200) throw new Error(`warm-up GET ${url} answered ${warmUp.status}`);
  const r = await autocannon({ url, connections: settings.connections, duration: settings.durationSeconds });
  return {
    requestsPerSecond: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

// Headers that belong to one connection or one moment; Node sets its own.
const perConnection = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/** Starts the minimal server returning `answer`'s body and headers; resolves to its URL and a stop. */
export async function startMirror(answer: Answer): Promise<{ url: string; stop: () => void }> {
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name, value]) => value !== undefined && !perConnection.has(name)),
  );
  const child = fork(path.join(__dirname, 'mirror-server.ts'), [], { stdio: 'inherit' });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  onCleanup(stop);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`mirror server exited (${code})`)));
    child.send({ body: answer.body.toString('base64'), headers });
  });
  return { url: `http://127.0.0.1:${port}/`, stop };
}
