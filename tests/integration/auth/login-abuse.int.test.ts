/** @jest-environment node */
// Issue #7: nobody can lock a member out. Wrong passwords from anywhere make the account ask for a proof
// of work (never a 429 for the owner); the guessing address waits longer after each failure; the
// per-address attempts limit stays (OWASP "Account lockout"; lib/server/auth/login-guard.ts).
import loginRoute from '@/pages/api/login/index';
import { LOGIN_GUARD, cooldownSeconds } from '@/lib/server/auth/login-guard';
import { LIMITS, resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createMember } from '@/tests/factories/member';
import { callApi } from '@/tests/helpers/api';
import { solvedCaptcha } from '@/tests/helpers/captcha';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
const PASSWORD = 'Secret!234';
let nextIp = 1;
/** A fresh client address: each test's counters start from zero. */
const newIp = () => `203.0.113.${nextIp++}`;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const login = (ip: string, body: Record<string, unknown>) => callApi(loginRoute, { method: 'POST', body, ip });
const victim = async () => (await createMember(testDb.db, {}, PASSWORD)).mbEmail;

test("an attacker's wrong passwords never lock the owner out: the owner solves the proof of work and gets in", async () => {
  const email = await victim();
  const attacker = newIp();
  const statuses: number[] = [];
  for (let i = 0; i < 8; i += 1) statuses.push((await login(attacker, { email, password: `Wrong!${i}xx` })).status);
  // The first failures are plain wrong passwords; then the account asks the attacker for a proof too.
  expect(statuses.slice(0, LOGIN_GUARD.captchaAfterFailures)).toEqual([400, 400, 400]);
  expect(statuses).not.toContain(500);

  const owner = newIp();
  const asked = await login(owner, { email, password: PASSWORD });
  expect(asked.status).toBe(400);
  expect(asked.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: 'CAPTCHA required' });
  expect(asked.setCookies).toHaveLength(0);

  const admitted = await login(owner, { email, password: PASSWORD, altcha: await solvedCaptcha('login', owner) });
  expect(admitted.status).toBe(200);
  expect(admitted.setCookies.some((cookie) => cookie.startsWith('acc='))).toBe(true);
  expect(
    await testDb.db.auditLog.count({
      where: { action: 'member.login', entityId: (await testDb.db.member.findUniqueOrThrow({ where: { mbEmail: email } })).mbId },
    }),
  ).toBe(1);
  // The owner got in: the account stops asking.
  expect((await login(owner, { email, password: PASSWORD })).status).toBe(200);
});

test('a solved challenge is good once, for its purpose only; forged or garbage payloads are refused', async () => {
  const email = await victim();
  const ip = newIp();
  for (let i = 0; i < LOGIN_GUARD.captchaAfterFailures; i += 1) await login(ip, { email: email, password: 'Wrong!234' });
  const payload = await solvedCaptcha('login', ip);
  expect((await login(ip, { email, password: 'Wrong!999', altcha: payload })).body.code).toBe('INVALID_CREDENTIALS');
  // Replayed with the right password: already spent.
  expect((await login(ip, { email, password: PASSWORD, altcha: payload })).body.code).toBe('CAPTCHA_REQUIRED');
  // A population-report challenge is not a login challenge.
  expect((await login(ip, { email, password: PASSWORD, altcha: await solvedCaptcha('population', ip) })).body.code).toBe('CAPTCHA_REQUIRED');
  // The derived key is the proof (its HMAC is signed into the challenge): a guessed one is refused.
  const parsed = JSON.parse(Buffer.from(await solvedCaptcha('login', ip), 'base64').toString()) as { solution: { derivedKey: string } };
  parsed.solution.derivedKey = parsed.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
  const forged = Buffer.from(JSON.stringify(parsed)).toString('base64');
  for (const altcha of [forged, 'not-base64!', Buffer.from('{"challenge":1,"solution":2}').toString('base64'), 'x'.repeat(3_999)]) {
    const result = await login(ip, { email, password: PASSWORD, altcha });
    expect(result.body.code).toBe('CAPTCHA_REQUIRED');
  }
  expect((await login(ip, { email, password: PASSWORD, altcha: await solvedCaptcha('login', ip) })).status).toBe(200);
});

test('unknown e-mails are asked for a proof of work exactly like members (the question tells nothing)', async () => {
  const ip = newIp();
  const unknown = `nobody-${Date.now()}@example.test`;
  const answers = [];
  for (let i = 0; i <= LOGIN_GUARD.captchaAfterFailures; i += 1) answers.push((await login(ip, { email: unknown, password: 'Wrong!234' })).body.code);
  expect(answers).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'CAPTCHA_REQUIRED']);
});

test('the guessing address slows down: a growing cool-down after its free failures; other addresses are not affected', async () => {
  expect([5, 6, 7, 8, 20].map(cooldownSeconds)).toEqual([0, 1, 2, 4, 300]);
  const attacker = newIp();
  // Different accounts each time, as a credential-stuffing bot would try.
  const tryOnce = (ip: string) => login(ip, { email: `stuffed-${Date.now()}-${Math.random()}@example.test`, password: 'Wrong!234' });
  for (let i = 0; i < LOGIN_GUARD.freeFailuresPerIp + 1; i += 1) expect((await tryOnce(attacker)).status).toBe(400);
  const slowed = await tryOnce(attacker);
  expect(slowed.status).toBe(429);
  expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  // Someone else, elsewhere, logs in as usual meanwhile.
  expect((await login(newIp(), { email: await victim(), password: PASSWORD })).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  expect((await tryOnce(attacker)).status).toBe(400);
  expect((await tryOnce(attacker)).status).toBe(429);
});

test('the per-address attempts limit stays as before', async () => {
  const ip = newIp();
  const email = await victim();
  const statuses: number[] = [];
  for (let i = 0; i <= LIMITS.loginIp.points; i += 1) statuses.push((await login(ip, { email, password: PASSWORD })).status);
  expect(statuses.slice(0, LIMITS.loginIp.points).every((status) => status === 200)).toBe(true);
  expect(statuses[LIMITS.loginIp.points]).toBe(429);
});
