// POST /api/login/renew: trades the refresh token (cookie, or `refreshToken` in the body as SPEC.md §7
// lists) for a new pair. Failure clears the cookies: the client then goes to /login (SPEC.md §8).
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db/client';
import { REFRESH_COOKIE } from '@/lib/shared/session';
import { AppError } from '../errors/app-error';
import { clientIp, userAgent } from '../security/request-meta';
import { signAccessToken } from './access-token';
import { rotateRefreshToken } from './refresh-tokens';
import { readCookie } from './session';
import { clearSessionCookies, displayUser, setSessionCookies } from './session-cookies';

export async function renewSession(req: NextApiRequest, res: NextApiResponse) {
  const fromBody = typeof req.body?.refreshToken === 'string' ? req.body.refreshToken : undefined;
  const token = readCookie(req, REFRESH_COOKIE) ?? fromBody;
  if (!token || token.length > 200) {
    clearSessionCookies(res);
    throw new AppError('UNAUTHORIZED', 'Login expired.', 'errors:sessionExpired');
  }
  const result = await rotateRefreshToken(await getDb(), token, { ip: clientIp(req), userAgent: userAgent(req) });
  if (!result.ok) {
    if (result.reason === 'raced') throw new AppError('SESSION_RENEWED', 'Session was just renewed.', 'errors:sessionRenewed');
    clearSessionCookies(res);
    throw new AppError('UNAUTHORIZED', 'Login expired.', 'errors:sessionExpired');
  }
  const { member } = result;
  const accessToken = await signAccessToken({ memberId: member.id, mbId: member.mbId, role: member.role, mbStatus: member.mbStatus, familyId: result.familyId });
  setSessionCookies(res, { accessToken, refreshToken: result.token, persistent: result.persistent, user: displayUser(member) });
  return displayUser(member);
}
