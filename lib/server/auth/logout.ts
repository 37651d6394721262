// POST /api/logout and /logout: ends the session on the server (the refresh family is revoked, so the
// refresh token is useless even if copied). The caller then clears the cookies.
import type { Db } from '@/lib/server/db/client';
import { verifyAccessToken } from './access-token';
import { hashToken, revokeFamily } from './refresh-tokens';
import type { PresentedTokens } from './session-cookies';

/** Either token names the family: the refresh token still does after the access token expired. */
export async function logout(db: Db, presented: PresentedTokens): Promise<void> {
  const record = presented.refreshToken ? await db.refreshToken.findUnique({ where: { tokenHash: hashToken(presented.refreshToken) } }) : null;
  const familyId = record?.familyId ?? (await verifyAccessToken(presented.accessToken))?.familyId;
  if (familyId) await revokeFamily(db, familyId);
}
