// The member signed in on this browser, for linking a provider from the account pages. The access token
// may have expired during the trip to the provider (10 minutes), so a live refresh token counts too.
// Linking changes the account, so the session's family is checked against the database as for every
// change (session-liveness.ts), never from a remembered answer.
import type { DbOrTx } from '@/lib/server/db/client';
import { mayAct } from '@/lib/shared/members/standing';
import { verifyAccessToken } from '../auth/access-token';
import { hashToken } from '../auth/refresh-tokens';
import type { PresentedTokens } from '../auth/session-cookies';
import { isFamilyActive } from '../auth/session-liveness';

export async function signedInMemberId(db: DbOrTx, tokens: PresentedTokens): Promise<number | null> {
  const session = await verifyAccessToken(tokens.accessToken);
  if (session && (await isFamilyActive(db, session.familyId))) return mayAct(session.mbStatus) ? session.memberId : null;
  const refresh = tokens.refreshToken;
  if (!refresh || refresh.length > 200) return null;
  const record = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(refresh) }, include: { member: { select: { mbStatus: true } } } });
  const live = record && !record.revokedAt && !record.rotatedAt && record.expiresAt.getTime() > Date.now();
  return live && mayAct(record.member.mbStatus) ? record.memberId : null;
}
