// The key a public API request presents (docs/product/certificates.md#public-api): its owner's row by the key's SHA-256
// (one indexed read, today's usage joined), or 401 — unknown, revoked, or its member no longer active. Never a 500.
// Answers are kept KEY_CACHE_MS in this process: a program sending many requests costs one read per few seconds, and
// a revocation takes effect at once on the instance that made it and within KEY_CACHE_MS on the others (as sessions
// do, docs/decisions/0007-hardening.md). An address that keeps presenting keys that do not work is refused (429) past
// KEY_FAILURES_PER_MINUTE before any look-up: guessing keys cannot become a flood of reads.
import type { DbOrTx } from '@/lib/server/db/client';
import { mayAct } from '@/lib/shared/members/standing';
import { AppError } from '../errors/app-error';
import { ceilSeconds } from '../public-api/quotas';
import { WindowCounter } from '../public-api/window-counter';
import { hashApiKey } from './api-key-format';
import { usageDay } from './usage-meter';

export const KEY_CACHE_MS = 5_000;
export const KEY_FAILURES_PER_MINUTE = 20;
const MAX_CACHED_KEYS = 10_000;

type Refusal = 'unknown' | 'revoked' | 'inactive';
type Found = { keyId: number; day: number; requests: number };

const REFUSALS: Record<Refusal, { message: string; key: string }> = {
  unknown: { message: 'Unknown API key.', key: 'publicApi:errors.unknownKey' },
  revoked: { message: 'This API key was revoked.', key: 'publicApi:errors.revokedKey' },
  inactive: { message: "This API key's account is not active.", key: 'publicApi:errors.inactiveKey' },
};

const cache = new Map<string, { at: number; answer: Found | Refusal }>();
const failures = new WindowCounter(KEY_FAILURES_PER_MINUTE, 60_000);

export const keyRefused = (refusal: Refusal | 'malformed' | 'required') =>
  refusal === 'malformed'
    ? new AppError(
        'UNAUTHORIZED',
        'Malformed API key: send "Authorization: Bearer cgk_…" or "X-Api-Key: cgk_…" with the whole key.',
        'publicApi:errors.malformedKey',
      )
    : refusal === 'required'
      ? new AppError('UNAUTHORIZED', 'This call needs an API key (free for members, on the account page).', 'publicApi:errors.keyRequired')
      : new AppError('UNAUTHORIZED', REFUSALS[refusal].message, REFUSALS[refusal].key);

async function lookUp(db: DbOrTx, hash: string, now: Date): Promise<Found | Refusal> {
  const day = usageDay(now);
  const row = await db.apiKey.findUnique({
    where: { hash },
    select: { id: true, revokedAt: true, member: { select: { mbStatus: true } }, usage: { where: { day }, select: { requests: true } } },
  });
  if (!row) return 'unknown';
  if (row.revokedAt) return 'revoked';
  if (!mayAct(row.member.mbStatus)) return 'inactive';
  return { keyId: row.id, day: day.getTime(), requests: row.usage[0]?.requests ?? 0 };
}

function remember(hash: string, entry: { at: number; answer: Found | Refusal }): void {
  // Bounded: past the limit the oldest answer goes (a Map iterates in insertion order).
  cache.delete(hash);
  if (cache.size >= MAX_CACHED_KEYS) cache.delete(cache.keys().next().value!);
  cache.set(hash, entry);
}

/** The key's id and the day's stored request count, or the 401 (429 for an address that keeps failing). */
export async function authenticateApiKey(db: DbOrTx, key: string, caller: { address: string; now: Date }): Promise<{ keyId: number; storedToday: number }> {
  const hash = hashApiKey(key);
  const now = caller.now.getTime();
  let entry = cache.get(hash);
  if (!entry || now - entry.at >= KEY_CACHE_MS) {
    const failed = failures.state(caller.address, now);
    if (failed.used >= failed.limit) {
      throw new AppError('RATE_LIMITED', 'Too many requests with keys that do not work.', 'publicApi:errors.tooManyBadKeys', {
        retryAfterSeconds: ceilSeconds(failed.resetMs),
      });
    }
    entry = { at: now, answer: await lookUp(db, hash, caller.now) };
    remember(hash, entry);
  }
  const { answer } = entry;
  if (typeof answer === 'string') {
    failures.add(caller.address, now);
    throw keyRefused(answer);
  }
  return { keyId: answer.keyId, storedToday: answer.day === usageDay(caller.now).getTime() ? answer.requests : 0 };
}

/** A key revoked here answers 401 from now on in this process. */
export function forgetApiKey(hash: string): void {
  cache.delete(hash);
}

/** Tests: no remembered answers, no failures counted. */
export function resetApiKeyCache(): void {
  cache.clear();
  failures.clear();
}
