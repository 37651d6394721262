// The backoff rule of refunds the gateway did not confirm (issue #23, decision 0027).
import {
  IN_FLIGHT,
  REFUND_FIRST_DELAY_MS,
  REFUND_MAX_DELAY_MS,
  STUCK_AFTER_ATTEMPTS,
  STUCK_AFTER_MS,
  isRefundInFlight,
  isStuckRefund,
  nextRefundAttemptAt,
  refundRetryDelayMs,
} from './refund-retries';

const MIN = 60_000;

test.each([
  [1, 5 * MIN],
  [2, 10 * MIN],
  [3, 20 * MIN],
  [4, 40 * MIN],
  [5, 80 * MIN],
  [6, 160 * MIN],
  [7, 320 * MIN],
  [8, 360 * MIN],
  [50, 360 * MIN],
  [1000, 360 * MIN],
])('after %i failed tries the next waits %i ms', (attempts, delay) => {
  expect(refundRetryDelayMs(attempts)).toBe(delay);
});

test('doubles from the first delay and never exceeds the cap; odd inputs stay finite', () => {
  expect(refundRetryDelayMs(1)).toBe(REFUND_FIRST_DELAY_MS);
  for (let n = 1; n < 100; n += 1) {
    expect(refundRetryDelayMs(n + 1)).toBeGreaterThanOrEqual(refundRetryDelayMs(n));
    expect(refundRetryDelayMs(n)).toBeLessThanOrEqual(REFUND_MAX_DELAY_MS);
  }
  expect(refundRetryDelayMs(0)).toBe(REFUND_FIRST_DELAY_MS);
  expect(refundRetryDelayMs(-3)).toBe(REFUND_FIRST_DELAY_MS);
  const now = new Date('2026-11-28T12:00:00Z');
  expect(nextRefundAttemptAt(2, now)).toEqual(new Date('2026-11-28T12:10:00Z'));
});

test('stuck: FAILED, or REQUESTED after enough tries or a day; settled refunds never', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const fresh = new Date(now.getTime() - MIN);
  expect(isStuckRefund({ status: 'FAILED', attempts: 1, createdAt: fresh }, now)).toBe(true);
  expect(isStuckRefund({ status: 'REQUESTED', attempts: STUCK_AFTER_ATTEMPTS - 1, createdAt: fresh }, now)).toBe(false);
  expect(isStuckRefund({ status: 'REQUESTED', attempts: STUCK_AFTER_ATTEMPTS, createdAt: fresh }, now)).toBe(true);
  expect(isStuckRefund({ status: 'REQUESTED', attempts: 0, createdAt: new Date(now.getTime() - STUCK_AFTER_MS) }, now)).toBe(true);
  expect(isStuckRefund({ status: 'COMPLETED', attempts: 9, createdAt: new Date(0) }, now)).toBe(false);
  expect(isStuckRefund({ status: 'ACCOUNT_REJECTED', attempts: 9, createdAt: new Date(0) }, now)).toBe(false);
});

test('in flight: claimed and its lease not over', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  expect(isRefundInFlight({ lastError: IN_FLIGHT, nextAttemptAt: new Date(now.getTime() + MIN) }, now)).toBe(true);
  expect(isRefundInFlight({ lastError: IN_FLIGHT, nextAttemptAt: now }, now)).toBe(false);
  expect(isRefundInFlight({ lastError: 'gateway unavailable', nextAttemptAt: new Date(now.getTime() + MIN) }, now)).toBe(false);
  expect(isRefundInFlight({ lastError: null, nextAttemptAt: null }, now)).toBe(false);
});
