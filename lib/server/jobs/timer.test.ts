/** @jest-environment node */
// The hourly timer: nodejs runtime only, off with JOBS_TIMER=0, one per process, never overlapping runs.
import { FIRST_RUN_DELAY_MS, JOB_INTERVAL_MS, startJobTimer } from './timer';

jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));
jest.mock('@/lib/server/db/client', () => ({ getDb: jest.fn(async () => ({})) }));
jest.mock('./sweeps', () => ({
  runAllSweeps: jest.fn(async () => [{ name: 'dormancy', result: { dormant: 0 }, ms: 1 }]),
  describeOutcome: jest.fn(() => 'dormancy: dormant=0'),
}));
jest.mock('../messaging/delivery/worker', () => ({ startDeliveryWorker: jest.fn(() => null) }));
jest.mock('../payments/refund-timer', () => ({ startRefundTimer: jest.fn(() => null) }));
const { runAllSweeps } = jest.requireMock('./sweeps') as { runAllSweeps: jest.Mock };

const env = { ...process.env };

beforeEach(() => {
  jest.useFakeTimers();
  runAllSweeps.mockClear();
  process.env = { ...env, NEXT_RUNTIME: 'nodejs' };
  delete process.env.JOBS_TIMER;
  delete process.env.NEXT_PHASE;
});
afterEach(() => {
  jest.useRealTimers();
  process.env = env;
});

test('does not start outside the nodejs runtime, when turned off, or during next build', () => {
  process.env.NEXT_RUNTIME = 'edge';
  expect(startJobTimer()).toBeNull();
  process.env.NEXT_RUNTIME = 'nodejs';
  process.env.JOBS_TIMER = '0';
  expect(startJobTimer()).toBeNull();
  delete process.env.JOBS_TIMER;
  process.env.NEXT_PHASE = 'phase-production-build';
  expect(startJobTimer()).toBeNull();
});

test('runs shortly after start, then hourly; starting twice keeps one timer', async () => {
  const stop = startJobTimer()!;
  startJobTimer();
  expect(runAllSweeps).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(FIRST_RUN_DELAY_MS);
  expect(runAllSweeps).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(JOB_INTERVAL_MS);
  expect(runAllSweeps).toHaveBeenCalledTimes(2);
  stop();
  await jest.advanceTimersByTimeAsync(JOB_INTERVAL_MS * 3);
  expect(runAllSweeps).toHaveBeenCalledTimes(2);
});

test('a slow run is not started again while it is still running', async () => {
  let finish: () => void = () => undefined;
  runAllSweeps.mockImplementationOnce(
    () =>
      new Promise((resolve) => {
        finish = () => resolve([]);
      }),
  );
  const stop = startJobTimer()!;
  await jest.advanceTimersByTimeAsync(FIRST_RUN_DELAY_MS + JOB_INTERVAL_MS * 2);
  expect(runAllSweeps).toHaveBeenCalledTimes(1);
  finish();
  await jest.advanceTimersByTimeAsync(JOB_INTERVAL_MS);
  expect(runAllSweeps).toHaveBeenCalledTimes(2);
  stop();
});
