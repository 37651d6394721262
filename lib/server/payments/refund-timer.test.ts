/** @jest-environment node */
// The refunds sweep's minute timer (decision 0027): every minute, never two runs at once in a process, a failure
// logged and reported without stopping the timer, stopped by its stop function.
import { REFUND_SWEEP_INTERVAL_MS, startRefundTimer } from './refund-timer';

jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));
jest.mock('@/lib/server/db/client', () => ({ getDb: jest.fn(async () => ({})) }));
jest.mock('./sweep-refunds', () => ({ sweepRefunds: jest.fn(async () => ({ sent: 0, completed: 0, refused: 0, errors: 0 })) }));
const { sweepRefunds } = jest.requireMock('./sweep-refunds') as { sweepRefunds: jest.Mock };

beforeEach(() => {
  jest.useFakeTimers();
  sweepRefunds.mockClear();
});
afterEach(() => jest.useRealTimers());

test('sweeps every minute until stopped', async () => {
  const stop = startRefundTimer()!;
  await jest.advanceTimersByTimeAsync(REFUND_SWEEP_INTERVAL_MS * 3);
  expect(sweepRefunds).toHaveBeenCalledTimes(3);
  stop();
  await jest.advanceTimersByTimeAsync(REFUND_SWEEP_INTERVAL_MS * 3);
  expect(sweepRefunds).toHaveBeenCalledTimes(3);
});

test('a slow sweep is not started again while it runs; a failing one does not stop the timer', async () => {
  let finish: () => void = () => undefined;
  sweepRefunds.mockImplementationOnce(
    () =>
      new Promise((resolve) => {
        finish = () => resolve({ sent: 0 });
      }),
  );
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const stop = startRefundTimer()!;
  await jest.advanceTimersByTimeAsync(REFUND_SWEEP_INTERVAL_MS * 3);
  expect(sweepRefunds).toHaveBeenCalledTimes(1);
  finish();
  sweepRefunds.mockRejectedValueOnce(new Error('database gone'));
  await jest.advanceTimersByTimeAsync(REFUND_SWEEP_INTERVAL_MS * 2);
  expect(sweepRefunds).toHaveBeenCalledTimes(3);
  expect(error).toHaveBeenCalledWith('[jobs] the refunds sweep failed', expect.any(Error));
  stop();
  error.mockRestore();
});
