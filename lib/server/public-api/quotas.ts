// What a meter says about one request, and how the answer says it (docs/product/certificates.md#public-api): the IETF
// rate-limit fields on every answer of the v1 API — the `RateLimit-Policy` and `RateLimit` fields of
// draft-ietf-httpapi-ratelimit-headers, and the older `RateLimit-Limit`/`-Remaining`/`-Reset` trio most client
// libraries still read — and 429 with `Retry-After` when a quota is spent.
import type { NextApiResponse } from 'next';

export interface Quota {
  /** The policy's name in the fields: "minute" or "day". */
  name: string;
  limit: number;
  windowSeconds: number;
  /** What is left after this request (0 when refused). */
  remaining: number;
  /** Seconds until the window ends and the quota is whole again. */
  resetSeconds: number;
}

export interface Metered {
  allowed: boolean;
  quotas: Quota[];
}

/** The quota that binds: the least left, and of those the one that lasts longest (the wait a refused caller needs). */
export function bindingQuota(metered: Metered): Quota {
  return metered.quotas.reduce((best, quota) =>
    quota.remaining < best.remaining || (quota.remaining === best.remaining && quota.resetSeconds > best.resetSeconds) ? quota : best,
  );
}

export function rateLimitHeaders(metered: Metered): Record<string, string> {
  const binding = bindingQuota(metered);
  return {
    'RateLimit-Policy': metered.quotas.map((quota) => `"${quota.name}";q=${quota.limit};w=${quota.windowSeconds}`).join(', '),
    RateLimit: `"${binding.name}";r=${binding.remaining};t=${binding.resetSeconds}`,
    'RateLimit-Limit': String(binding.limit),
    'RateLimit-Remaining': String(binding.remaining),
    'RateLimit-Reset': String(binding.resetSeconds),
  };
}

export function setRateLimitHeaders(res: NextApiResponse, metered: Metered): void {
  for (const [name, value] of Object.entries(rateLimitHeaders(metered))) res.setHeader(name, value);
}

/** Whole seconds, at least 1: a client told to wait 0 seconds asks again at once. */
export const ceilSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
