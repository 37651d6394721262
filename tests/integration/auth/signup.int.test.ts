/** @jest-environment node */
// Sign-up and e-mail verification (docs/product/accounts.md#sign-up, docs/product/accounts.md#e-mail-verification,
// docs/product/accounts.md#account-api-calls): POST /brg/api/member/signup, POST /api/verifyEmailCode, POST
// /brg/api/member/resend-verification, and login before/after.
import signupRoute from '@/pages/api/brg/member/signup';
import resendRoute from '@/pages/api/brg/member/resend-verification';
import verifyRoute from '@/pages/api/verifyEmailCode';
import loginRoute from '@/pages/api/login/index';
import { verifyPassword } from '@/lib/server/auth/password';
import { verifyEmailByLink } from '@/lib/server/members/verify-email';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { callApi } from '@/tests/helpers/api';
import { createMember } from '@/tests/factories/member';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
let ipCounter = 0;
/** A fresh client address per call: the sign-up limit is per IP (tested on its own below). */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

let emailCounter = 0;
const uniqueEmail = () => `signup-${Date.now().toString(36)}-${++emailCounter}@example.test`;

function body(overrides: Record<string, unknown> = {}) {
  return {
    mbNick: 'cardfan',
    email: uniqueEmail(),
    password: 'Secret!234',
    passwordConfirm: 'Secret!234',
    over14: true,
    agreeTerms: true,
    agreePrivacy: true,
    agreeCrossBorder: true,
    advertisingConsent: false,
    ...overrides,
  };
}

const signup = (payload: unknown, options: { ip?: string; headers?: Record<string, string>; cookies?: Record<string, string> } = {}) =>
  callApi<{ email: string; created: boolean }>(signupRoute, {
    method: 'POST',
    body: payload,
    ip: options.ip ?? nextIp(),
    headers: options.headers,
    cookies: options.cookies,
  });

async function lastMail(to: string) {
  const message = await testDb.db.outboxMessage.findFirstOrThrow({ where: { to }, orderBy: { id: 'desc' } });
  const code = /\b(\d{6})\b/.exec(message.subject ?? '')?.[1];
  const token = /token=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
  return { message, code: code!, token: token! };
}

const verify = (payload: unknown) => callApi<{ email: string; mbStatus: string }>(verifyRoute, { method: 'POST', body: payload, ip: nextIp() });
const login = (email: string, password = 'Secret!234') =>
  callApi<{ mbStatus: string }>(loginRoute, { method: 'POST', body: { email, password }, ip: nextIp() });

