/** @jest-environment node */
// Requests per key and day, in memory (docs/decisions/0021-public-api.md): the stored total plus what this process
// counted; a new UTC day starts from nothing. (Writing the counts is tested on a database:
// tests/integration/api-v1/keyed.int.test.ts.)
import { KEYED_PER_DAY } from '@/lib/shared/public-api/limits';
import { meterKey, resetKeyUsageMeter, usageDay } from './usage-meter';

beforeEach(() => resetKeyUsageMeter({ holdTimer: true }));

const noon = new Date(Date.UTC(2026, 11, 1, 12));

test('counts on top of the stored total, and refuses once the day is spent', () => {
  expect(meterKey(1, KEYED_PER_DAY - 3, noon)).toMatchObject({
    allowed: true,
    quotas: [{ name: 'day', limit: KEYED_PER_DAY, remaining: 2, resetSeconds: 12 * 3600 }],
  });
  expect(meterKey(1, KEYED_PER_DAY - 3, noon).quotas[0]?.remaining).toBe(1);
  expect(meterKey(1, 0, noon).quotas[0]?.remaining).toBe(0);
  expect(meterKey(1, 0, noon)).toMatchObject({ allowed: false, quotas: [{ remaining: 0 }] });
  // Another key has its own day.
  expect(meterKey(2, 0, noon).quotas[0]?.remaining).toBe(KEYED_PER_DAY - 1);
});

test('a later, larger stored total (other instances flushed) is taken; a smaller one never lowers the count', () => {
  meterKey(1, 100, noon);
  expect(meterKey(1, 5, noon).quotas[0]?.remaining).toBe(KEYED_PER_DAY - 102);
  // 1,000 stored, plus this process's 3 not yet written.
  expect(meterKey(1, 1000, noon).quotas[0]?.remaining).toBe(KEYED_PER_DAY - 1003);
});

test('a new UTC day starts again', () => {
  meterKey(1, KEYED_PER_DAY, noon);
  expect(meterKey(1, KEYED_PER_DAY, noon).allowed).toBe(false);
  const tomorrow = new Date(Date.UTC(2026, 11, 2, 0, 0, 1));
  expect(meterKey(1, 0, tomorrow)).toMatchObject({ allowed: true, quotas: [{ remaining: KEYED_PER_DAY - 1 }] });
  expect(usageDay(tomorrow).toISOString()).toBe('2026-12-02T00:00:00.000Z');
});
