/** @jest-environment node */
import type { LoadFigures } from './load';
import { rotate } from './load';
import type { MixFigures } from './mix';
import { combineLoad, combineMix } from './runs';
import { median, quantile, sum } from './stats';

describe('order statistics', () => {
  it('takes the median of odd and even counts, and nothing of none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });

  it('takes quantiles by nearest rank', () => {
    const values = [5, 1, 4, 2, 3];
    expect(quantile(values, 0.5)).toBe(3);
    expect(quantile(values, 0.99)).toBe(5);
    expect(quantile(values, 0)).toBe(1);
    expect(sum(values)).toBe(15);
  });
});

describe('combineLoad (median of the runs, totals of what went wrong)', () => {
  const run = (requestsPerSecond: number, p99Ms: number, errors = 0): LoadFigures => ({
    requestsPerSecond,
    p50Ms: p99Ms / 2,
    p99Ms,
    requests: requestsPerSecond * 10,
    errors,
    timeouts: errors,
    non2xx: 1,
  });

  it('keeps one bad run visible in the error count', () => {
    expect(combineLoad([run(100, 80), run(300, 40, 2), run(200, 60)])).toEqual({
      requestsPerSecond: 200,
      p50Ms: 30,
      p99Ms: 60,
      requests: 6_000,
      errors: 2,
      timeouts: 2,
      non2xx: 3,
    });
    expect(combineLoad([])).toBeUndefined();
  });
});

describe('rotate', () => {
  it('starts the sequence at the offset, wrapping around', () => {
    expect(rotate(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(rotate(['a', 'b', 'c'], 4)).toEqual(['b', 'c', 'a']);
    expect(rotate([], 3)).toEqual([]);
  });
});

describe('combineMix', () => {
  const kind = (p99Ms?: number) => ({
    kind: 'GET /',
    answered: p99Ms === undefined ? 0 : 10,
    timeouts: 0,
    non2xx: 0,
    p50Ms: p99Ms,
    p99Ms,
    maxMs: p99Ms,
    over: { '2000': 0 },
  });
  const mix = (p99Ms: number, errors: number, k = kind(p99Ms)): MixFigures => ({
    requestsPerSecond: 100,
    p50Ms: p99Ms / 4,
    p99Ms,
    errors,
    timeouts: errors,
    non2xx: 0,
    over2s: 0.1,
    over10s: 0,
    answered: 1000,
    cutOff: 200,
    connectionErrors: errors ? { ECONNRESET: errors } : {},
    byKind: [k],
  });

  it('takes medians of the runs and totals of what went wrong, per request kind too', () => {
    const combined = combineMix([mix(1_000, 0), mix(3_000, 2), mix(2_000, 1)])!;
    expect(combined).toMatchObject({ p99Ms: 2_000, errors: 3, cutOff: 600, answered: 3000, connectionErrors: { ECONNRESET: 3 } });
    expect(combined.byKind[0]).toMatchObject({ kind: 'GET /', answered: 30, p99Ms: 2_000, maxMs: 3_000 });
  });

  it('leaves the latency of a request kind that was never answered empty', () => {
    expect(combineMix([mix(1_000, 0, kind())])!.byKind[0]).toMatchObject({ answered: 0, p99Ms: undefined, maxMs: undefined });
  });
});
