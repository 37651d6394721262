// Writes and clears the three session cookies of SPEC.md §9: `acc` and `rft` httpOnly (the browser never
// reads them), `user` readable display data for 365 days. SameSite=Lax; Secure on https.
import type { ServerResponse } from 'node:http';
import { stringifySetCookie } from 'cookie';
import type { Member } from '@/lib/server/db/generated/client';
import { ACCESS_COOKIE, type DisplayUser, REFRESH_COOKIE, USER_COOKIE, USER_COOKIE_DAYS } from '@/lib/shared/session';
import { secureCookies } from '../config/env';
import { ACCESS_TOKEN_SECONDS } from './access-token';
import { PERSISTENT_DAYS } from './refresh-tokens';

export function appendSetCookie(res: ServerResponse, cookies: string[]): void {
  const existing = res.getHeader('Set-Cookie');
  const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  res.setHeader('Set-Cookie', [...list, ...cookies]);
}

const base = () => ({ path: '/', sameSite: 'lax' as const, secure: secureCookies() });

export function displayUser(member: Pick<Member, 'mbId' | 'mbNick' | 'mbStatus' | 'role'>): DisplayUser {
  return { mbId: member.mbId, mbNick: member.mbNick, mbStatus: member.mbStatus, role: member.role };
}

export function setSessionCookies(
  res: ServerResponse,
  session: { accessToken: string; refreshToken: string; persistent: boolean; user: DisplayUser },
): void {
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
    stringifySetCookie({ name: USER_COOKIE, value: JSON.stringify(session.user), maxAge: USER_COOKIE_DAYS * 86_400, ...base() }),
  ]);
}

export function clearSessionCookies(res: ServerResponse): void {
  appendSetCookie(
    res,
    [ACCESS_COOKIE, REFRESH_COOKIE, USER_COOKIE].map((name) =>
      stringifySetCookie({ name, value: '', maxAge: 0, expires: new Date(0), httpOnly: name !== USER_COOKIE, ...base() }),
    ),
  );
}
