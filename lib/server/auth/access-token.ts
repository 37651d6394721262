// Short-lived access token (cookie `acc`): a signed JWT with the member's id, role and status, so most
// requests need no database read. Ten minutes: a revoked session ends within that time.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { MbStatus, Role } from '@/lib/server/db/generated/enums';
import { authSecret } from '../config/env';

export const ACCESS_TOKEN_SECONDS = Number(process.env.ACCESS_TOKEN_SECONDS ?? 600);

export interface AccessClaims {
  memberId: number;
  mbId: string;
  role: Role;
  mbStatus: MbStatus;
  /** Refresh-token family: logout and reuse detection revoke it. */
  familyId: string;
}

export async function signAccessToken(claims: AccessClaims, now = Date.now()): Promise<string> {
  return (
    new SignJWT({ mid: claims.memberId, role: claims.role, st: claims.mbStatus, fam: claims.familyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.mbId)
      // A unique id: two tokens issued in the same second are still different tokens.
      .setJti(randomUUID())
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + ACCESS_TOKEN_SECONDS)
      .sign(authSecret())
  );
}

/** Who acts, as services need it: the member (a job or staff tool passes the member it acts for). */
export type Actor = Pick<AccessClaims, 'memberId'>;

/** The claims of a valid, unexpired token; null for anything else. */
export async function verifyAccessToken(token: string | undefined): Promise<AccessClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, authSecret(), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.mid !== 'number') return null;
    return {
      memberId: payload.mid,
      mbId: payload.sub,
      role: payload.role as Role,
      mbStatus: payload.st as MbStatus,
      familyId: String(payload.fam),
    };
  } catch {
    return null;
  }
}
