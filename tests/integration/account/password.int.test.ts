/** @jest-environment node */
// Password change on the profile (docs/product/accounts.md#passwords, docs/product/accounts.md#field-rules): rules,
// wrong current password, social-only accounts, and the end of the member's other sessions (never another member's).
import loginRoute from '@/pages/api/login/index';
import renewRoute from '@/pages/api/login/renew';
import passwordRoute from '@/pages/api/member/password';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { verifyPassword } from '@/lib/server/auth/password';
import { CookieJar, callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { HOSTILE_BODIES, sessionFor, signedInMember } from './account-helpers';

let testDb: TestDb;
const OLD = 'Secret!234';
const NEW = 'Fresh#5678';

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const change = (jar: CookieJar, body: unknown) => callApi(passwordRoute, { method: 'PUT', cookies: jar.cookies, body });

test('needs a session', async () => {
  expect((await change(new CookieJar(), { currentPassword: OLD, newPassword: NEW, confirmPassword: NEW })).status).toBe(401);
});

test("a correct change stores the new hash, keeps this session, ends the member's other sessions only", async () => {
  const a = await signedInMember(testDb.db, {}, OLD);
  const otherDevice = await sessionFor(testDb.db, a.member, true);
  const b = await signedInMember(testDb.db, {}, OLD);

  const result = await change(a.jar, { currentPassword: OLD, newPassword: NEW, confirmPassword: NEW });
  expect(result.status).toBe(200);
  expect(result.body.data).toEqual({ revokedSessions: 1 });
  const stored = await testDb.db.member.findUniqueOrThrow({ where: { id: a.member.id } });
  expect(await verifyPassword(stored.passwordHash!, NEW)).toBe(true);

  // This session renews; the other device's refresh token is dead; B is untouched.
  expect((await callApi(renewRoute, { method: 'POST', cookies: a.jar.cookies })).status).toBe(200);
  expect((await callApi(renewRoute, { method: 'POST', cookies: otherDevice.cookies })).status).toBe(401);
  expect((await callApi(renewRoute, { method: 'POST', cookies: b.jar.cookies })).status).toBe(200);
  expect(await testDb.db.refreshToken.count({ where: { memberId: b.member.id, revokedAt: { not: null } } })).toBe(0);

  const audit = await testDb.db.auditLog.findFirstOrThrow({ where: { action: 'member.passwordChanged', entityId: a.member.mbId } });
  expect(audit.data).toEqual({ revokedSessions: 1 });

  // The new password logs in, the old one does not.
  expect((await callApi(loginRoute, { method: 'POST', body: { email: a.member.mbEmail, password: NEW }, ip: '10.0.0.1' })).status).toBe(200);
  expect((await callApi(loginRoute, { method: 'POST', body: { email: a.member.mbEmail, password: OLD }, ip: '10.0.0.1' })).status).toBe(400);
});

test('a change sends exactly one "password changed" e-mail, after the commit, to the member only, in their language', async () => {
  const a = await signedInMember(testDb.db, { language: 'ko' }, OLD);
  const b = await signedInMember(testDb.db, {}, OLD);
  const before = (await testDb.db.outboxMessage.aggregate({ _max: { id: true } }))._max.id ?? 0;

  expect((await change(a.jar, { currentPassword: OLD, newPassword: NEW, confirmPassword: NEW })).status).toBe(200);
  const sent = await testDb.db.outboxMessage.findMany({ where: { id: { gt: before } }, orderBy: { id: 'asc' } });
  expect(sent.map((message) => [message.template, message.to])).toEqual([['passwordChanged', a.member.mbEmail]]);
  const [mail] = sent;
  expect(mail).toMatchObject({ channel: 'EMAIL', locale: 'ko', subject: '[CardGrade] 비밀번호가 변경되었습니다' });
  // When (Taiwan time with its offset), and what to do if it was not them.
  expect(mail!.text).toContain(a.member.mbNick);
  expect(mail!.text).toMatch(/GMT\+8/);
  expect(mail!.text).toMatch(/https?:\/\/[^\s]+\/ko\/forgot-password/);
  expect(await testDb.db.outboxMessage.count({ where: { to: b.member.mbEmail } })).toBe(0);

  // A refused change sends nothing.
  const count = await testDb.db.outboxMessage.count({ where: { template: 'passwordChanged' } });
  expect((await change(a.jar, { currentPassword: 'Wrong!234', newPassword: 'Other#5678', confirmPassword: 'Other#5678' })).status).toBe(400);
  expect((await change(b.jar, { currentPassword: OLD, newPassword: OLD, confirmPassword: OLD })).status).toBe(400);
  expect(await testDb.db.outboxMessage.count({ where: { template: 'passwordChanged' } })).toBe(count);
});

test('a wrong current password → 400 "Current password incorrect", nothing changes', async () => {
  const { member, jar } = await signedInMember(testDb.db, {}, OLD);
  const result = await change(jar, { currentPassword: 'Wrong!234', newPassword: NEW, confirmPassword: NEW });
  expect(result.status).toBe(400);
  expect(result.body).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Current password incorrect' });
  const stored = await testDb.db.member.findUniqueOrThrow({ where: { id: member.id } });
  expect(stored.passwordHash).toBe(member.passwordHash);
});

test('guessing the current password is limited like the login', async () => {
  const { jar } = await signedInMember(testDb.db, {}, OLD);
  const statuses: number[] = [];
  for (let i = 0; i < 7; i += 1) statuses.push((await change(jar, { currentPassword: `Wrong!${i}aa`, newPassword: NEW, confirmPassword: NEW })).status);
  expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
  expect(statuses.slice(5)).toEqual([429, 429]);
  // Even the right password waits now.
  expect((await change(jar, { currentPassword: OLD, newPassword: NEW, confirmPassword: NEW })).status).toBe(429);
});

test('the same password as the current one → "new password same as old"', async () => {
  const { jar } = await signedInMember(testDb.db, {}, OLD);
  const result = await change(jar, { currentPassword: OLD, newPassword: OLD, confirmPassword: OLD });
  expect(result.status).toBe(400);
  expect(result.body.errors).toEqual([{ path: 'newPassword', key: 'auth:validation.passwordSameAsOld', message: expect.stringMatching(/different/) }]);
});

test('rules: 6+ with letter, number and special; confirmation must match', async () => {
  const { jar } = await signedInMember(testDb.db, {}, OLD);
  const cases: [Record<string, unknown>, string, string][] = [
    [{ currentPassword: OLD, newPassword: 'a1!', confirmPassword: 'a1!' }, 'newPassword', 'account:password.validation.min'],
    [{ currentPassword: OLD, newPassword: 'abcdefg1', confirmPassword: 'abcdefg1' }, 'newPassword', 'auth:validation.passwordRule'],
    [{ currentPassword: OLD, newPassword: NEW, confirmPassword: 'Other!234' }, 'confirmPassword', 'auth:validation.passwordMismatch'],
    [{ newPassword: NEW, confirmPassword: NEW }, 'currentPassword', 'account:password.validation.currentRequired'],
  ];
  for (const [body, path, key] of cases) {
    const result = await change(jar, body);
    expect(result.status).toBe(400);
    expect(result.body.errors).toContainEqual(expect.objectContaining({ path, key }));
  }
  expect((await change(jar, { currentPassword: OLD, newPassword: 'Passwd!1', confirmPassword: 'Passwd!1' })).status).toBe(200);
});

test('a social-only account cannot change its password', async () => {
  const { jar } = await signedInMember(testDb.db, { socialId: 'line:123' });
  const result = await change(jar, { currentPassword: 'Anything!1', newPassword: NEW, confirmPassword: NEW });
  expect(result.status).toBe(400);
  expect(result.body).toMatchObject({ code: 'PASSWORD_NOT_SET', message: expect.stringMatching(/social/) });
});

test('hostile input gets 4xx, never 500', async () => {
  const { jar } = await signedInMember(testDb.db, {}, OLD);
  for (const body of [
    ...HOSTILE_BODIES,
    { currentPassword: 42, newPassword: {}, confirmPassword: [] },
    { currentPassword: 'x'.repeat(10_240), newPassword: `A1!${'x'.repeat(10_240)}`, confirmPassword: 'x' },
    { currentPassword: "' OR 1=1 --", newPassword: '<script>1!a', confirmPassword: '<script>1!a' },
  ]) {
    const result = await change(jar, body);
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
  }
});
