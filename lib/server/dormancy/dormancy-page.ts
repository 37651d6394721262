// getServerSideProps of /dormancy (docs/product/storefront.md#route-guards,
// docs/product/accounts.md#roles-and-permissions: a dormant member is confined there). Only a dormant member sees the
// ACTIVATE button; anyone else is sent on.
import type { GetServerSidePropsContext } from 'next';
import { getDb } from '@/lib/server/db/client';
import { isDormant, mayAct } from '@/lib/shared/members/standing';
import { localizedPath, loginUrl } from '@/lib/shared/routes';
import { getSession, hasRefreshCookie } from '../auth/session';

export type DormancyPageState = { kind: 'show'; nick: string | null } | { kind: 'redirect'; destination: string };

export async function dormancyPageState(ctx: GetServerSidePropsContext): Promise<DormancyPageState> {
  const session = await getSession(ctx.req);
  if (!session) {
    // The access token expired: ACTIVATE renews the session first
    // (docs/product/errors-and-messages.md#session-renewal) and then decides.
    if (hasRefreshCookie(ctx.req)) return { kind: 'show', nick: null };
    return { kind: 'redirect', destination: localizedPath(loginUrl('/dormancy'), ctx.locale) };
  }
  const db = await getDb();
  const member = await db.member.findUnique({ where: { id: session.memberId }, select: { mbStatus: true, mbNick: true } });
  if (member && isDormant(member.mbStatus)) return { kind: 'show', nick: member.mbNick };
  if (mayAct(member?.mbStatus)) return { kind: 'redirect', destination: localizedPath('/', ctx.locale) };
  return { kind: 'redirect', destination: localizedPath('/logout', ctx.locale) };
}
