// POST /api/login/renew: trades a refresh token for a new pair (refresh-tokens.ts rotates it and revokes
// the family on reuse). A refused renewal is returned, not thrown, because the route must then clear the
// cookies too (docs/product/errors-and-messages.md#session-renewal: the client goes to /login); a second tab racing
// the first is a plain 409 that leaves the cookies alone (the client replays its request).
import type { Db } from '@/lib/server/db/client';
import { AppError } from '../errors/app-error';
import { signAccessToken } from './access-token';
import { rotateRefreshToken } from './refresh-tokens';
import { type IssuedSession, displayUser } from './session-cookies';
import type { SignInMeta } from './start-session';

export type Renewal = { ok: true; session: IssuedSession } | { ok: false; error: AppError };

const expired = (): Renewal => ({ ok: false, error: new AppError('UNAUTHORIZED', 'Login expired.', 'errors:sessionExpired') });

export async function renewSession(db: Db, refreshToken: string | undefined, meta: SignInMeta): Promise<Renewal> {
  if (!refreshToken || refreshToken.length > 200) return expired();
  const result = await rotateRefreshToken(db, refreshToken, { ip: meta.ip, userAgent: meta.userAgent });
  if (!result.ok) {
    if (result.reason === 'raced') throw new AppError('SESSION_RENEWED', 'Session was just renewed.', 'errors:sessionRenewed');
    return expired();
  }
  const { member } = result;
  const accessToken = await signAccessToken({
    memberId: member.id,
    mbId: member.mbId,
    role: member.role,
    mbStatus: member.mbStatus,
    familyId: result.familyId,
  });
  return { ok: true, session: { accessToken, refreshToken: result.token, persistent: result.persistent, user: displayUser(member) } };
}
