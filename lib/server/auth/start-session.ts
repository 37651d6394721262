// Signs a member in: a new refresh-token family, an access token and the three cookies.
import type { NextApiResponse } from 'next';
import type { Db } from '@/lib/server/db/client';
import type { Member } from '@/lib/server/db/generated/client';
import { signAccessToken } from './access-token';
import { issueRefreshToken } from './refresh-tokens';
import { displayUser, setSessionCookies } from './session-cookies';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

export async function startSession(
  tx: Db | Tx,
  res: Pick<NextApiResponse, 'getHeader' | 'setHeader'>,
  member: Member,
  options: { persistent: boolean; ip?: string | null; userAgent?: string | null },
): Promise<void> {
  const { token, record } = await issueRefreshToken(tx, member.id, options);
  const accessToken = await signAccessToken({ memberId: member.id, mbId: member.mbId, role: member.role, mbStatus: member.mbStatus, familyId: record.familyId });
  setSessionCookies(res as never, { accessToken, refreshToken: token, persistent: options.persistent, user: displayUser(member) });
}
