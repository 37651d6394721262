// Server throughput and tail latency with autocannon, for the app and for the minimal server that
// returns the same bytes (the limit of Node's HTTP stack on this machine).
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Answer } from './http';
import { get } from './http';
import { onCleanup } from './cleanup';
import { LatencyTally } from './latency-tally';

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
  timeouts: number;
  non2xx: number;
}

export interface Hammer extends LoadSettings {
  url: string;
  headers?: Record<string, string>;
  /** A sequence each connection sends in turn (the signed-in mix); otherwise GET `url`. */
  requests?: autocannon.Request[];
  timeoutSeconds?: number;
}

export interface HammerResult {
  result: autocannon.Result;
  tally: LatencyTally;
  /** Requests written to a connection: those neither answered nor timed out were cut off by the end. */
  sent: number;
  /** Connection errors by code (ECONNRESET…), timeouts apart. */
  connectionErrors: Record<string, number>;
}

/** `requests` starting at its `offset`-th entry, so the connections of a sequence do not all start with the same request. */
export function rotate<T>(requests: readonly T[], offset: number): T[] {
  const k = requests.length === 0 ? 0 : offset % requests.length;
  return [...requests.slice(k), ...requests.slice(0, k)];
}

/** One autocannon run, with every answer's latency and request kind ("GET /path") in a tally. */
export async function hammer(options: Hammer): Promise<HammerResult> {
  const tally = new LatencyTally();
  const fallbackPath = new URL(options.url).pathname;
  const connectionErrors: Record<string, number> = {};
  let sent = 0;
  let clients = 0;
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
    requests: options.requests,
    timeout: options.timeoutSeconds ?? 10,
    setupClient: (client) => {
      // Connection n starts the sequence at its n-th request (autocannon starts them all at the first): a mix
      // from the first second, not 200 home pages at once. setRequests is the iterator's own (internal) API.
      const iterator = client.requestIterator;
      if (options.requests && iterator && typeof iterator.setRequests === 'function' && Array.isArray(iterator.requests)) {
        iterator.setRequests(rotate(iterator.requests, clients));
      }
      clients += 1;
      client.on('request', () => (sent += 1));
      client.on('connError', (error: NodeJS.ErrnoException) => {
        const code = error.code ?? error.message;
        connectionErrors[code] = (connectionErrors[code] ?? 0) + 1;
      });
      client.on('response', (status: number, _bytes: number, ms: number) => {
        const request = client.requestIterator?.currentRequest;
        tally.answer(`${request?.method ?? 'GET'} ${request?.path ?? fallbackPath}`, status, ms);
      });
      client.on('timeout', () => tally.timeout());
    },
  });
  const result = await instance;
  return { result, tally, sent, connectionErrors };
}

export function figuresOf({ result, tally }: HammerResult): LoadFigures {
  const summary = tally.summary();
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: summary.p50Ms ?? result.latency.p50,
    p99Ms: summary.p99Ms ?? result.latency.p99,
    requests: result.requests.total,
    errors: result.errors, // autocannon counts a timeout as an error too
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

export async function load(url: string, settings: LoadSettings, headers: Record<string, string> = {}): Promise<LoadFigures> {
  const warmUp = await get(url, headers); // the first request may load the page's code or open the database
  if (warmUp.status !== 200) throw new Error(`warm-up GET ${url} answered ${warmUp.status}`);
  return figuresOf(await hammer({ url, headers, ...settings }));
}

// Headers that belong to one connection or one moment; Node sets its own.
const perConnection = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/** Starts the minimal server returning `answer`'s body and headers; resolves to its URL and a stop. */
export async function startMirror(answer: Answer): Promise<{ url: string; stop: () => void }> {
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name, value]) => value !== undefined && !perConnection.has(name)));
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
