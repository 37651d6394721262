/** @jest-environment node */
// Login, the user query, renew with rotation and reuse detection, logout (docs/product/accounts.md#account-api-calls,
// docs/product/accounts.md#sessions-and-cookies).
import loginRoute from '@/pages/api/login/index';
import renewRoute from '@/pages/api/login/renew';
import logoutRoute from '@/pages/api/logout';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { CookieJar, callApi } from '@/tests/helpers/api';
import { createMember } from '@/tests/factories/member';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
const PASSWORD = 'Secret!234';
let email: string;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  email = (await createMember(testDb.db, {}, PASSWORD)).mbEmail;
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

async function login(jar: CookieJar, body: Record<string, unknown> = { email, password: PASSWORD }) {
  const result = await callApi(loginRoute, { method: 'POST', body, cookies: jar.cookies });
  jar.apply(result.setCookies);
  return result;
}

test('login sets httpOnly acc and rft, a readable user cookie, and the user query answers with mbStatus', async () => {
  const jar = new CookieJar();
  const result = await login(jar, { email, password: PASSWORD, stayLoggedIn: true });
  expect(result.status).toBe(200);
  const acc = result.setCookies.find((c) => c.startsWith('acc='))!;
  const rft = result.setCookies.find((c) => c.startsWith('rft='))!;
  const user = result.setCookies.find((c) => c.startsWith('user='))!;
  expect(acc).toMatch(/HttpOnly/i);
  expect(rft).toMatch(/HttpOnly/i);
  expect(rft).toMatch(/Max-Age=2592000/); // stay logged in: 30 days
  expect(user).not.toMatch(/HttpOnly/i);
  expect(user).toMatch(/Max-Age=31536000/); // 365 days (docs/product/constants.md#sessions)
  const me = await callApi<{ mbStatus: string; mbEmail: string }>(loginRoute, { cookies: jar.cookies });
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ code: 'OK', data: { mbStatus: 'APPROVED', mbEmail: email } });
});

test('without "stay logged in" the refresh cookie ends with the browser session', async () => {
  const result = await login(new CookieJar());
  expect(result.setCookies.find((c) => c.startsWith('rft='))).not.toMatch(/Max-Age/i);
});

test('a wrong password and an unknown e-mail get the same answer', async () => {
  const wrong = await login(new CookieJar(), { email, password: 'Wrong!234' });
  const unknown = await login(new CookieJar(), { email: 'nobody@example.test', password: PASSWORD });
  expect(wrong.status).toBe(400);
  expect(wrong.body).toEqual(unknown.body);
  expect(wrong.body.message).toBe('ID or PW is incorrect.');
});

test('renew rotates the refresh token; replaying the old one revokes the whole family', async () => {
  const jar = new CookieJar();
  await login(jar);
  const first = jar.cookies.rft!;
  const renewed = await callApi(renewRoute, { method: 'POST', cookies: jar.cookies });
  expect(renewed.status).toBe(200);
  jar.apply(renewed.setCookies);
  expect(jar.cookies.rft).toBeDefined();
  expect(jar.cookies.rft).not.toBe(first);

  // An attacker replays the stolen first token after the grace window.
  const record = await testDb.db.refreshToken.findFirstOrThrow({ where: { rotatedAt: { not: null } }, orderBy: { id: 'desc' } });
  await testDb.db.refreshToken.update({ where: { id: record.id }, data: { rotatedAt: new Date(Date.now() - 60_000) } });
  const replay = await callApi(renewRoute, { method: 'POST', cookies: { rft: first } });
  expect(replay.status).toBe(401);
  // The legitimate holder's newer token is revoked too.
  const after = await callApi(renewRoute, { method: 'POST', cookies: jar.cookies });
  expect(after.status).toBe(401);
  expect(after.setCookies.some((c) => c.startsWith('rft=;'))).toBe(true);
});

test('a second tab renewing with the just-rotated token is told to replay, and nothing is revoked', async () => {
  const jar = new CookieJar();
  await login(jar);
  const first = jar.cookies.rft!;
  jar.apply((await callApi(renewRoute, { method: 'POST', cookies: jar.cookies })).setCookies);
  const racing = await callApi(renewRoute, { method: 'POST', cookies: { rft: first } });
  expect(racing.status).toBe(409);
  expect(racing.body.code).toBe('SESSION_RENEWED');
  expect((await callApi(renewRoute, { method: 'POST', cookies: jar.cookies })).status).toBe(200);
});

test('the refresh token is also accepted in the body, as docs/product/accounts.md#account-api-calls lists', async () => {
  const jar = new CookieJar();
  await login(jar);
  const result = await callApi(renewRoute, { method: 'POST', body: { refreshToken: jar.cookies.rft } });
  expect(result.status).toBe(200);
});

test('logout revokes the session on the server', async () => {
  const jar = new CookieJar();
  await login(jar);
  const saved = { ...jar.cookies };
  const out = await callApi(logoutRoute, { method: 'POST', cookies: jar.cookies });
  expect(out.status).toBe(200);
  jar.apply(out.setCookies);
  expect(jar.cookies.rft).toBeUndefined();
  expect((await callApi(renewRoute, { method: 'POST', cookies: { rft: saved.rft! } })).status).toBe(401);
  expect((await callApi(loginRoute, { cookies: { acc: saved.acc! } })).status).toBe(401);
});

test('hostile input never gets a 500', async () => {
  for (const body of [
    null,
    [],
    'x',
    { email: 42, password: [] },
    { email: 'a'.repeat(10_000) + '@x.io', password: 'p'.repeat(10_000) },
    { email: "' OR 1=1 --@x.io", password: '<script>' },
  ]) {
    const result = await callApi(loginRoute, { method: 'POST', body });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
  }
});

test('a cross-site POST is refused', async () => {
  const result = await callApi(loginRoute, { method: 'POST', body: { email, password: PASSWORD }, headers: { origin: 'https://evil.example' } });
  expect(result.status).toBe(403);
});

test('every renewal issues a new access token, even within the same second', async () => {
  const jar = new CookieJar();
  await login(jar);
  const before = jar.cookies.acc;
  jar.apply((await callApi(renewRoute, { method: 'POST', cookies: jar.cookies })).setCookies);
  expect(jar.cookies.acc).toBeDefined();
  expect(jar.cookies.acc).not.toBe(before);
});
