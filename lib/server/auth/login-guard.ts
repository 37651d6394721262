// Password-guessing defences that cannot be turned against the account's owner (OWASP Authentication
// Cheat Sheet, "Account lockout"; issue #7: five wrong passwords from anywhere used to lock the owner
// out for 15 minutes):
// - per account: after a few failures from anywhere, every login to it must carry a solved proof of
//   work (ALTCHA, security/captcha.ts). The owner solves one in under a second and gets in; a bot pays
//   for every guess. Nothing is ever locked.
// - per address: the attempts limit of before (30 in 10 minutes), and after a few failures a cool-down
//   that doubles with each further failure (1 s, 2 s, 4 s … 5 minutes): the guessing address slows
//   down, the owner's own address does not.
// Unknown e-mails count like known ones, so the CAPTCHA question tells nothing about who is a member.
import type { DbOrTx } from '@/lib/server/db/client';
import { AppError } from '../errors/app-error';
import { spendCaptcha } from '../security/captcha';
import { assertNotBlocked, block, consume, resetLimit, spent } from '../security/rate-limit';

export const LOGIN_GUARD = {
  captchaAfterFailures: 3,
  freeFailuresPerIp: 5,
  maxCooldownSeconds: 300,
} as const;

export const captchaRequired = () => new AppError('CAPTCHA_REQUIRED', 'CAPTCHA required', 'errors:captchaRequired');

/** Seconds an address waits after its nth failure in the window: none for the first few, then doubling. */
export function cooldownSeconds(failures: number): number {
  const extra = failures - LOGIN_GUARD.freeFailuresPerIp;
  return extra <= 0 ? 0 : Math.min(2 ** (extra - 1), LOGIN_GUARD.maxCooldownSeconds);
}

export interface LoginAttempt {
  ip: string;
  /** The e-mail the password is tried for (normalised by the login schema). */
  account: string;
  /** The ALTCHA payload the form sent, if any. */
  captcha?: unknown;
}

/**
 * Lets the attempt check a password, or throws 429 (this address; the AppError carries the wait, sent as
 * Retry-After) / CAPTCHA_REQUIRED (this account).
 */
export async function admitLoginAttempt(db: DbOrTx, { ip, account, captcha }: LoginAttempt): Promise<void> {
  await consume('loginIp', ip);
  await assertNotBlocked('loginIpCooldown', ip);
  if ((await spent('loginFailuresAccount', account)) >= LOGIN_GUARD.captchaAfterFailures && !(await spendCaptcha(db, captcha, 'login'))) {
    throw captchaRequired();
  }
}

export async function recordLoginFailure({ ip, account }: Pick<LoginAttempt, 'ip' | 'account'>): Promise<void> {
  await consume('loginFailuresAccount', account);
  const wait = cooldownSeconds(await consume('loginFailuresIp', ip));
  if (wait > 0) await block('loginIpCooldown', ip, wait);
}

/** The owner got in: the account no longer asks for a proof of work (the address keeps its count). */
export async function recordLoginSuccess(account: string): Promise<void> {
  await resetLimit('loginFailuresAccount', account);
}
