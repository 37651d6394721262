// How long a cached page may be served before content that changes with time alone (a scheduled post going public,
// an event starting or ending) makes it wrong: Next's `revalidate` in seconds (docs/decisions/0014-static-pages.md).

/** Next refuses a revalidate of more than a year. */
export const MAX_REVALIDATE_SECONDS = 365 * 24 * 60 * 60;

/** Seconds from `now` until just after `moment` (≥ 1, ≤ a year), or undefined when nothing is due. */
export function secondsUntil(moment: Date | null, now: Date): number | undefined {
  if (!moment) return undefined;
  // One second past the moment: the rules compare with `<` and `>`, so at the moment itself nothing has changed yet.
  const seconds = Math.floor((moment.getTime() - now.getTime()) / 1000) + 1;
  return Math.min(Math.max(seconds, 1), MAX_REVALIDATE_SECONDS);
}
