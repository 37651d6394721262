// Repeated load runs of one target reduced to the figures the bench reports (issue #11: median of 3):
// medians for rates and latencies, totals for anything that went wrong, so one bad run is never hidden.
import type { LoadFigures } from './load';
import type { MixFigures } from './mix';
import { median, sum } from './stats';

export function combineLoad(runs: readonly LoadFigures[]): LoadFigures | undefined {
  if (runs.length === 0) return undefined;
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond))!,
    p50Ms: median(runs.map((r) => r.p50Ms))!,
    p99Ms: median(runs.map((r) => r.p99Ms))!,
    requests: sum(runs.map((r) => r.requests)),
    errors: sum(runs.map((r) => r.errors)),
    timeouts: sum(runs.map((r) => r.timeouts)),
    non2xx: sum(runs.map((r) => r.non2xx)),
  };
}

const medianOf = (runs: readonly MixFigures[], pick: (r: MixFigures) => number | undefined) => {
  const values = runs.map(pick).filter((v): v is number => v !== undefined);
  return median(values);
};

export function combineMix(runs: readonly MixFigures[]): MixFigures | undefined {
  if (runs.length === 0) return undefined;
  return {
    requestsPerSecond: medianOf(runs, (r) => r.requestsPerSecond)!,
    p50Ms: medianOf(runs, (r) => r.p50Ms),
    p99Ms: medianOf(runs, (r) => r.p99Ms),
    errors: sum(runs.map((r) => r.errors)),
    timeouts: sum(runs.map((r) => r.timeouts)),
    non2xx: sum(runs.map((r) => r.non2xx)),
    over2s: medianOf(runs, (r) => r.over2s)!,
    over10s: medianOf(runs, (r) => r.over10s)!,
    answered: sum(runs.map((r) => r.answered)),
    cutOff: sum(runs.map((r) => r.cutOff)),
    connectionErrors: runs.reduce<Record<string, number>>((all, r) => {
      for (const [code, count] of Object.entries(r.connectionErrors)) all[code] = (all[code] ?? 0) + count;
      return all;
    }, {}),
    byKind: runs[0]!.byKind.map((first) => {
      const same = runs.map((r) => r.byKind.find((k) => k.kind === first.kind)).filter((k) => k !== undefined);
      return {
        kind: first.kind,
        answered: sum(same.map((k) => k.answered)),
        timeouts: 0,
        non2xx: sum(same.map((k) => k.non2xx)),
        p50Ms: median(same.map((k) => k.p50Ms).filter((v) => v !== undefined)),
        p99Ms: median(same.map((k) => k.p99Ms).filter((v) => v !== undefined)),
        maxMs: same.some((k) => k.maxMs !== undefined) ? Math.max(...same.map((k) => k.maxMs ?? 0)) : undefined,
        over: Object.fromEntries(Object.keys(first.over).map((t) => [t, median(same.map((k) => k.over[t] ?? 0))!])),
      };
    }),
  };
}
