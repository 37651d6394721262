// The population pass (docs/product/certificates.md#captcha, docs/decisions/0022-population-report.md): a solved proof
// of work (good once, captcha.ts) buys a short-lived pass, so paging, a card's history and the CSV do not ask again.
// The pass is an httpOnly cookie sent only to /api/population: its expiry and a random id, signed with a key derived
// from AUTH_SECRET for this purpose alone — any instance verifies it, nothing is stored. Without a valid, unexpired pass
// every population call answers "CAPTCHA required" (docs/product/errors-and-messages.md#general), and so does a pass past its budget of calls: the pages of
// a person's searches fit many times over, a scraper must solve again and again — programs have the keyed API
// (docs/product/certificates.md#public-api). The budget is counted in each instance's memory, as the look-up limit is
// (lib/server/certificates/lookup-limit.ts): with N instances a pass may serve up to N times as many calls.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { stringifySetCookie } from 'cookie';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { readCookie } from '../auth/session';
import { appendSetCookie } from '../auth/session-cookies';
import { authSecret, secureCookies } from '../config/env';
import { AppError } from '../errors/app-error';

export const PASS_COOKIE = 'population_pass';
/** The cookie goes to the population routes only: no page, no other API call carries it. */
export const PASS_PATH = '/api/population';
export const PASS_SECONDS = 15 * 60;
/** Calls one pass may make (per instance): 300 in 15 minutes is a page every 3 seconds. */
export const PASS_CALLS = 300;

export const captchaRequired = () => new AppError('CAPTCHA_REQUIRED', 'CAPTCHA required', 'errors:captchaRequired');

const key = () => createHmac('sha256', authSecret()).update('cardgrade/population-pass/v1').digest();
const sign = (body: string) => createHmac('sha256', key()).update(body).digest('base64url');

export interface PopulationPass {
  token: string;
  expiresAt: Date;
}

export function newPass(now: Date): PopulationPass {
  const expiresAt = new Date(now.getTime() + PASS_SECONDS * 1000);
  const body = `${expiresAt.getTime()}.${randomBytes(12).toString('base64url')}`;
  return { token: `${body}.${sign(body)}`, expiresAt };
}

/** The pass's id when `token` is a pass signed here and unexpired at `now`; null for anything else. Never throws. */
export function verifyPass(token: unknown, now: Date): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [until, id, signature, ...rest] = token.split('.');
  if (rest.length > 0 || until === undefined || id === undefined || signature === undefined) return null;
  if (!/^\d{1,15}$/.test(until) || Number(until) <= now.getTime()) return null;
  const expected = Buffer.from(sign(`${until}.${id}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

const calls = new RateLimiterMemory({ keyPrefix: 'population-pass', points: PASS_CALLS, duration: PASS_SECONDS });

/** Refuses ("CAPTCHA required") a call without a valid, unexpired pass with calls left; counts one call otherwise. */
export async function requirePass(token: unknown, now = new Date()): Promise<void> {
  const id = verifyPass(token, now);
  if (id === null) throw captchaRequired();
  try {
    await calls.consume(id);
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) throw captchaRequired();
    throw refusal;
  }
}

export function readPassCookie(req: IncomingMessage & { cookies?: Partial<Record<string, string>> }): string | undefined {
  return readCookie(req, PASS_COOKIE);
}

export function setPassCookie(res: ServerResponse, pass: PopulationPass, now = new Date()): void {
  const maxAge = Math.max(0, Math.ceil((pass.expiresAt.getTime() - now.getTime()) / 1000));
  appendSetCookie(res, [
    stringifySetCookie({ name: PASS_COOKIE, value: pass.token, httpOnly: true, sameSite: 'lax', secure: secureCookies(), path: PASS_PATH, maxAge }),
  ]);
}
