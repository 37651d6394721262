// How the outbox is delivered (decision 0026): a try per claim, the wait before the next one doubling from 30 s
// (capped at an hour), FAILED after MAX_ATTEMPTS tries — eight tries span about an hour — and a claim's lease, far
// longer than a send may take with the SMTP timeouts (smtp-transport.ts), after which another worker may take over
// a message whose worker died mid-send.
export const MAX_ATTEMPTS = 8;
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;
export const LEASE_MS = 5 * 60_000;
/** Messages claimed at a time by one worker. */
export const CLAIM_BATCH = 10;
/** lastError is kept short: enough to tell a refused login from a dead server. */
export const MAX_ERROR_LENGTH = 500;

/** The wait after the `attempts`-th failed try (1-based): 30 s, 1 min, 2 min, … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}
