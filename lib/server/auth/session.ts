// The signed-in member of a request, from the access token. Services still check ownership themselves.
import type { IncomingMessage } from 'node:http';
import { parseCookie } from 'cookie';
import type { Role } from '@/lib/server/db/generated/enums';
import { isDormant } from '@/lib/shared/members/standing';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@/lib/shared/session';
import { AppError } from '../errors/app-error';
import { accountDormant } from '../members/active-member';
import { type AccessClaims, verifyAccessToken } from './access-token';
import { isFamilyLive, needsFreshCheck } from './session-liveness';

type Req = IncomingMessage & { cookies?: Partial<Record<string, string>> };

export function readCookie(req: Req, name: string): string | undefined {
  if (req.cookies) return req.cookies[name] ?? undefined;
  return parseCookie(req.headers.cookie ?? '')[name];
}

/**
 * The claims of a valid access token whose session has not ended: a logged-out or revoked family is no
 * session, even while its token is unexpired (session-liveness.ts: at once for changes, within a few
 * seconds for reads). `read`: a call sent as POST that changes nothing is a read too (route.ts `reads`).
 */
export async function getSession(req: Req, options: { read?: boolean } = {}): Promise<AccessClaims | null> {
  const claims = await verifyAccessToken(readCookie(req, ACCESS_COOKIE));
  if (!claims) return null;
  const fresh = !options.read && needsFreshCheck(req.method);
  return (await isFamilyLive(claims.familyId, { fresh })) ? claims : null;
}

export function hasRefreshCookie(req: Req): boolean {
  return Boolean(readCookie(req, REFRESH_COOKIE));
}

/**
 * The session, or 401 (the client renews once and replays, docs/product/errors-and-messages.md#session-renewal).
 * Dormant members may only use the calls that let them reactivate (`allowDormant`).
 */
export async function requireSession(req: Req, options: { roles?: Role[]; allowDormant?: boolean; read?: boolean } = {}): Promise<AccessClaims> {
  const session = await getSession(req, { read: options.read });
  if (!session) throw new AppError('UNAUTHORIZED', 'Login required.', 'errors:loginRequired');
  if (isDormant(session.mbStatus) && !options.allowDormant) throw accountDormant();
  if (options.roles && !options.roles.includes(session.role)) throw new AppError('FORBIDDEN', 'Wrong access', 'errors:forbidden');
  return session;
}
