// Signs a member in after a social sign-in, inside the caller's transaction: "stay logged in" is implied
// (persistent refresh cookie), a dormant member keeps their dormancy date and lands on /dormancy. The
// session's cookies travel back in the result: the route sets them once the transaction has committed
// (issue #8), so a rolled-back sign-in never leaves cookies behind.
import { memberActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Tx } from '@/lib/server/db/client';
import type { Member } from '@/lib/server/db/generated/client';
import type { MbStatus } from '@/lib/server/db/generated/enums';
import { isDormant } from '@/lib/shared/members/standing';
import type { RequestMeta } from '../api/route';
import type { IssuedSession } from '../auth/session-cookies';
import { startSession } from '../auth/start-session';
import type { PendingSignIn } from './flow-cookies';
import type { OAuthProviderName } from './providers';

export type NextStep = 'home' | 'dormancy' | 'link' | 'agree';

/** What the POST endpoints answer and what the GET callback turns into a redirect. */
export interface SignInOutcome {
  mbStatus: MbStatus | null;
  next: NextStep;
  returnUrl: string;
}

/** The cookies a sign-in step leaves for its route to set (flow-cookies.ts `setSignInCookies`). */
export interface SignInCookies {
  /** The member is signed in. */
  session: IssuedSession | null;
  /** The member confirms on /social/link (password) or /social/agree (agreements) first. */
  pending: PendingSignIn | null;
}

export interface SignInResult extends SignInCookies {
  outcome: SignInOutcome;
}

export interface OpenedSession {
  member: Member;
  session: IssuedSession;
}

export async function openSocialSession(
  tx: Tx,
  member: Member,
  provider: OAuthProviderName,
  meta: Pick<RequestMeta, 'ip' | 'userAgent'>,
): Promise<OpenedSession> {
  const updated = isDormant(member.mbStatus) ? member : await tx.member.update({ where: { id: member.id }, data: { lastLoginAt: new Date() } });
  await recordAudit(tx, { actor: memberActor(member), action: 'member.login', entity: 'Member', entityId: member.mbId, data: { ip: meta.ip, provider } });
  const session = await startSession(tx, updated, { persistent: true, ip: meta.ip, userAgent: meta.userAgent });
  return { member: updated, session };
}

export function outcomeFor(member: Pick<Member, 'mbStatus'>, returnUrl: string): SignInOutcome {
  if (isDormant(member.mbStatus)) return { mbStatus: 'DORMANCY', next: 'dormancy', returnUrl: '/dormancy' };
  return { mbStatus: member.mbStatus, next: 'home', returnUrl };
}

/** The result of a step that signed the member in. */
export function signedIn(opened: OpenedSession, returnUrl: string): SignInResult {
  return { outcome: outcomeFor(opened.member, returnUrl), session: opened.session, pending: null };
}
