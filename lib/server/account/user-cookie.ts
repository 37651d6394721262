// After a nickname change the readable `user` cookie (header greeting, docs/product/accounts.md#sessions-and-cookies)
// must follow.
import type { ServerResponse } from 'node:http';
import { stringifySetCookie } from 'cookie';
import type { Member } from '@/lib/server/db/generated/client';
import { USER_COOKIE, USER_COOKIE_DAYS } from '@/lib/shared/session';
import { appendSetCookie, displayUser } from '../auth/session-cookies';
import { secureCookies } from '../config/env';

export function refreshUserCookie(res: ServerResponse, member: Pick<Member, 'mbId' | 'mbNick' | 'mbStatus' | 'role'>): void {
  appendSetCookie(res, [
    stringifySetCookie({
      name: USER_COOKIE,
      value: JSON.stringify(displayUser(member)),
      maxAge: USER_COOKIE_DAYS * 86_400,
      path: '/',
      sameSite: 'lax',
      secure: secureCookies(),
    }),
  ]);
}
