// Signs a member in after a social sign-in, inside the caller's transaction: "stay logged in" is implied
// (persistent refresh cookie), a dormant member keeps their dormancy date and lands on /dormancy.
import type { NextApiResponse } from 'next';
import type { Db } from '@/lib/server/db/client';
import type { Member } from '@/lib/server/db/generated/client';
import type { MbStatus } from '@/lib/server/db/generated/enums';
import { startSession } from '../auth/start-session';
import type { OAuthProviderName } from './providers';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

export type NextStep = 'home' | 'dormancy' | 'link' | 'agree';

/** What the POST endpoints answer and what the GET callback turns into a redirect. */
export interface SignInOutcome {
  mbStatus: MbStatus | null;
  next: NextStep;
  returnUrl: string;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export async function openSocialSession(
  tx: Tx,
  res: Pick<NextApiResponse, 'getHeader' | 'setHeader'>,
  member: Member,
  provider: OAuthProviderName,
  meta: RequestMeta,
): Promise<Member> {
  const updated = member.mbStatus === 'DORMANCY' ? member : await tx.member.update({ where: { id: member.id }, data: { lastLoginAt: new Date() } });
  await tx.auditLog.create({ data: { actorId: member.id, action: 'member.login', entity: 'Member', entityId: member.mbId, data: { ip: meta.ip, provider } } });
  await startSession(tx, res, updated, { persistent: true, ip: meta.ip, userAgent: meta.userAgent });
  return updated;
}

export function outcomeFor(member: Pick<Member, 'mbStatus'>, returnUrl: string): SignInOutcome {
  if (member.mbStatus === 'DORMANCY') return { mbStatus: 'DORMANCY', next: 'dormancy', returnUrl: '/dormancy' };
  return { mbStatus: member.mbStatus, next: 'home', returnUrl };
}
