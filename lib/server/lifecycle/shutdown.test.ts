/** @jest-environment node */
import { beginShutdown, isShuttingDown, onShutdown, shutdownTimeoutSeconds } from './shutdown';

test('the bound: SHUTDOWN_TIMEOUT_SECONDS when it is a positive number, else 25', () => {
  expect(shutdownTimeoutSeconds({})).toBe(25);
  expect(shutdownTimeoutSeconds({ SHUTDOWN_TIMEOUT_SECONDS: '3' })).toBe(3);
  expect(shutdownTimeoutSeconds({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toBe(25);
  expect(shutdownTimeoutSeconds({ SHUTDOWN_TIMEOUT_SECONDS: 'soon' })).toBe(25);
});

test('a stop runs every registered task once, says it is stopping, and exits 0 at the bound', () => {
  jest.useFakeTimers();
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    const stopTimer = jest.fn();
    const failing = jest.fn(() => {
      throw new Error('already stopped');
    });
    const removed = jest.fn();
    onShutdown(stopTimer);
    onShutdown(failing);
    onShutdown(removed)();
    const exit = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(isShuttingDown()).toBe(false);

    beginShutdown('SIGTERM', exit);
    beginShutdown('SIGTERM', exit); // a second signal changes nothing
    expect(isShuttingDown()).toBe(true);
    expect(stopTimer).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();

    jest.advanceTimersByTime(24_999);
    expect(exit).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(exit).toHaveBeenCalledWith(0);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[stop\] SIGTERM: requests still open after 25 s/));
  } finally {
    jest.useRealTimers();
    jest.restoreAllMocks();
  }
});
