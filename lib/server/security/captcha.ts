// Self-hosted proof of work (ALTCHA; docs/product/certificates.md#captcha: self-hosted, no third-party service).
// The browser fetches a challenge, its ALTCHA widget searches for the counter that yields the signed
// key prefix (a few hundred thousand SHA-256 hashes at most, under a second on a phone), and sends the
// solution with the form. The server checks it in constant time (the derived key is signed, nothing is
// re-computed), and spends it: a solution is good for one request (UsedCaptcha), for its purpose only,
// for CAPTCHA_TTL_SECONDS. Cheap for one person, expensive for a bot trying thousands of passwords.
import { createHmac } from 'node:crypto';
import { type Challenge, type Solution, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { DbOrTx } from '@/lib/server/db/client';
import { authSecret } from '../config/env';

export const CAPTCHA_PURPOSES = ['login', 'population', 'report'] as const;
export type CaptchaPurpose = (typeof CAPTCHA_PURPOSES)[number];

export const CAPTCHA_TTL_SECONDS = 600;
const ALGORITHM = 'SHA-256';
/** The solver tries counters from 0: the secret one is drawn from this range (the work to do). */
const COUNTER_RANGE: [number, number] = [20_000, 120_000];
/** A payload is base64 JSON of a few hundred bytes: anything longer is not one. */
const MAX_PAYLOAD_LENGTH = 4_000;

function secret(label: string): string {
  return createHmac('sha256', authSecret()).update(`altcha:${label}`).digest('hex');
}

export async function newCaptchaChallenge(purpose: CaptchaPurpose, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(...COUNTER_RANGE),
    deriveKey,
    data: { purpose },
    expiresAt: Math.floor(now / 1000) + CAPTCHA_TTL_SECONDS,
    hmacSignatureSecret: secret('signature'),
    hmacKeySignatureSecret: secret('key'),
  });
}

function parsePayload(payload: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > MAX_PAYLOAD_LENGTH) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { challenge, solution } = parsed as Record<string, unknown>;
    if (typeof challenge !== 'object' || challenge === null || typeof solution !== 'object' || solution === null) return null;
    return { challenge: challenge as Challenge, solution: solution as Solution };
  } catch {
    return null;
  }
}

/** True once per solved, unexpired challenge of this purpose; false for anything else (never throws). */
export async function spendCaptcha(db: DbOrTx, payload: unknown, purpose: CaptchaPurpose, now = Date.now()): Promise<boolean> {
  const parsed = parsePayload(payload);
  if (!parsed || parsed.challenge.parameters?.data?.purpose !== purpose || typeof parsed.challenge.signature !== 'string') return false;
  let verified = false;
  try {
    const result = await verifySolution({ ...parsed, deriveKey, hmacSignatureSecret: secret('signature'), hmacKeySignatureSecret: secret('key') });
    verified = result.verified;
  } catch {
    return false;
  }
  if (!verified) return false;
  // The signature identifies the challenge: inserting it fails for a second use (a replay).
  const expiresAt = new Date((parsed.challenge.parameters.expiresAt ?? 0) * 1000 || now + CAPTCHA_TTL_SECONDS * 1000);
  const spent = await db.usedCaptcha.createMany({ data: [{ signature: parsed.challenge.signature, expiresAt }], skipDuplicates: true });
  return spent.count === 1;
}
