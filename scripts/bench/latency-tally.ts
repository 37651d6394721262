// Every answer of one autocannon run with its latency (ms, sub-millisecond: autocannon's own histogram
// counts whole milliseconds) and the kind of request it answered, so the bench can tell the median of a
// fast render and the share of a mix's requests that took over 2 s or 10 s (issue #11 targets).
import { quantile } from './stats';

export interface LatencySummary {
  /** Answers received (any status). */
  answered: number;
  /** Requests autocannon gave up on after its timeout: counted as slower than any threshold. */
  timeouts: number;
  non2xx: number;
  p50Ms?: number;
  p99Ms?: number;
  maxMs?: number;
  /** Share (0..1) of answered + timed-out requests slower than each threshold, keyed by its ms. */
  over: Record<string, number>;
}

export class LatencyTally {
  private readonly byKind = new Map<string, { ms: number[]; non2xx: number }>();
  private timeoutCount = 0;

  answer(kind: string, status: number, ms: number): void {
    let entry = this.byKind.get(kind);
    if (!entry) this.byKind.set(kind, (entry = { ms: [], non2xx: 0 }));
    entry.ms.push(ms);
    if (status < 200 || status > 299) entry.non2xx += 1;
  }

  timeout(): void {
    this.timeoutCount += 1;
  }

  kinds(): string[] {
    return [...this.byKind.keys()];
  }

  /** All kinds together (timeouts included), or one kind (its answers only: timeouts carry no kind). */
  summary(thresholdsMs: readonly number[] = [], kind?: string): LatencySummary {
    const entries = kind === undefined ? [...this.byKind.values()] : [this.byKind.get(kind) ?? { ms: [], non2xx: 0 }];
    const ms = entries.flatMap((entry) => entry.ms);
    const timeouts = kind === undefined ? this.timeoutCount : 0;
    const total = ms.length + timeouts;
    const over: Record<string, number> = {};
    for (const threshold of thresholdsMs) {
      over[String(threshold)] = total === 0 ? 0 : (ms.filter((value) => value > threshold).length + timeouts) / total;
    }
    return {
      answered: ms.length,
      timeouts,
      non2xx: entries.reduce((count, entry) => count + entry.non2xx, 0),
      p50Ms: quantile(ms, 0.5),
      p99Ms: quantile(ms, 0.99),
      // A loop, not Math.max(...ms): a fast page gives 100,000+ answers, more arguments than the call stack holds.
      maxMs: ms.length === 0 ? undefined : ms.reduce((max, value) => (value > max ? value : max), -Infinity),
      over,
    };
  }
}
