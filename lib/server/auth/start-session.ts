// Signs a member in: a new refresh-token family and an access token, inside the caller's transaction.
// Nothing is written to the response here: the route sets the cookies from the returned IssuedSession
// once the transaction committed (issue #8: a failed commit must not ship a valid access token).
import type { DbOrTx } from '@/lib/server/db/client';
import type { Member } from '@/lib/server/db/generated/client';
import { signAccessToken } from './access-token';
import { issueRefreshToken } from './refresh-tokens';
import { type IssuedSession, displayUser } from './session-cookies';

/** Where a sign-in comes from: kept on the refresh token (the member's list of sessions) and in audit rows. */
export interface SignInMeta {
  ip: string;
  userAgent: string | null;
}

export interface SessionOptions {
  persistent: boolean;
  ip?: string | null;
  userAgent?: string | null;
}

export async function startSession(tx: DbOrTx, member: Member, options: SessionOptions): Promise<IssuedSession> {
  const { token, record } = await issueRefreshToken(tx, member.id, options);
  const accessToken = await signAccessToken({
    memberId: member.id,
    mbId: member.mbId,
    role: member.role,
    mbStatus: member.mbStatus,
    familyId: record.familyId,
  });
  return { accessToken, refreshToken: token, persistent: options.persistent, user: displayUser(member) };
}
