// Helpers shared by the account integration tests: a signed-in member (a real session, as the login
// issues it) and grading orders in a given state.
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/server/db/client';
import type { Member, Prisma } from '@/lib/server/db/generated/client';
import { setSessionCookies } from '@/lib/server/auth/session-cookies';
import { startSession } from '@/lib/server/auth/start-session';
import { createMember } from '@/tests/factories/member';
import { CookieJar } from '@/tests/helpers/api';

export interface SignedIn {
  member: Member;
  jar: CookieJar;
}

/** Starts a session for `member` and returns a jar holding its acc/rft/user cookies. */
export async function sessionFor(db: Db, member: Member, persistent = false): Promise<CookieJar> {
  const headers = new Map<string, unknown>();
  const res = {
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
  };
  setSessionCookies(res as never, await startSession(db, member, { persistent, ip: '127.0.0.1', userAgent: 'jest' }));
  const jar = new CookieJar();
  const cookies = headers.get('set-cookie');
  jar.apply(Array.isArray(cookies) ? cookies.map(String) : []);
  return jar;
}

export async function signedInMember(db: Db, overrides: Partial<Prisma.MemberUncheckedCreateInput> = {}, password?: string): Promise<SignedIn> {
  const member = await createMember(db, overrides, password);
  return { member, jar: await sessionFor(db, member) };
}

export async function createOrder(db: Db, memberId: number, data: Partial<Prisma.GradingOrderUncheckedCreateInput> = {}) {
  return db.gradingOrder.create({ data: { orderNumber: `T${randomUUID().slice(0, 12)}`, memberId, ...data } });
}

/** Bodies no endpoint may answer with a 500. */
export const HOSTILE_BODIES: unknown[] = [null, [], 'x', 42, { $where: '1' }, { a: 'x'.repeat(10_240) }];
