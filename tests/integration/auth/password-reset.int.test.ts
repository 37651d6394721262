/** @jest-environment node */
// Forgot password and reset by e-mailed link (docs/product/accounts.md#passwords,
// docs/product/accounts.md#account-api-calls): POST /brg/api/auth/send-password-change-email and PATCH
// /brg/api/auth/password-by-mail; every session ends after a reset.
import sendRoute from '@/pages/api/brg/auth/send-password-change-email';
import resetRoute from '@/pages/api/brg/auth/password-by-mail';
import loginRoute from '@/pages/api/login/index';
import renewRoute from '@/pages/api/login/renew';
import { verifyPassword } from '@/lib/server/auth/password';
import { isResetLinkLive } from '@/lib/server/members/check-reset-link';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { CookieJar, callApi } from '@/tests/helpers/api';
import { createMember } from '@/tests/factories/member';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
let ipCounter = 0;
const nextIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const OLD = 'Old!pass1';
const NEW = 'New!pass2';

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const ask = (payload: unknown, ip = nextIp()) => callApi<{ email?: string; signedUpOn?: string }>(sendRoute, { method: 'POST', body: payload, ip });
const reset = (payload: unknown) => callApi<{ email: string }>(resetRoute, { method: 'PATCH', body: payload, ip: nextIp() });

async function linkFor(email: string) {
  expect((await ask({ email })).status).toBe(200);
  const message = await testDb.db.outboxMessage.findFirstOrThrow({ where: { to: email, template: 'resetPassword' }, orderBy: { id: 'desc' } });
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('send-password-change-email', () => {
  test('an unknown address → 404 "The email is not registered with us."', async () => {
    const result = await ask({ email: 'nobody-here@example.test' });
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ code: 'NOT_FOUND', message: 'The email is not registered with us.' });
  });

  test('a withdrawn account counts as not registered', async () => {
    const withdrawn = await createMember(testDb.db, { mbStatus: 'WITHDRAWN' }, OLD);
    expect((await ask({ email: withdrawn.mbEmail })).status).toBe(404);
  });

  test('a social-only account → "You have signed up via social provider on <date>."', async () => {
    const social = await createMember(testDb.db, { socialId: 'kakao-1', createdAt: new Date('2026-03-04T02:00:00Z') });
    await testDb.db.socialAccount.create({
      data: { memberId: social.id, provider: 'KAKAO', providerUserId: 'kakao-1', linkedAt: new Date('2026-03-04T02:00:00Z') },
    });
    const result = await ask({ email: social.mbEmail });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({
      code: 'SOCIAL_ACCOUNT',
      message: 'You have signed up via social provider on 2026-03-04.',
      data: { signedUpOn: '2026-03-04' },
    });
    expect(await testDb.db.outboxMessage.count({ where: { to: social.mbEmail } })).toBe(0);
  });

  test('a normal account gets a one-hour link in its language', async () => {
    const member = await createMember(testDb.db, { language: 'ko' }, OLD);
    const result = await ask({ email: member.mbEmail.toUpperCase() });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ email: member.mbEmail });
    const message = await testDb.db.outboxMessage.findFirstOrThrow({ where: { to: member.mbEmail } });
    expect(message).toMatchObject({ template: 'resetPassword', locale: 'ko' });
    expect(message.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{40,}/);
    const code = await testDb.db.verificationCode.findFirstOrThrow({ where: { target: member.mbEmail, purpose: 'PASSWORD_RESET' } });
    expect(code.expiresAt.getTime() - code.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(code.expiresAt.getTime() - code.createdAt.getTime()).toBeLessThanOrEqual(61 * 60_000);
  });

  test('hostile input → 400', async () => {
    for (const payload of [{}, { email: 'x'.repeat(10_240) }, { email: "a@b.co' OR 1=1 --" }, { email: ['a@b.co'] }, 'email', null]) {
      const result = await ask(payload);
      expect(result.status).toBe(400);
      expect(result.body.code).toBe('VALIDATION');
    }
  });

  test('limited per address (codeSendTarget) and per IP (codeSendIp)', async () => {
    const member = await createMember(testDb.db, {}, OLD);
    for (let i = 0; i < 5; i += 1) expect((await ask({ email: member.mbEmail })).status).toBe(200);
    expect((await ask({ email: member.mbEmail })).status).toBe(429);

    const ip = '198.51.100.9';
    for (let i = 0; i < 20; i += 1) await ask({ email: `probe-${i}@example.test` }, ip);
    const blocked = await ask({ email: 'probe-last@example.test' }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many attempts. Please try again later.');
  });
});

