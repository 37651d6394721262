/** @jest-environment node */
// The fixed windows of the in-memory meters (docs/decisions/0021-public-api.md): aligned to the clock, every caller's
// window ends at once and is forgotten then; a flood of new callers cannot grow the map past its bound.
import { WindowCounter } from './window-counter';

const MINUTE = 60_000;
const at = (minute: number, second = 0) => minute * MINUTE + second * 1000;

test('counts per caller within the minute, and forgets everything when the minute ends', () => {
  const counter = new WindowCounter(3, MINUTE);
  expect(counter.state('a', at(10, 5))).toEqual({ limit: 3, used: 0, resetMs: 55_000 });
  counter.add('a', at(10, 5));
  counter.add('a', at(10, 30));
  counter.add('b', at(10, 31));
  expect(counter.state('a', at(10, 59))).toMatchObject({ used: 2, resetMs: 1000 });
  expect(counter.state('b', at(10, 59)).used).toBe(1);
  expect(counter.state('a', at(11, 0))).toEqual({ limit: 3, used: 0, resetMs: MINUTE });
});

test('days end at midnight UTC', () => {
  const counter = new WindowCounter(1000, 86_400_000);
  const noon = Date.UTC(2026, 11, 1, 12);
  counter.add('a', noon);
  expect(counter.state('a', noon).resetMs).toBe(12 * 3600_000);
  expect(counter.state('a', Date.UTC(2026, 11, 1, 23, 59, 59)).used).toBe(1);
  expect(counter.state('a', Date.UTC(2026, 11, 2)).used).toBe(0);
});

test('past its bound a new caller is not counted; known callers still are', () => {
  const counter = new WindowCounter(5, MINUTE, 2);
  for (const caller of ['a', 'b', 'c']) counter.add(caller, at(1));
  expect(counter.state('c', at(1)).used).toBe(0);
  counter.add('a', at(1));
  expect(counter.state('a', at(1)).used).toBe(2);
});
