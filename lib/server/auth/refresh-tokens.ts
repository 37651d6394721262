// Refresh tokens (cookie `rft`): random, stored only as a SHA-256 hash, rotated on every renew. Reuse of
// a rotated token means it leaked: the whole family (every token descended from that login) is revoked
// (docs/product/accounts.md#sessions-and-cookies). A reuse within a few seconds of the rotation is a second tab
// racing the first (cookies are shared, so it already holds the new token): it is refused without revoking anything.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '@/lib/server/db/client';
import type { Member } from '@/lib/server/db/generated/client';
import { maySignIn } from '@/lib/shared/members/standing';
import { forgetAllFamilies, forgetFamily } from './session-liveness';

export const PERSISTENT_DAYS = 30;
export const SESSION_HOURS = 24;
export const RACE_GRACE_MS = 10_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function expiryFor(persistent: boolean, now: number): Date {
  return new Date(now + (persistent ? PERSISTENT_DAYS * 86_400_000 : SESSION_HOURS * 3_600_000));
}

export interface IssueOptions {
  persistent: boolean;
  familyId?: string;
  userAgent?: string | null;
  ip?: string | null;
  now?: number;
}

export async function issueRefreshToken(db: DbOrTx, memberId: number, options: IssueOptions) {
  const token = randomBytes(32).toString('base64url');
  const now = options.now ?? Date.now();
  const record = await db.refreshToken.create({
    data: {
      memberId,
      tokenHash: hashToken(token),
      familyId: options.familyId ?? randomUUID(),
      persistent: options.persistent,
      expiresAt: expiryFor(options.persistent, now),
      userAgent: options.userAgent?.slice(0, 300) ?? null,
      ip: options.ip ?? null,
    },
  });
  return { token, record };
}

export type RotateResult =
  | { ok: true; token: string; familyId: string; persistent: boolean; member: Member }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'raced' | 'inactive' };

export async function rotateRefreshToken(
  db: Db,
  token: string,
  meta: { userAgent?: string | null; ip?: string | null } = {},
  now = Date.now(),
): Promise<RotateResult> {
  return db.$transaction(async (tx) => {
    const current = await tx.refreshToken.findUnique({ where: { tokenHash: hashToken(token) }, include: { member: true } });
    if (!current) return { ok: false, reason: 'unknown' } as const;
    if (current.revokedAt) return { ok: false, reason: 'revoked' } as const;
    if (current.rotatedAt) {
      if (now - current.rotatedAt.getTime() <= RACE_GRACE_MS) return { ok: false, reason: 'raced' } as const;
      await revokeFamily(tx, current.familyId, now);
      return { ok: false, reason: 'reused' } as const;
    }
    if (current.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' } as const;
    // A session lives only while its member may sign in (a dormant one keeps it, to reactivate).
    if (!maySignIn(current.member.mbStatus)) {
      await revokeFamily(tx, current.familyId, now);
      return { ok: false, reason: 'inactive' } as const;
    }
    // Conditional update: of two concurrent renewals with the same token only one wins.
    const claimed = await tx.refreshToken.updateMany({ where: { id: current.id, rotatedAt: null, revokedAt: null }, data: { rotatedAt: new Date(now) } });
    if (claimed.count !== 1) return { ok: false, reason: 'raced' } as const;
    const next = await issueRefreshToken(tx, current.memberId, { persistent: current.persistent, familyId: current.familyId, now, ...meta });
    return { ok: true, token: next.token, familyId: current.familyId, persistent: current.persistent, member: current.member } as const;
  });
}

export async function revokeFamily(db: DbOrTx, familyId: string, now = Date.now()): Promise<number> {
  const result = await db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date(now) } });
  forgetFamily(familyId);
  return result.count;
}

export async function revokeAllForMember(db: DbOrTx, memberId: number, now = Date.now()): Promise<number> {
  const result = await db.refreshToken.updateMany({ where: { memberId, revokedAt: null }, data: { revokedAt: new Date(now) } });
  forgetAllFamilies();
  return result.count;
}
