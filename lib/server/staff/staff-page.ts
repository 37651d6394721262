// getServerSideProps of the /admin pages (issue #10). The same session rules as the account pages
// (account-page.ts: no session → /login, dormant → /dormancy, a session ended elsewhere → /logout, an expired access
// token → the page renders empty and the client query renews it), plus the role: a signed-in member without one of
// `roles` gets the not-found page, as from the proxy — the back office does not announce itself. The role is the
// signed access token's, like requireSession's on every /api/admin call.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { Db } from '@/lib/server/db/client';
import type { Role } from '@/lib/server/db/generated/enums';
import { ACCESS_COOKIE } from '@/lib/shared/session';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';
import { type AccountPageProps, accountPageProps } from '../account/account-page';
import { type AccessClaims, verifyAccessToken } from '../auth/access-token';
import { readCookie } from '../auth/session';
import { AppError } from '../errors/app-error';

export type StaffPageProps<T> = AccountPageProps<T>;

class NotStaff extends Error {}

export async function staffPageProps<T>(
  ctx: GetServerSidePropsContext,
  namespaces: string[],
  load: (db: Db, session: AccessClaims) => Promise<T>,
  roles: readonly Role[] = STAFF_ROLES,
): Promise<GetServerSidePropsResult<StaffPageProps<T>>> {
  try {
    const result = await accountPageProps(ctx, ['staff', ...namespaces], (db, session) => {
      if (!roles.includes(session.role)) throw new NotStaff();
      return load(db, session);
    });
    // Staff pages show live work: never cached anywhere.
    ctx.res.setHeader('Cache-Control', 'private, no-store');
    // A database outage answers the page's shell with 503 before the role was checked against the data: only staff
    // get the back office's shell; anyone else the not-found page, as always.
    if (ctx.res.statusCode === 503) {
      const session = await verifyAccessToken(readCookie(ctx.req, ACCESS_COOKIE));
      if (!session || !roles.includes(session.role)) return { notFound: true };
    }
    return result;
  } catch (error) {
    if (error instanceof NotStaff) return { notFound: true };
    if (error instanceof AppError && error.status === 404) return { notFound: true };
    throw error;
  }
}