describe('password-by-mail', () => {
  test('a good link sets the password, ends every session, writes an audit row, and works once', async () => {
    const member = await createMember(testDb.db, {}, OLD);
    const jar = new CookieJar();
    const loggedIn = await callApi(loginRoute, {
      method: 'POST',
      body: { email: member.mbEmail, password: OLD, stayLoggedIn: true },
      cookies: jar.cookies,
      ip: nextIp(),
    });
    expect(loggedIn.status).toBe(200);
    jar.apply(loggedIn.setCookies);

    const token = await linkFor(member.mbEmail);
    expect(await isResetLinkLive(testDb.db, token)).toBe(true);
    const before = (await testDb.db.outboxMessage.aggregate({ _max: { id: true } }))._max.id ?? 0;
    const result = await reset({ token, password: NEW, passwordConfirm: NEW });
    expect(result.status).toBe(200);
    expect(result.setCookies.some((c) => c.startsWith('rft=;'))).toBe(true);

    const updated = await testDb.db.member.findUniqueOrThrow({ where: { id: member.id } });
    expect(await verifyPassword(updated.passwordHash!, NEW)).toBe(true);
    expect(await testDb.db.refreshToken.count({ where: { memberId: member.id, revokedAt: null } })).toBe(0);
    expect(await testDb.db.auditLog.count({ where: { action: 'member.password-reset', entityId: member.mbId } })).toBe(1);
    // Exactly one "password changed" notice, to this member, with the way back if it was not them.
    const notices = await testDb.db.outboxMessage.findMany({ where: { id: { gt: before } } });
    expect(notices.map((notice) => notice.to)).toEqual([member.mbEmail]);
    expect(notices[0]).toMatchObject({ locale: 'zh-TW', subject: '[CardGrade] 您的密碼已變更' });
    expect(notices[0]!.text).toMatch(/https?:\/\/[^\s]+\/forgot-password\b/);

    // The old refresh token no longer renews.
    expect((await callApi(renewRoute, { method: 'POST', cookies: jar.cookies, ip: nextIp() })).status).toBe(401);
    // Old password refused, new one accepted.
    expect((await callApi(loginRoute, { method: 'POST', body: { email: member.mbEmail, password: OLD }, ip: nextIp() })).status).toBe(400);
    expect((await callApi(loginRoute, { method: 'POST', body: { email: member.mbEmail, password: NEW }, ip: nextIp() })).status).toBe(200);

    // Reused link.
    expect(await isResetLinkLive(testDb.db, token)).toBe(false);
    const reused = await reset({ token, password: 'Third!pass3', passwordConfirm: 'Third!pass3' });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid request.' });
    expect(await testDb.db.outboxMessage.count({ where: { id: { gt: before } } })).toBe(1);
  });

  test('an expired link → "Invalid request."', async () => {
    const member = await createMember(testDb.db, {}, OLD);
    const token = await linkFor(member.mbEmail);
    await testDb.db.verificationCode.updateMany({ where: { target: member.mbEmail }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await isResetLinkLive(testDb.db, token)).toBe(false);
    const result = await reset({ token, password: NEW, passwordConfirm: NEW });
    expect(result.body).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid request.' });
    expect(await verifyPassword((await testDb.db.member.findUniqueOrThrow({ where: { id: member.id } })).passwordHash!, OLD)).toBe(true);
  });

  test('an unknown token, or a sign-up link used as a reset link → "Invalid request."', async () => {
    expect((await reset({ token: 'A'.repeat(43), password: NEW, passwordConfirm: NEW })).body.message).toBe('Invalid request.');
    const member = await createMember(testDb.db, { mbStatus: 'NOT_APPROVED' }, OLD);
    const { issueCode } = await import('@/lib/server/auth/verification-codes');
    const signupLink = await issueCode(testDb.db, { purpose: 'EMAIL_SIGNUP', target: member.mbEmail, memberId: member.id, withLink: true });
    expect((await reset({ token: signupLink.linkToken, password: NEW, passwordConfirm: NEW })).status).toBe(400);
  });

  test('password rules and the match are checked before the link is spent', async () => {
    const member = await createMember(testDb.db, {}, OLD);
    const token = await linkFor(member.mbEmail);
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'Ab1!', passwordConfirm: 'Ab1!' }, 'Passwords are 6 to 32 characters long.'],
      [{ password: `Ab1!${'x'.repeat(29)}`, passwordConfirm: `Ab1!${'x'.repeat(29)}` }, 'Passwords are 6 to 32 characters long.'],
      [{ password: 'abcdefgh', passwordConfirm: 'abcdefgh' }, 'Use at least one letter, one number and one special character.'],
      [{ password: NEW, passwordConfirm: 'New!pass3' }, 'Passwords do not match'],
      [{ password: NEW }, 'Please enter the password again.'],
    ];
    for (const [fields, message] of cases) {
      const result = await reset({ token, ...fields });
      expect(result.status).toBe(400);
      expect(result.body.message).toBe(message);
    }
    expect(await isResetLinkLive(testDb.db, token)).toBe(true);
    expect((await reset({ token, password: NEW, passwordConfirm: NEW })).status).toBe(200);
  });

  test("a member's link changes only that member's password", async () => {
    const a = await createMember(testDb.db, {}, OLD);
    const b = await createMember(testDb.db, {}, OLD);
    const token = await linkFor(a.mbEmail);
    // Fields naming another member are refused, naming them (issue #24); the link still works after.
    const refused = await reset({ token, password: NEW, passwordConfirm: NEW, email: b.mbEmail, memberId: b.id });
    expect([refused.status, refused.body.errors?.map((error) => error.path)]).toEqual([400, ['email', 'memberId']]);
    expect((await reset({ token, password: NEW, passwordConfirm: NEW })).status).toBe(200);
    expect(await verifyPassword((await testDb.db.member.findUniqueOrThrow({ where: { id: a.id } })).passwordHash!, NEW)).toBe(true);
    expect(await verifyPassword((await testDb.db.member.findUniqueOrThrow({ where: { id: b.id } })).passwordHash!, OLD)).toBe(true);
    expect(await testDb.db.outboxMessage.count({ where: { template: 'passwordChanged', to: a.mbEmail } })).toBe(1);
    expect(await testDb.db.outboxMessage.count({ where: { template: 'passwordChanged', to: b.mbEmail } })).toBe(0);
  });

  test('hostile input → 400, never 500; other methods → 405', async () => {
    for (const payload of [
      {},
      'token',
      null,
      { token: 'x'.repeat(10_240), password: NEW, passwordConfirm: NEW },
      { token: "' OR 1=1 --", password: NEW, passwordConfirm: NEW },
      { token: { $gt: '' }, password: NEW, passwordConfirm: NEW },
      { token: 'A'.repeat(43), password: 'x'.repeat(10_240), passwordConfirm: 'x'.repeat(10_240) },
    ]) {
      const result = await reset(payload);
      expect(result.status).toBe(400);
    }
    expect((await callApi(resetRoute, { method: 'POST', body: {} })).status).toBe(405);
  });
});
