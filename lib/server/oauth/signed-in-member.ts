// The member signed in on this browser, for linking a provider from the account pages. The access token
// may have expired during the trip to the provider (10 minutes), so a live refresh token counts too.
import type { IncomingMessage } from 'node:http';
import { getDb } from '@/lib/server/db/client';
import { REFRESH_COOKIE } from '@/lib/shared/session';
import { hashToken } from '../auth/refresh-tokens';
import { getSession, readCookie } from '../auth/session';

export async function signedInMemberId(req: IncomingMessage): Promise<number | null> {
  const session = await getSession(req);
  if (session) return session.mbStatus === 'APPROVED' ? session.memberId : null;
  const refresh = readCookie(req, REFRESH_COOKIE);
  if (!refresh || refresh.length > 200) return null;
  const db = await getDb();
  const record = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(refresh) }, include: { member: { select: { mbStatus: true } } } });
  const live = record && !record.revokedAt && !record.rotatedAt && record.expiresAt.getTime() > Date.now();
  return live && record.member.mbStatus === 'APPROVED' ? record.memberId : null;
}
