// After a nickname change the readable `user` cookie (header greeting, docs/product/accounts.md#sessions-and-cookies)
// must follow.
import type { ServerResponse } from 'node:http';
import type { Member } from '@/lib/server/db/generated/client';
import { appendSetCookie, displayUser, userCookie } from '../auth/session-cookies';

export function refreshUserCookie(res: ServerResponse, member: Pick<Member, 'mbId' | 'mbNick' | 'mbStatus' | 'role'>): void {
  appendSetCookie(res, [userCookie(displayUser(member))]);
}
