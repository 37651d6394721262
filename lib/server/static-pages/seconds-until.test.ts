import { MAX_REVALIDATE_SECONDS, secondsUntil } from './seconds-until';

const now = new Date('2026-11-24T00:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

test.each([
  [later(0), 1],
  [later(1), 1],
  [later(999), 1],
  [later(1_000), 2],
  [later(59_500), 60],
  [later(3_600_000), 3_601],
  [later(-5_000), 1],
  [later(10 * MAX_REVALIDATE_SECONDS * 1000), MAX_REVALIDATE_SECONDS],
])('%s → %i s', (moment, seconds) => {
  expect(secondsUntil(moment, now)).toBe(seconds);
});

test('nothing due: no revalidate', () => {
  expect(secondsUntil(null, now)).toBeUndefined();
});

test('the page is regenerated after the moment, never before it', () => {
  for (const ms of [0, 1, 499, 1_000, 1_001, 86_399_999]) {
    expect(now.getTime() + secondsUntil(later(ms), now)! * 1000).toBeGreaterThan(later(ms).getTime());
  }
});
