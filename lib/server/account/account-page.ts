// getServerSideProps of the /account pages (docs/product/storefront.md#my-page). The member comes from the access
// token; the row decides what the page may show:
// - no access token but a refresh cookie: the token just expired. The page renders without data and the
//   client query fills it (its 401 renews the session once and replays,
//   docs/product/errors-and-messages.md#session-renewal);
// - no session at all: /login with a returnUrl (the proxy normally did that already);
// - dormant: /dormancy; withdrawn, unknown or a session ended elsewhere: /logout clears the cookies.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import type { MbStatus } from '@/lib/server/db/generated/enums';
import { getDb, type Db } from '@/lib/server/db/client';
import { localizedPath, loginUrl } from '@/lib/shared/routes';
import { isDormant, mayAct } from '@/lib/shared/members/standing';
import { ACCESS_COOKIE } from '@/lib/shared/session';
import { type AccessClaims, verifyAccessToken } from '../auth/access-token';
import { isFamilyLive, needsFreshCheck } from '../auth/session-liveness';
import { hasRefreshCookie, readCookie } from '../auth/session';
import { withDatabaseOutage } from '../db/unavailable-page';
import { AppError } from '../errors/app-error';
import { pageTranslations } from '../i18n/page-translations';

export type AccountPageProps<T> = SSRConfig & { initial: T | null };

export function redirectTo(destination: string) {
  return { redirect: { destination, permanent: false } } as const;
}

/** Dormant: /dormancy; not active (withdrawn, unknown, unverified) or a session ended elsewhere: /logout. */
function standingRedirect(status: MbStatus | undefined, active: boolean, locale: string | undefined) {
  if (isDormant(status)) return redirectTo(localizedPath('/dormancy', locale));
  if (!mayAct(status) || !active) return redirectTo(localizedPath('/logout', locale));
  return null;
}

/**
 * The page's `load` runs beside the session's checks, not after them (issue #11: one wait for the database instead of
 * two per render). It is a read scoped to the session's member, and its outcome is used only once the standing is
 * known: a member who must be redirected gets the redirect, whatever the load returned or threw.
 * `statusOf`: for a load that reads the member's row anyway (the dashboard), the member's status in what it returned,
 * so the status is not read a second time (one query less per render). The answers are the same: when the load
 * throws, the status is read and the error handled as usual.
 */
export async function accountPageProps<T>(
  ctx: GetServerSidePropsContext,
  namespaces: string[],
  load: (db: Db, session: AccessClaims) => Promise<T>,
  statusOf?: (data: T) => MbStatus,
): Promise<GetServerSidePropsResult<AccountPageProps<T>>> {
  // Issue #23: while the database cannot be reached, 503 (db/unavailable-page.ts) and the page without its data, as
  // for an expired token: its own query (answered 503 too) says to try again.
  const page = withDatabaseOutage(
    (context) => loadAccountPage(context, namespaces, load, statusOf),
    (context) => withoutData(context, namespaces),
  );
  return page(ctx);
}

/** The page without its data: its client query fills it (after renewing an expired token) or says to try again. */
async function withoutData(ctx: GetServerSidePropsContext, namespaces: string[]): Promise<AccountPageProps<never>> {
  return { initial: null, ...(await pageTranslations(ctx.locale, namespaces)) };
}

async function loadAccountPage<T>(
  ctx: GetServerSidePropsContext,
  namespaces: string[],
  load: (db: Db, session: AccessClaims) => Promise<T>,
  statusOf?: (data: T) => MbStatus,
): Promise<GetServerSidePropsResult<AccountPageProps<T>>> {
  const session = await verifyAccessToken(readCookie(ctx.req, ACCESS_COOKIE));
  if (!session) {
    if (!hasRefreshCookie(ctx.req)) return redirectTo(localizedPath(loginUrl(ctx.resolvedUrl), ctx.locale));
    return { props: await withoutData(ctx, namespaces) };
  }
  const db = await getDb();
  // One liveness check per render (issue #11: it was asked twice, once through getSession): a page load is a read,
  // so this instance's answer of the last few seconds will do (docs/decisions/0007-hardening.md).
  const liveness = isFamilyLive(session.familyId, { fresh: needsFreshCheck(ctx.req.method) });
  const props = async (initial: T) => ({ props: { initial, ...(await pageTranslations(ctx.locale, namespaces)) } });
  // A load that throws at once (staff-page.ts's role check) is an outcome like any other: the standing still comes first.
  const loading = settle(new Promise<T>((resolve) => resolve(load(db, session))));
  if (statusOf) {
    const [loaded, active] = await Promise.all([loading, liveness]);
    if (loaded.ok) return standingRedirect(statusOf(loaded.data), active, ctx.locale) ?? props(loaded.data);
  }
  const [member, active] = await Promise.all([db.member.findUnique({ where: { id: session.memberId }, select: { mbStatus: true } }), liveness]);
  const redirect = standingRedirect(member?.mbStatus, active, ctx.locale);
  if (redirect) return redirect;
  const outcome = await loading;
  if (outcome.ok) return props(outcome.data);
  // The same service as the API: its 401 (the member is gone) ends the session here too.
  if (outcome.error instanceof AppError && outcome.error.status === 401) return redirectTo(localizedPath('/logout', ctx.locale));
  throw outcome.error;
}

type Settled<T> = { ok: true; data: T } | { ok: false; error: unknown };

/** A promise's outcome as a value, so a failed load can wait until the standing is known. */
function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (data) => ({ ok: true, data }),
    (error: unknown) => ({ ok: false, error }),
  );
}
