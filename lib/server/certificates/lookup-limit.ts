// Too many look-ups from one address (docs/product/certificates.md#certificate-page): 429 with Retry-After and a page
// that says the service is busy, never "not found". Counted in this process's memory (rate-limiter-flexible), not in
// the database: a look-up must not cost a write. With several instances each counts on its own — the limit is then up
// to that many times higher; a reverse proxy in front enforces one for all (docs/decisions/0021-public-api.md).
// Cached certificate pages are answered before any of this (like a CDN would), so a visitor reading pages is never
// counted; what is counted is what reaches the database: a label's check, a page rendered, a refused serial.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Per address and minute: a collector at a card show scans a few slabs a minute; a shop uses the API. */
export const LOOKUPS_PER_MINUTE = 30;

const limiter = new RateLimiterMemory({ keyPrefix: 'certificate-lookup', points: LOOKUPS_PER_MINUTE, duration: 60 });

/** Counts one look-up from `ip`; the seconds to wait when over the limit, else null. */
export async function takeLookup(ip: string): Promise<number | null> {
  try {
    await limiter.consume(ip);
    return null;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw refusal;
  }
}
