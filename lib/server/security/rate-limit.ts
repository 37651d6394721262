// Rate limits kept in the database (RateLimiterFlexible table), so every app instance counts together
// (docs/product/README.md#scale-and-deployment: no in-memory state that must be shared).
import { RateLimiterPrisma, RateLimiterRes } from 'rate-limiter-flexible';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '../errors/app-error';

/**
 * Points per window (seconds). The login's failure counters never block by themselves (OWASP: no lock an
 * attacker can trigger): they decide when the login asks for a proof of work and how long an address
 * must wait (auth/login-guard.ts).
 */
export const LIMITS = {
  loginIp: { points: 30, duration: 600 },
  loginFailuresAccount: { points: 1_000_000, duration: 3600 },
  loginFailuresIp: { points: 1_000_000, duration: 900 },
  /** Not consumed: an address is blocked here for its growing cool-down after repeated failures. */
  loginIpCooldown: { points: 1, duration: 1 },
  /** A wrong current password on my page (password change, withdrawal): only the signed-in member can trip it. */
  passwordConfirmMember: { points: 5, duration: 900 },
  signupIp: { points: 10, duration: 3600 },
  codeSendTarget: { points: 5, duration: 3600 },
  codeSendIp: { points: 20, duration: 3600 },
  codeCheckTarget: { points: 10, duration: 900 },
  inquiryIp: { points: 10, duration: 3600 },
  /** Sign-up codes and reset links checked from one address, whatever the target (targets have their own). */
  codeCheckIp: { points: 30, duration: 900 },
  /** Proof-of-work challenges handed to one address: far more than a person needs, a cap on a flood. */
  captchaIp: { points: 120, duration: 600 },
  /** POST /api/member/checkMbStatus: tells whether an e-mail is registered, so it is kept low. */
  statusCheckIp: { points: 30, duration: 600 },
  /** Reports of a suspected fake from one address (issue #22): a collector reports a slab or two, not dozens. */
  fakeReportIp: { points: 5, duration: 3600 },
  /** POST /api/photos per member: a full order is at most 100 photos; retries and re-shoots fit easily. */
  photoUpload: { points: 300, duration: 3600 },
  /**
   * Failed claims of a graded card (issue #25, docs/decisions/0035-claim-codes.md), counted per member and per address:
   * a buyer mistypes a code now and then; someone guessing at speed is stopped. Successes are not counted.
   */
  claimFailuresMember: { points: 10, duration: 900 },
  claimFailuresIp: { points: 30, duration: 900 },
  /**
   * Coupon codes that do not exist, typed on the payment step (docs/decisions/0039-coupons.md), per member: a typo now
   * and then; a code guessed at speed is stopped. Codes that exist (expired, used up, …) are not counted.
   */
  couponFailuresMember: { points: 10, duration: 900 },
  /**
   * Likes and unlikes per member (issue #25): a collector scrolling the feed likes dozens in a sitting; a script
   * toggling one like to flood the audit trail and the counters is stopped.
   */
  likeMember: { points: 120, duration: 600 },
} as const;

export type LimitName = keyof typeof LIMITS;

const limiters = new Map<LimitName, RateLimiterPrisma>();

async function limiter(name: LimitName): Promise<RateLimiterPrisma> {
  let found = limiters.get(name);
  if (!found) {
    const db = await getDb();
    found = new RateLimiterPrisma({ storeClient: db, tableName: 'rateLimiterFlexible', keyPrefix: name, ...LIMITS[name], clearExpiredByTimeout: false });
    limiters.set(name, found);
  }
  return found;
}

/** A 429 carrying its wait: apiHandler sends it as Retry-After (services never touch the response). */
export function rateLimited(msBeforeNext: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('RATE_LIMITED', 'Too many attempts. Please try again later.', 'errors:rateLimited', { retryAfterSeconds });
}

/** Spends a point; over the limit → 429 with Retry-After. Returns the points spent in the window. */
export async function consume(name: LimitName, key: string): Promise<number> {
  try {
    return (await (await limiter(name)).consume(key)).consumedPoints;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw rateLimited(error.msBeforeNext);
  }
}

/** Points spent in the current window (0 when none). */
export async function spent(name: LimitName, key: string): Promise<number> {
  return (await (await limiter(name)).get(key))?.consumedPoints ?? 0;
}

/** Blocks the key for `seconds` (a cool-down); `assertNotBlocked` then answers 429 until it ends. */
export async function block(name: LimitName, key: string, seconds: number): Promise<void> {
  await (await limiter(name)).block(key, seconds);
}

export async function assertNotBlocked(name: LimitName, key: string): Promise<void> {
  const state = await (await limiter(name)).get(key);
  if (state !== null && state.consumedPoints > LIMITS[name].points && state.msBeforeNext > 0) throw rateLimited(state.msBeforeNext);
}

export async function isBlocked(name: LimitName, key: string): Promise<boolean> {
  const state = await (await limiter(name)).get(key);
  return state !== null && state.consumedPoints >= LIMITS[name].points;
}

export async function resetLimit(name: LimitName, key: string): Promise<void> {
  await (await limiter(name)).delete(key);
}

/** Tests open a new database per file: forget limiters bound to the previous one. */
export function resetLimitersForTests(): void {
  limiters.clear();
}
