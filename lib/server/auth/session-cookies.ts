// Reads, writes and clears the three session cookies of docs/product/accounts.md#sessions-and-cookies: `acc` and
// `rft` httpOnly (the browser never reads them), `user` readable display data for 365 days. SameSite=Lax; Secure on
// https. Only routes and pages call these, once the service returned: services hand back an IssuedSession and never
// touch the response (issue #8: a cookie set inside a transaction ships even when the commit fails).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiResponse } from 'next';
import { stringifySetCookie } from 'cookie';
import type { Member } from '@/lib/server/db/generated/client';
import { ACCESS_COOKIE, type DisplayUser, REFRESH_COOKIE, USER_COOKIE, USER_COOKIE_DAYS } from '@/lib/shared/session';
import { ok } from '../api/handler';
import { secureCookies } from '../config/env';
import { ACCESS_TOKEN_SECONDS } from './access-token';
import { PERSISTENT_DAYS } from './refresh-tokens';
import { readCookie } from './session';

/** A signed-in session as the cookies carry it: what login, renew and reactivation return. */
export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  /** "Stay logged in": the refresh cookie outlives the browser session. */
  persistent: boolean;
  user: DisplayUser;
}

/** The tokens a request presents (logout ends their family; renew trades the refresh token). */
export interface PresentedTokens {
  accessToken?: string;
  refreshToken?: string;
}

export function presentedTokens(req: IncomingMessage & { cookies?: Partial<Record<string, string>> }): PresentedTokens {
  return { accessToken: readCookie(req, ACCESS_COOKIE), refreshToken: readCookie(req, REFRESH_COOKIE) };
}

export function appendSetCookie(res: ServerResponse, cookies: string[]): void {
  const existing = res.getHeader('Set-Cookie');
  const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  res.setHeader('Set-Cookie', [...list, ...cookies]);
}

const base = () => ({ path: '/', sameSite: 'lax' as const, secure: secureCookies() });

export function displayUser(member: Pick<Member, 'mbId' | 'mbNick' | 'mbStatus' | 'role'>): DisplayUser {
  return { mbId: member.mbId, mbNick: member.mbNick, mbStatus: member.mbStatus, role: member.role };
}

export function setSessionCookies(res: ServerResponse, session: IssuedSession): void {
  appendSetCookie(res, [
    stringifySetCookie({ name: ACCESS_COOKIE, value: session.accessToken, httpOnly: true, maxAge: ACCESS_TOKEN_SECONDS, ...base() }),
    // Without "stay logged in" the refresh cookie ends with the browser session.
    stringifySetCookie({
      name: REFRESH_COOKIE,
      value: session.refreshToken,
      httpOnly: true,
      ...(session.persistent ? { maxAge: PERSISTENT_DAYS * 86_400 } : {}),
      ...base(),
    }),
    userCookie(session.user),
  ]);
}

/** The readable `user` cookie (header greeting, docs/product/accounts.md#sessions-and-cookies): its one shape. */
export function userCookie(user: DisplayUser): string {
  return stringifySetCookie({ name: USER_COOKIE, value: JSON.stringify(user), maxAge: USER_COOKIE_DAYS * 86_400, ...base() });
}

/**
 * The answer of login, renew and reactivation (docs/product/accounts.md#account-api-calls): the cookies, and the
 * display user as data.
 */
export function sendSession(res: NextApiResponse, session: IssuedSession): void {
  setSessionCookies(res, session);
  ok(res, session.user);
}

export function clearSessionCookies(res: ServerResponse): void {
  appendSetCookie(
    res,
    [ACCESS_COOKIE, REFRESH_COOKIE, USER_COOKIE].map((name) =>
      stringifySetCookie({ name, value: '', maxAge: 0, expires: new Date(0), httpOnly: name !== USER_COOKIE, ...base() }),
    ),
  );
}
