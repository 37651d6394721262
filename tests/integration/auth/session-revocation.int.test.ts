/** @jest-environment node */
// Issue #7: a session ends when it ends. The access token (10 minutes) used to keep working after logout
// or after its family was revoked for reuse; now every request checks the family (session-liveness.ts):
// state-changing calls read the database, reads may use this instance's answer for SESSION_CHECK_SECONDS.
import loginRoute from '@/pages/api/login/index';
import renewRoute from '@/pages/api/login/renew';
import logoutRoute from '@/pages/api/logout';
import addressesRoute from '@/pages/api/member/addresses/index';
import passwordRoute from '@/pages/api/member/password';
import profileRoute from '@/pages/api/member/profile';
import quoteRoute from '@/pages/api/orders/quote';
import { seedPricePolicy } from '@/lib/server/seed/seed-price-policy';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createMember } from '@/tests/factories/member';
import { CookieJar, callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
const PASSWORD = 'Secret!234';

beforeAll(async () => {
  testDb = await createTestDb();
  await seedPricePolicy(testDb.db);
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  delete process.env.SESSION_CHECK_SECONDS;
  await testDb.close();
});

/** The wizard's price quote: a POST that changes nothing (pages/api/orders/quote.ts, `reads`). */
const QUOTE = {
  submitType: 'GENERAL',
  orderType: 'REG',
  currency: 'TWD',
  shippingMethod: 'SELF_SHIPPING',
  shippingAddressId: null,
  lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: 1 }],
};

const ADDRESS = { nickname: 'Home', recipient: 'Chen Wei', phone: '0912-345-678', address: 'No. 100, Sec. 2, Nanjing E. Rd., Taipei' };

async function signIn(): Promise<{ jar: CookieJar; memberId: number }> {
  const member = await createMember(testDb.db, {}, PASSWORD);
  const jar = new CookieJar();
  const result = await callApi(loginRoute, { method: 'POST', body: { email: member.mbEmail, password: PASSWORD } });
  expect(result.status).toBe(200);
  jar.apply(result.setCookies);
  return { jar, memberId: member.id };
}

/** What an attacker holding a copy of the access cookie can still do. */
async function withAccessCookie(acc: string) {
  const cookies = { acc };
  const profile = await callApi(profileRoute, { cookies });
  const created = await callApi(addressesRoute, { method: 'POST', cookies, body: ADDRESS });
  return { profile: profile.status, created: created.status };
}

test('logout ends the access token at once: the profile read and an address create are refused, nothing is written', async () => {
  const { jar, memberId } = await signIn();
  const acc = jar.cookies.acc!;
  expect(await withAccessCookie(acc)).toEqual({ profile: 200, created: 201 });
  expect((await callApi(logoutRoute, { method: 'POST', cookies: jar.cookies })).status).toBe(200);
  expect(await withAccessCookie(acc)).toEqual({ profile: 401, created: 401 });
  expect(await testDb.db.shippingAddress.count({ where: { memberId } })).toBe(1);
});

test('a family revoked for reuse ends its access tokens at once on this instance', async () => {
  const { jar } = await signIn();
  const stolen = jar.cookies.rft!;
  const renewed = await callApi(renewRoute, { method: 'POST', cookies: jar.cookies });
  jar.apply(renewed.setCookies);
  const acc = jar.cookies.acc!;
  expect((await callApi(profileRoute, { cookies: { acc } })).status).toBe(200);
  // The stolen, already rotated token is replayed after the race grace: the family is revoked.
  await testDb.db.refreshToken.updateMany({ where: { rotatedAt: { not: null } }, data: { rotatedAt: new Date(Date.now() - 60_000) } });
  expect((await callApi(renewRoute, { method: 'POST', cookies: { rft: stolen } })).status).toBe(401);
  expect(await withAccessCookie(acc)).toEqual({ profile: 401, created: 401 });
});

test('revoked on another instance: changes are refused at once, reads within the bound (SESSION_CHECK_SECONDS)', async () => {
  process.env.SESSION_CHECK_SECONDS = '1';
  const { jar, memberId } = await signIn();
  const acc = jar.cookies.acc!;
  expect((await callApi(profileRoute, { cookies: { acc } })).status).toBe(200); // remembered as live here
  // Another instance revokes the family: this instance's memory does not hear of it.
  await testDb.db.refreshToken.updateMany({ where: { memberId }, data: { revokedAt: new Date() } });
  // The quote is a POST but a read: it may still use the remembered answer, like the profile read.
  expect((await callApi(quoteRoute, { method: 'POST', cookies: { acc }, body: QUOTE })).status).toBe(200);
  expect((await callApi(addressesRoute, { method: 'POST', cookies: { acc }, body: ADDRESS })).status).toBe(401);
  // That change read the database, so this instance now knows: reads are refused at once too.
  expect((await callApi(quoteRoute, { method: 'POST', cookies: { acc }, body: QUOTE })).status).toBe(401);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  expect((await callApi(profileRoute, { cookies: { acc } })).status).toBe(401);
  expect(await testDb.db.shippingAddress.count({ where: { memberId } })).toBe(0);
});

test('a password change ends the other sessions of the member, and keeps the one that changed it', async () => {
  const { jar: first, memberId } = await signIn();
  const member = await testDb.db.member.findUniqueOrThrow({ where: { id: memberId } });
  const second = new CookieJar();
  second.apply((await callApi(loginRoute, { method: 'POST', body: { email: member.mbEmail, password: PASSWORD } })).setCookies);
  const changed = await callApi(passwordRoute, {
    method: 'PUT',
    cookies: first.cookies,
    body: { currentPassword: PASSWORD, newPassword: 'Changed!345', confirmPassword: 'Changed!345' },
  });
  expect(changed.status).toBe(200);
  expect((await callApi(profileRoute, { cookies: { acc: second.cookies.acc! } })).status).toBe(401);
  expect((await callApi(profileRoute, { cookies: { acc: first.cookies.acc! } })).status).toBe(200);
});
