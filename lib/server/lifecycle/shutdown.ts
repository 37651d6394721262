// A clean stop (issue #23, docs/OPERATIONS.md "Stopping"): on SIGTERM (or SIGINT) the process
// 1. says so at once: /api/ready answers 503, so a load balancer stops sending it requests;
// 2. stops its timers and workers (each registered with onShutdown) and closes the database;
// 3. lets Next's own handler stop accepting connections and finish the requests in flight (Next's start-server closes
//    its server on the same signals); every answer from then on carries `Connection: close`, so a client (or nginx)
//    that keeps a keep-alive connection busy lets it go after its answer instead of holding the stop to its bound;
// 4. exits 0 when Next is done, or at SHUTDOWN_TIMEOUT_SECONDS (default 25) whatever is still open: a bound, so a
//    client that keeps a connection busy cannot hold the stop forever;
// and logs one line. Next exits with 128 + the signal's number; a stop we were asked for is a success, so the code
// becomes 0 (process.exitCode, read by Node after the 'exit' listeners).

import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';

const DEFAULT_TIMEOUT_SECONDS = 25;
const REQUEST_START = 'http.server.request.start';

interface ShutdownState {
  since: number | null;
  signal: NodeJS.Signals | null;
  tasks: Set<() => unknown>;
  installed: boolean;
  lettingGo: boolean;
}

const state = ((globalThis as unknown as { __cardgradeShutdown?: ShutdownState }).__cardgradeShutdown ??= {
  since: null,
  signal: null,
  tasks: new Set(),
  installed: false,
  lettingGo: false,
});

export function isShuttingDown(): boolean {
  return state.since !== null;
}

/** Runs `task` when the stop begins (timers, workers, the database); returns a function that unregisters it. */
export function onShutdown(task: () => unknown): () => void {
  state.tasks.add(task);
  return () => state.tasks.delete(task);
}

export function shutdownTimeoutSeconds(env: Partial<Record<string, string>> = process.env): number {
  const value = Number(env.SHUTDOWN_TIMEOUT_SECONDS ?? DEFAULT_TIMEOUT_SECONDS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_TIMEOUT_SECONDS;
}

/** Begins the stop: what a signal does (exported for the tests). */
export function beginShutdown(signal: NodeJS.Signals, exit: (code: number) => void = (code) => process.exit(code)): void {
  if (state.since !== null) return;
  state.since = Date.now();
  state.signal = signal;
  for (const task of state.tasks) {
    try {
      void Promise.resolve(task()).catch((error: unknown) => console.error('[stop] a shutdown task failed:', error));
    } catch (error) {
      console.error('[stop] a shutdown task failed:', error);
    }
  }
  const bound = setTimeout(() => {
    console.log(`[stop] ${signal}: requests still open after ${shutdownTimeoutSeconds()} s (SHUTDOWN_TIMEOUT_SECONDS); exiting`);
    state.signal = null; // the line is written
    exit(0);
  }, shutdownTimeoutSeconds() * 1000);
  bound.unref();
}

/**
 * From the stop on, each answer ends its connection. Node's documented `http.server.request.start` channel reaches
 * every request of the process's servers — pages from Next's cache included, which run none of our code — without
 * touching Next's server; a page's own `Connection` header would not do: Next drops it from the proxy's answers.
 */
export function letConnectionsGoWhenStopping(): () => void {
  if (state.lettingGo) return () => undefined;
  state.lettingGo = true;
  const letGo = (message: unknown) => {
    if (state.since === null) return;
    const { response } = message as { response: ServerResponse };
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  subscribe(REQUEST_START, letGo);
  // For a test: the channel is the process's, and outlives a test file.
  return () => {
    unsubscribe(REQUEST_START, letGo);
    state.lettingGo = false;
  };
}

/** Installs the signal listeners once per process (the Node.js server; instrumentation.ts). */
export function installShutdown(): void {
  if (state.installed) return;
  state.installed = true;
  letConnectionsGoWhenStopping();
  process.once('SIGTERM', () => beginShutdown('SIGTERM'));
  process.once('SIGINT', () => beginShutdown('SIGINT'));
  process.on('exit', (code) => {
    if (state.since === null) return;
    // 143 / 130: Next's own handler ending the stop we were asked for.
    if (code === 143 || code === 130) process.exitCode = 0;
    if (state.signal) console.log(`[stop] ${state.signal}: stopped in ${Date.now() - state.since} ms, exit ${process.exitCode ?? code}`);
  });
}
