/** @jest-environment node */
// The web process's delivery worker: delivers only in a Next.js server (never in a build, a test or a script) unless
// OUTBOX_WORKER=0; a kick starts a run at once and never two at a time; the backoff doubles and is capped.
import { MAX_RETRY_MS, retryDelayMs } from './policy';
import { DEFAULT_POLL_SECONDS, deliversInThisProcess, kickDelivery, pollIntervalMs, startDeliveryWorker } from './worker';

jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));
jest.mock('@/lib/server/db/client', () => ({ getDb: jest.fn(async () => ({})) }));
jest.mock('./deliver-due', () => ({
  deliverDueMessages: jest.fn(async () => ({ sent: 1, retry: 0, failed: 0, lost: 0, released: 0 })),
  describeCounts: jest.fn(() => 'sent=1'),
}));
const { deliverDueMessages } = jest.requireMock('./deliver-due') as { deliverDueMessages: jest.Mock };

const env = { ...process.env };
/** A process environment of just `vars` (Next's types require NODE_ENV). */
const envOf = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;
afterEach(() => {
  process.env = { ...env };
  deliverDueMessages.mockClear();
});

test('delivers only in a Next.js server, not during a build, and not with OUTBOX_WORKER=0', () => {
  expect(deliversInThisProcess(envOf({}))).toBe(false);
  expect(deliversInThisProcess(envOf({ NEXT_RUNTIME: 'nodejs' }))).toBe(true);
  expect(deliversInThisProcess(envOf({ NEXT_RUNTIME: 'edge' }))).toBe(false);
  expect(deliversInThisProcess(envOf({ NEXT_RUNTIME: 'nodejs', NEXT_PHASE: 'phase-production-build' }))).toBe(false);
  expect(deliversInThisProcess(envOf({ NEXT_RUNTIME: 'nodejs', OUTBOX_WORKER: '0' }))).toBe(false);
});

test('the poll interval: OUTBOX_POLL_SECONDS, else the default', () => {
  expect(pollIntervalMs(envOf({}))).toBe(DEFAULT_POLL_SECONDS * 1000);
  expect(pollIntervalMs(envOf({ OUTBOX_POLL_SECONDS: '2' }))).toBe(2000);
  expect(pollIntervalMs(envOf({ OUTBOX_POLL_SECONDS: 'x' }))).toBe(DEFAULT_POLL_SECONDS * 1000);
});

test('the wait before the next try: 30 s doubling, at most an hour', () => {
  expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  expect(retryDelayMs(20)).toBe(MAX_RETRY_MS);
});

test('a kick outside a server does nothing; inside, kicks while a run is going make one more run, not many', async () => {
  delete process.env.NEXT_RUNTIME;
  kickDelivery();
  await new Promise((resolve) => setImmediate(resolve));
  expect(deliverDueMessages).not.toHaveBeenCalled();

  process.env.NEXT_RUNTIME = 'nodejs';
  let finish: () => void = () => undefined;
  deliverDueMessages.mockImplementationOnce(
    () =>
      new Promise((resolve) => {
        finish = () => resolve({ sent: 0, retry: 0, failed: 0, lost: 0, released: 0 });
      }),
  );
  kickDelivery();
  kickDelivery();
  kickDelivery();
  await new Promise((resolve) => setImmediate(resolve));
  expect(deliverDueMessages).toHaveBeenCalledTimes(1);
  finish();
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(deliverDueMessages).toHaveBeenCalledTimes(2);

  // Stopped: the run in hand is awaited, later kicks do nothing.
  const stop = startDeliveryWorker()!;
  await stop();
  kickDelivery();
  await new Promise((resolve) => setImmediate(resolve));
  expect(deliverDueMessages).toHaveBeenCalledTimes(2);
});
