/** @jest-environment node */
import { LatencyTally } from './latency-tally';

describe('LatencyTally', () => {
  it('gives nearest-rank percentiles and counts non-2xx answers per kind', () => {
    const tally = new LatencyTally();
    for (let ms = 1; ms <= 100; ms += 1) tally.answer('GET /', 200, ms);
    tally.answer('POST /api/orders/quote', 400, 7.5);
    expect(tally.summary([], 'GET /')).toMatchObject({ answered: 100, non2xx: 0, p50Ms: 50, p99Ms: 99, maxMs: 100 });
    expect(tally.summary([], 'POST /api/orders/quote')).toMatchObject({ answered: 1, non2xx: 1, p50Ms: 7.5 });
    expect(tally.kinds()).toEqual(['GET /', 'POST /api/orders/quote']);
  });

  it('counts timed-out requests as slower than every threshold, in the overall shares only', () => {
    const tally = new LatencyTally();
    [100, 2_500, 3_000, 12_000].forEach((ms) => tally.answer('GET /', 200, ms));
    tally.timeout();
    const all = tally.summary([2_000, 10_000]);
    expect(all.answered).toBe(4);
    expect(all.timeouts).toBe(1);
    expect(all.over).toEqual({ '2000': 4 / 5, '10000': 2 / 5 });
    expect(tally.summary([2_000], 'GET /').over).toEqual({ '2000': 3 / 4 });
  });

  it('reports no latency when nothing was answered', () => {
    expect(new LatencyTally().summary([2_000])).toEqual({
      answered: 0,
      timeouts: 0,
      non2xx: 0,
      p50Ms: undefined,
      p99Ms: undefined,
      maxMs: undefined,
      over: { '2000': 0 },
    });
  });
});

describe('LatencyTally with a very fast server', () => {
  it('summarises 200,000 answers (a spread into Math.max overflowed the stack at about 120,000)', () => {
    const tally = new LatencyTally();
    for (let i = 0; i < 200_000; i += 1) tally.answer('GET /', 200, i % 1000 === 999 ? 12.5 : 0.4);
    const summary = tally.summary([2]);
    expect(summary.answered).toBe(200_000);
    expect(summary.maxMs).toBe(12.5);
    expect(summary.over['2']).toBeCloseTo(0.001, 6);
  });
});
