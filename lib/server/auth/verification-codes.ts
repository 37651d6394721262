// One-time codes for e-mail verification, password reset and phone verification. Only hashes are
// stored; codes expire, a code allows a few wrong tries, and a new code replaces the previous ones.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db, Tx } from '@/lib/server/db/client';
import type { VerificationPurpose } from '@/lib/server/db/generated/enums';

export const CODE_TTL_MINUTES: Record<VerificationPurpose, number> = { EMAIL_SIGNUP: 60 * 24, PASSWORD_RESET: 60, PHONE: 5 };
export const MAX_CODE_ATTEMPTS = 5;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface IssuedCode {
  /** Six digits the member types. */
  code: string;
  /** Long random token for a link (e-mail purposes only). */
  linkToken: string | null;
  expiresAt: Date;
}

export async function issueCode(
  db: Db,
  input: { purpose: VerificationPurpose; target: string; memberId?: number | null; withLink?: boolean },
  now = Date.now(),
): Promise<IssuedCode> {
  return db.$transaction((tx) => issueCodeIn(tx, input, now));
}

/** issueCode inside the caller's transaction: the message announcing the code is written in the same one
 *  (messaging/enqueue-message.ts), so neither exists without the other. */
export async function issueCodeIn(
  tx: Tx,
  input: { purpose: VerificationPurpose; target: string; memberId?: number | null; withLink?: boolean },
  now = Date.now(),
): Promise<IssuedCode> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const linkToken = input.withLink ? randomBytes(32).toString('base64url') : null;
  const expiresAt = new Date(now + CODE_TTL_MINUTES[input.purpose] * 60_000);
  // Only the newest code works.
  await tx.verificationCode.updateMany({ where: { purpose: input.purpose, target: input.target, consumedAt: null }, data: { consumedAt: new Date(now) } });
  await tx.verificationCode.create({
    data: {
      purpose: input.purpose,
      target: input.target,
      memberId: input.memberId ?? null,
      codeHash: sha256(code),
      linkHash: linkToken ? sha256(linkToken) : null,
      expiresAt,
    },
  });
  return { code, linkToken, expiresAt };
}

export type CheckResult = { ok: true; memberId: number | null; target: string } | { ok: false; reason: 'invalid' | 'expired' | 'tooManyAttempts' };

/** Checks and consumes a typed code. Wrong tries count against the code; after 5 it is dead. */
export async function checkCode(db: Db, input: { purpose: VerificationPurpose; target: string; code: string }, now = Date.now()): Promise<CheckResult> {
  return db.$transaction(async (tx) => {
    const current = await tx.verificationCode.findFirst({ where: { purpose: input.purpose, target: input.target, consumedAt: null }, orderBy: { id: 'desc' } });
    if (!current) return { ok: false, reason: 'invalid' } as const;
    if (current.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' } as const;
    if (current.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: 'tooManyAttempts' } as const;
    const expected = Buffer.from(current.codeHash, 'hex');
    const given = Buffer.from(sha256(String(input.code)), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await tx.verificationCode.update({ where: { id: current.id }, data: { attempts: { increment: 1 } } });
      return { ok: false, reason: current.attempts + 1 >= MAX_CODE_ATTEMPTS ? 'tooManyAttempts' : 'invalid' } as const;
    }
    const claimed = await tx.verificationCode.updateMany({ where: { id: current.id, consumedAt: null }, data: { consumedAt: new Date(now) } });
    if (claimed.count !== 1) return { ok: false, reason: 'invalid' } as const;
    return { ok: true, memberId: current.memberId, target: current.target } as const;
  });
}

/** Consumes a link token (e-mailed link). */
export async function consumeLink(db: Db, purpose: VerificationPurpose, linkToken: string, now = Date.now()): Promise<CheckResult> {
  if (!linkToken || linkToken.length > 100) return { ok: false, reason: 'invalid' };
  return db.$transaction(async (tx) => {
    const current = await tx.verificationCode.findUnique({ where: { linkHash: sha256(linkToken) } });
    if (!current || current.purpose !== purpose || current.consumedAt) return { ok: false, reason: 'invalid' } as const;
    if (current.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' } as const;
    await tx.verificationCode.update({ where: { id: current.id }, data: { consumedAt: new Date(now) } });
    return { ok: true, memberId: current.memberId, target: current.target } as const;
  });
}

/** Looks at a link token without consuming it (to show the reset form only for a live link). */
export async function peekLink(db: Db, purpose: VerificationPurpose, linkToken: string, now = Date.now()): Promise<boolean> {
  if (!linkToken || linkToken.length > 100) return false;
  const current = await db.verificationCode.findUnique({ where: { linkHash: sha256(linkToken) } });
  return Boolean(current && current.purpose === purpose && !current.consumedAt && current.expiresAt.getTime() > now);
}
