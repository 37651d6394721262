// POST /api/logout and /logout: ends the session on the server (the refresh family is revoked, so the
// refresh token is useless even if copied) and clears the cookies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getDb } from '@/lib/server/db/client';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@/lib/shared/session';
import { verifyAccessToken } from './access-token';
import { hashToken, revokeFamily } from './refresh-tokens';
import { readCookie } from './session';
import { clearSessionCookies } from './session-cookies';

export async function logout(req: IncomingMessage & { cookies?: Partial<Record<string, string>> }, res: ServerResponse): Promise<void> {
  const db = await getDb();
  const refresh = readCookie(req, REFRESH_COOKIE);
  const record = refresh ? await db.refreshToken.findUnique({ where: { tokenHash: hashToken(refresh) } }) : null;
  const familyId = record?.familyId ?? (await verifyAccessToken(readCookie(req, ACCESS_COOKIE)))?.familyId;
  if (familyId) await revokeFamily(db, familyId);
  clearSessionCookies(res);
}