describe('sign-up', () => {
  test('creates an unverified member in the request language and e-mails a code and a link after commit', async () => {
    const payload = body({ email: 'New.Member@Example.TEST', advertisingConsent: true });
    const result = await signup(payload, { cookies: { NEXT_LOCALE: 'en' } });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ code: 'OK', message: 'OK', data: { email: 'new.member@example.test', created: true } });

    const member = await testDb.db.member.findUniqueOrThrow({ where: { mbEmail: 'new.member@example.test' }, include: { supportRegion: true } });
    expect(member).toMatchObject({
      mbStatus: 'NOT_APPROVED',
      mbNick: 'cardfan',
      language: 'en',
      advertisingConsent: true,
      role: 'MEMBER',
      emailVerifiedAt: null,
    });
    expect(member.mbId).toMatch(/^[0-9a-f-]{36}$/);
    expect(member.supportRegion.code).toBe('TW');
    expect(member.termsAgreedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(member.passwordHash!, 'Secret!234')).toBe(true);
    const audit = await testDb.db.auditLog.findFirst({ where: { action: 'member.signup', entityId: member.mbId } });
    expect(audit?.actorId).toBe(member.id);

    const mail = await lastMail(member.mbEmail);
    expect(mail.message).toMatchObject({ channel: 'EMAIL', template: 'verifyEmail', locale: 'en' });
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.message.text).toContain(mail.code);
    expect(mail.message.text).toContain(`/sign-up-complete?email=${encodeURIComponent(member.mbEmail)}&token=`);
    expect(mail.message.text).toContain('support@cardgrade.tw'); // the footer
  });

  test('without a cookie the language comes from Accept-Language, then zh-TW', async () => {
    const korean = body();
    await signup(korean, { headers: { 'accept-language': 'ko-KR,ko;q=0.9' } });
    const plain = body();
    await signup(plain);
    expect((await testDb.db.member.findUniqueOrThrow({ where: { mbEmail: korean.email } })).language).toBe('ko');
    expect((await testDb.db.member.findUniqueOrThrow({ where: { mbEmail: plain.email } })).language).toBe('zh-TW');
    expect((await lastMail(korean.email)).message.subject).toContain('인증 코드');
  });

  test('an e-mail (or phone) already registered → 409 "E-mail or phone already registered"', async () => {
    const existing = await createMember(testDb.db, { mbPhone: '+886911000111' }, 'Secret!234');
    const byEmail = await signup(body({ email: existing.mbEmail.toUpperCase() }));
    expect(byEmail.status).toBe(409);
    expect(byEmail.body).toMatchObject({ code: 'CONFLICT', message: 'E-mail or phone already registered' });
    const byPhone = await signup(body({ phone: '+886 911-000-111' }));
    expect(byPhone.status).toBe(409);
    expect(byPhone.body.message).toBe('E-mail or phone already registered');
    // The existing account is untouched.
    expect(await verifyPassword((await testDb.db.member.findUniqueOrThrow({ where: { id: existing.id } })).passwordHash!, 'Secret!234')).toBe(true);
  });

  test('a withdrawn member\'s e-mail → 409 "E-mail withdrawn, use another"', async () => {
    const withdrawn = await createMember(testDb.db, { mbStatus: 'WITHDRAWN', withdrawnAt: new Date() });
    const result = await signup(body({ email: withdrawn.mbEmail }));
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ code: 'EMAIL_WITHDRAWN', message: 'E-mail withdrawn, use another' });
  });

  test('signing up again before verifying resends the code and keeps the first password', async () => {
    const first = body();
    await signup(first);
    const old = await lastMail(first.email);
    const again = await signup({ ...first, mbNick: 'attacker', password: 'Other!999', passwordConfirm: 'Other!999' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ email: first.email, created: false });
    const fresh = await lastMail(first.email);
    expect(fresh.message.id).toBeGreaterThan(old.message.id);
    const member = await testDb.db.member.findUniqueOrThrow({ where: { mbEmail: first.email } });
    expect(member.mbNick).toBe('cardfan');
    expect(await verifyPassword(member.passwordHash!, 'Secret!234')).toBe(true);
    // Only the newest code works.
    if (old.code !== fresh.code) expect((await verify({ email: first.email, code: old.code })).body.message).toBe('Wrong verification code');
    expect((await verify({ email: first.email, code: fresh.code })).status).toBe(200);
  });

  test('each missing agreement is refused with the messages of docs/product/accounts.md#sign-up; nothing is created', async () => {
    const cases: [string, string][] = [
      ['over14', 'signup:validation.under14'],
      ['agreeTerms', 'signup:validation.agreeRequired'],
      ['agreePrivacy', 'signup:validation.agreeRequired'],
      ['agreeCrossBorder', 'signup:validation.agreeRequired'],
    ];
    for (const [name, key] of cases) {
      const payload = body({ [name]: false });
      const result = await signup(payload);
      expect(result.status).toBe(400);
      expect(result.body.code).toBe('VALIDATION');
      expect(result.body.errors).toEqual([expect.objectContaining({ path: name, key })]);
      expect(await testDb.db.member.count({ where: { mbEmail: payload.email } })).toBe(0);
    }
    const agree = await signup(body({ agreeTerms: false }));
    expect(agree.body.message).toBe('Please agree to all required terms and conditions.');
    const mismatch = await signup(body({ passwordConfirm: 'Secret!235' }));
    expect(mismatch.body.message).toBe('Passwords do not match');
  });

  test('hostile input: missing fields, wrong types, 10 kB strings, SQL and HTML → 400, never 500', async () => {
    const big = 'x'.repeat(10_240);
    const payloads: unknown[] = [
      {},
      'not json',
      [body()],
      null,
      body({ email: big }),
      body({ mbNick: big }),
      body({ password: big, passwordConfirm: big }),
      body({ mbNick: 'x\'); DROP TABLE "Member"; --' }),
      body({ mbNick: '<script>alert(1)</script>' }),
      body({ email: '"<img src=x onerror=alert(1)>"@x.io' }),
      body({ email: { $ne: null } }),
      body({ over14: 'true', agreeTerms: 1 }),
      body({ phone: big }),
    ];
    for (const payload of payloads) {
      const result = await signup(payload);
      expect([400, 413]).toContain(result.status);
      expect(result.body.code).toBe('VALIDATION');
      expect(result.body.message).not.toMatch(/script|DROP/);
    }
  });

  test('status and role cannot be chosen by the client: sending them is a 400 naming each, and no member is made (issue #24)', async () => {
    const payload = { ...body(), mbStatus: 'APPROVED', role: 'ADMIN', emailVerifiedAt: new Date().toISOString(), mbId: 'chosen' };
    const refused = await signup(payload);
    expect([refused.status, refused.body.errors?.map((error) => error.path)]).toEqual([400, ['mbStatus', 'role', 'emailVerifiedAt', 'mbId']]);
    expect(await testDb.db.member.findUnique({ where: { mbEmail: payload.email } })).toBeNull();
    const clean = body();
    expect((await signup(clean)).status).toBe(201);
    const member = await testDb.db.member.findUniqueOrThrow({ where: { mbEmail: clean.email } });
    expect(member).toMatchObject({ mbStatus: 'NOT_APPROVED', role: 'MEMBER', emailVerifiedAt: null });
  });

  test('other methods → 405; a cross-site post → 403', async () => {
    expect((await callApi(signupRoute, { method: 'GET' })).status).toBe(405);
    const crossSite = await callApi(signupRoute, { method: 'POST', body: body(), headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
  });

  test('sign-up is rate limited per IP (signupIp: 10 an hour)', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i += 1) expect((await signup(body(), { ip })).status).toBe(201);
    const blocked = await signup(body(), { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('verification', () => {
  async function freshSignup() {
    const payload = body();
    await signup(payload);
    return { email: payload.email, ...(await lastMail(payload.email)) };
  }

  test('login is refused before verification and accepted after verifying by code', async () => {
    const { email, code } = await freshSignup();
    const before = await login(email);
    expect(before.status).toBe(403);
    expect(before.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: 'E-mail not verified yet. Please check your inbox.' });

    const verified = await verify({ email: email.toUpperCase(), code });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({ email, mbStatus: 'APPROVED' });
    const member = await testDb.db.member.findUniqueOrThrow({ where: { mbEmail: email } });
    expect(member.mbStatus).toBe('APPROVED');
    expect(member.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await testDb.db.auditLog.count({ where: { action: 'member.email-verified', entityId: member.mbId } })).toBe(1);

    const after = await login(email);
    expect(after.status).toBe(200);
    expect(after.body.data?.mbStatus).toBe('APPROVED');
    // The code was used up.
    expect((await verify({ email, code })).body.message).toBe('Wrong verification code');
  });

  test('verifying by the e-mailed link (API and the page service); the link works once', async () => {
    const first = await freshSignup();
    const byApi = await verify({ token: first.token });
    expect(byApi.status).toBe(200);
    expect(byApi.body.data).toEqual({ email: first.email, mbStatus: 'APPROVED' });
    const again = await verify({ token: first.token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'VERIFICATION_FAILED', message: 'Verification failed.' });

    const second = await freshSignup();
    await expect(verifyEmailByLink(testDb.db, { token: second.token })).resolves.toEqual({ email: second.email, mbStatus: 'APPROVED' });
    expect((await login(second.email)).status).toBe(200);
  });

  test('a wrong code 5 times, then even the right one fails', async () => {
    const { email, code } = await freshSignup();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      const result = await verify({ email, code: wrong });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ code: 'WRONG_CODE', message: 'Wrong verification code' });
    }
    expect((await verify({ email, code: wrong })).body).toMatchObject({ code: 'VERIFICATION_FAILED', message: 'Verification failed.' });
    expect((await verify({ email, code })).body).toMatchObject({ code: 'VERIFICATION_FAILED', message: 'Verification failed.' });
    expect((await testDb.db.member.findUniqueOrThrow({ where: { mbEmail: email } })).mbStatus).toBe('NOT_APPROVED');
  });

  test('an expired code or link → "Verification failed."', async () => {
    const { email, code, token } = await freshSignup();
    await testDb.db.verificationCode.updateMany({ where: { target: email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await verify({ email, code })).body.message).toBe('Verification failed.');
    expect((await verify({ token })).body.message).toBe('Verification failed.');
  });

  test("one member's code never verifies another member", async () => {
    const a = await freshSignup();
    const b = await freshSignup();
    if (a.code !== b.code) expect((await verify({ email: b.email, code: a.code })).body.code).toBe('WRONG_CODE');
    expect((await testDb.db.member.findUniqueOrThrow({ where: { mbEmail: b.email } })).mbStatus).toBe('NOT_APPROVED');
  });

  test('hostile verification input → 400 with a clear message', async () => {
    const payloads: unknown[] = [
      {},
      { email: 'a@b.co' },
      { email: 'a@b.co', code: 123456 },
      { email: 'a@b.co', code: 'x'.repeat(10_240) },
      { token: 'x'.repeat(10_240) },
      { token: "' OR 1=1 --" },
      'code',
      [1, 2],
    ];
    for (const payload of payloads) {
      const result = await verify(payload);
      expect(result.status).toBe(400);
      expect(result.body.code).toBe('VALIDATION');
    }
  });

  test('resend: a new code for an unverified account; the same answer, and no mail, otherwise', async () => {
    const { email, message } = await freshSignup();
    const resent = await callApi(resendRoute, { method: 'POST', body: { email }, ip: nextIp() });
    expect(resent.status).toBe(200);
    expect((await lastMail(email)).message.id).toBeGreaterThan(message.id);

    const approved = await createMember(testDb.db);
    const before = await testDb.db.outboxMessage.count({ where: { to: approved.mbEmail } });
    const answer = await callApi(resendRoute, { method: 'POST', body: { email: approved.mbEmail }, ip: nextIp() });
    expect(answer.status).toBe(200);
    expect(await testDb.db.outboxMessage.count({ where: { to: approved.mbEmail } })).toBe(before);
    expect((await callApi(resendRoute, { method: 'POST', body: { email: 'x'.repeat(10_240) }, ip: nextIp() })).status).toBe(400);
  });

  test('resend is limited per address (codeSendTarget: 5 an hour)', async () => {
    const { email } = await freshSignup();
    for (let i = 0; i < 5; i += 1) expect((await callApi(resendRoute, { method: 'POST', body: { email }, ip: nextIp() })).status).toBe(200);
    expect((await callApi(resendRoute, { method: 'POST', body: { email }, ip: nextIp() })).status).toBe(429);
  });
});
