// Rate limits kept in the database (RateLimiterFlexible table), so every app instance counts together
// (PRODUCT.md "Scale": no in-memory state that must be shared).
import type { NextApiResponse } from 'next';
import { RateLimiterPrisma, RateLimiterRes } from 'rate-limiter-flexible';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '../errors/app-error';

/** Points per window (seconds). Login per account counts failures only (see the login service). */
export const LIMITS = {
  loginIp: { points: 30, duration: 600 },
  loginAccount: { points: 5, duration: 900 },
  signupIp: { points: 10, duration: 3600 },
  codeSendTarget: { points: 5, duration: 3600 },
  codeSendIp: { points: 20, duration: 3600 },
  codeCheckTarget: { points: 10, duration: 900 },
  inquiryIp: { points: 10, duration: 3600 },
  /** POST /api/member/checkMbStatus: tells whether an e-mail is registered, so it is kept low. */
  statusCheckIp: { points: 30, duration: 600 },
  /** POST /api/photos per member: a full order is at most 100 photos; retries and re-shoots fit easily. */
  photoUpload: { points: 300, duration: 3600 },
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

/** Spends a point; over the limit → 429 with Retry-After. */
export async function consume(name: LimitName, key: string, res?: NextApiResponse): Promise<void> {
  try {
    await (await limiter(name)).consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.ceil(error.msBeforeNext / 1000);
    res?.setHeader('Retry-After', String(seconds));
    throw new AppError('RATE_LIMITED', 'Too many attempts. Please try again later.', 'errors:rateLimited');
  }
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
