// After start-up (instrumentation.ts, issue #11): the first render of any page compiles the code every page shares
// (React, MUI, emotion, the translations) — measured ~110 ms more than the second render, which the first visitor
// after a deploy would pay. One request of the server to itself pays it instead. Best effort: sent without waiting
// (Next answers it once register() has returned), its answer and any failure ignored.
export function warmUpAfterStart(): void {
  // Set by `next start` to the address it listens on; absent in `next dev`, which compiles each page on demand.
  const origin = process.env.__NEXT_PRIVATE_ORIGIN;
  if (!origin || process.env.NODE_ENV !== 'production') return;
  void fetch(new URL('/login', origin), { headers: { 'user-agent': 'cardgrade-warm-up' }, signal: AbortSignal.timeout(60_000) })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}
