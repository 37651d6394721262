/** @jest-environment node */
// Dormancy (docs/product/accounts.md#dormancy): the sweep after one year without login, the status check used by
// the login flow, and the ACTIVATE call that restores the account with a fresh session.
import loginRoute from '@/pages/api/login/index';
import renewRoute from '@/pages/api/login/renew';
import checkRoute from '@/pages/api/member/checkMbStatus';
import restoreRoute from '@/pages/api/member/restore-dormancy';
import profileRoute from '@/pages/api/member/profile';
import { sweepDormantMembers } from '@/lib/server/dormancy/sweep-dormant-members';
import { runAllSweeps } from '@/lib/server/jobs/sweeps';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { CookieJar, callApi } from '@/tests/helpers/api';
import { createMember } from '@/tests/factories/member';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { HOSTILE_BODIES, sessionFor, signedInMember } from './account-helpers';

let testDb: TestDb;
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

describe('sweep', () => {
  test('366 days without login → DORMANCY with sessions revoked and one audit row; 364 days stays; twice changes nothing', async () => {
    const idle = await createMember(testDb.db, { lastLoginAt: daysAgo(366) });
    const idleJar = await sessionFor(testDb.db, idle, true);
    await testDb.db.refreshToken.updateMany({ where: { memberId: idle.id }, data: { createdAt: daysAgo(366) } });
    const recent = await createMember(testDb.db, { lastLoginAt: daysAgo(364) });
    const neverLoggedIn = await createMember(testDb.db, { lastLoginAt: null, createdAt: daysAgo(400) });
    const newcomer = await createMember(testDb.db, { lastLoginAt: null, createdAt: daysAgo(10) });
    const unverified = await createMember(testDb.db, { mbStatus: 'NOT_APPROVED', lastLoginAt: daysAgo(500) });

    const first = await sweepDormantMembers(testDb.db);
    expect(first.dormant).toBeGreaterThanOrEqual(2);
    const status = async (id: number) => (await testDb.db.member.findUniqueOrThrow({ where: { id } })).mbStatus;
    expect(await status(idle.id)).toBe('DORMANCY');
    expect(await status(neverLoggedIn.id)).toBe('DORMANCY');
    expect(await status(recent.id)).toBe('APPROVED');
    expect(await status(newcomer.id)).toBe('APPROVED');
    expect(await status(unverified.id)).toBe('NOT_APPROVED');
    expect((await testDb.db.member.findUniqueOrThrow({ where: { id: idle.id } })).dormantAt).toBeInstanceOf(Date);
    expect(await testDb.db.refreshToken.count({ where: { memberId: idle.id, revokedAt: null } })).toBe(0);
    expect((await callApi(renewRoute, { method: 'POST', cookies: idleJar.cookies })).status).toBe(401);

    const second = await sweepDormantMembers(testDb.db);
    expect(second.dormant).toBe(0);
    expect(await testDb.db.auditLog.count({ where: { action: 'member.dormant', entityId: idle.mbId } })).toBe(1);
  });

  test('a member who stayed signed in (sessions renewed) is not made dormant', async () => {
    const member = await createMember(testDb.db, { lastLoginAt: daysAgo(400) });
    await sessionFor(testDb.db, member, true);
    await sweepDormantMembers(testDb.db);
    expect((await testDb.db.member.findUniqueOrThrow({ where: { id: member.id } })).mbStatus).toBe('APPROVED');
  });

  test('two sweeps at the same time change each member once', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => createMember(testDb.db, { lastLoginAt: daysAgo(500) })));
    const [a, b] = await Promise.all([sweepDormantMembers(testDb.db), sweepDormantMembers(testDb.db)]);
    expect(a.dormant + b.dormant).toBe(5);
    for (const member of members) {
      expect(await testDb.db.auditLog.count({ where: { action: 'member.dormant', entityId: member.mbId } })).toBe(1);
    }
  });

  test('runAllSweeps reports what each sweep did and survives a failing one', async () => {
    await createMember(testDb.db, { lastLoginAt: daysAgo(700) });
    const outcomes = await runAllSweeps(testDb.db);
    expect(outcomes).toEqual([
      expect.objectContaining({ name: 'dormancy', result: { dormant: 1 } }),
      expect.objectContaining({ name: 'stale-photos', result: { photos: 0, fileErrors: 0 } }),
      expect.objectContaining({ name: 'file-deletions', result: { tickets: 0, files: 0, fileErrors: 0 } }),
      expect.objectContaining({ name: 'virtual-accounts', result: { expired: 0 } }),
      expect.objectContaining({ name: 'refunds', result: { sent: 0, completed: 0, refused: 0, errors: 0 } }),
      expect.objectContaining({ name: 'security-records', result: { spentCaptchas: 0, endedLimitWindows: expect.any(Number) } }),
      expect.objectContaining({ name: 'page-invalidations', result: { pruned: 0 } }),
      expect.objectContaining({ name: 'outbox-sent', result: { prunedSent: expect.any(Number) } }),
      expect.objectContaining({ name: 'certificates-published', result: { published: 0 } }),
      expect.objectContaining({ name: 'scan-networks', result: { deleted: 0 } }),
      expect.objectContaining({ name: 'population-snapshots', result: { snapshots: 0 } }),
      expect.objectContaining({ name: 'population-watches', result: { emails: 0 } }),
    ]);
    const failing = await runAllSweeps(testDb.db, new Date(), [
      { name: 'broken', run: async () => Promise.reject(new Error('boom')) },
      { name: 'fine', run: async () => ({ done: 1 }) },
    ]);
    expect(failing.map((o) => [o.name, Boolean(o.error), o.result])).toEqual([
      ['broken', true, undefined],
      ['fine', false, { done: 1 }],
    ]);
  });
});

describe('checkMbStatus', () => {
  const check = (body: unknown, ip = '10.2.0.1') => callApi<{ mbStatus: string }>(checkRoute, { method: 'POST', body, ip });

  test('answers the status of a registered e-mail; 404 with the contract message otherwise', async () => {
    const dormant = await createMember(testDb.db, { mbStatus: 'DORMANCY' });
    const result = await check({ email: dormant.mbEmail.toUpperCase() });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ mbStatus: 'DORMANCY' });
    const unknown = await check({ email: 'nobody@example.test' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('The email is not registered with us.');
  });

  test('bad and hostile input → 400; GET → 405', async () => {
    for (const body of [
      ...HOSTILE_BODIES,
      {},
      { email: 'not-an-email' },
      { email: 42 },
      { email: `${'a'.repeat(10_240)}@x.io` },
      { email: "' OR 1=1 --@x.io" },
    ]) {
      expect((await check(body, '10.2.0.2')).status).toBe(400);
    }
    expect((await callApi(checkRoute, { method: 'GET' })).status).toBe(405);
  });

  test('limited per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await check({ email: `probe${i}@example.test` }, '10.2.0.9')).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('restore-dormancy', () => {
  const PASSWORD = 'Member!2345';

  async function loginDormant(): Promise<{ jar: CookieJar; id: number; email: string }> {
    const member = await createMember(testDb.db, { mbStatus: 'DORMANCY', dormantAt: daysAgo(5), lastLoginAt: daysAgo(400) }, PASSWORD);
    const jar = new CookieJar();
    const login = await callApi(loginRoute, { method: 'POST', body: { email: member.mbEmail, password: PASSWORD, stayLoggedIn: true }, ip: '10.3.0.1' });
    expect(login.status).toBe(200);
    jar.apply(login.setCookies);
    return { jar, id: member.id, email: member.mbEmail };
  }

  test('ACTIVATE: APPROVED, lastLoginAt now, a new session replaces the dormant one, audit row', async () => {
    const { jar, id } = await loginDormant();
    const old = { ...jar.cookies };
    expect((await callApi(profileRoute, { cookies: jar.cookies })).status).toBe(403);

    const result = await callApi<{ mbStatus: string }>(restoreRoute, { method: 'POST', cookies: jar.cookies });
    expect(result.status).toBe(200);
    expect(result.body.data?.mbStatus).toBe('APPROVED');
    jar.apply(result.setCookies);
    expect(jar.cookies.acc).not.toBe(old.acc);
    expect(jar.cookies.rft).not.toBe(old.rft);
    expect(result.setCookies.find((c) => c.startsWith('rft='))).toMatch(/Max-Age=2592000/); // "stay logged in" kept
    expect(JSON.parse(jar.cookies.user!)).toMatchObject({ mbStatus: 'APPROVED' });

    const member = await testDb.db.member.findUniqueOrThrow({ where: { id } });
    expect(member).toMatchObject({ mbStatus: 'APPROVED', dormantAt: null });
    expect(Date.now() - member.lastLoginAt!.getTime()).toBeLessThan(60_000);
    expect(await testDb.db.auditLog.count({ where: { action: 'member.reactivated', actorId: id } })).toBe(1);

    // The new session works on my page; the old refresh token is revoked.
    expect((await callApi(profileRoute, { cookies: jar.cookies })).status).toBe(200);
    expect((await callApi(renewRoute, { method: 'POST', cookies: { rft: old.rft! } })).status).toBe(401);
    // A second click is refused without harm.
    const again = await callApi(restoreRoute, { method: 'POST', cookies: jar.cookies });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('NOT_DORMANT');
  });

  test('needs a live session; an active member gets NOT_DORMANT; other members are untouched', async () => {
    expect((await callApi(restoreRoute, { method: 'POST' })).status).toBe(401);
    const active = await signedInMember(testDb.db);
    const other = await loginDormant();
    const result = await callApi(restoreRoute, { method: 'POST', cookies: active.jar.cookies, body: { memberId: other.id } });
    expect(result.status).toBe(400);
    expect((await testDb.db.member.findUniqueOrThrow({ where: { id: other.id } })).mbStatus).toBe('DORMANCY');

    // After logout the dormant session cannot reactivate.
    const { jar } = await loginDormant();
    await testDb.db.refreshToken.updateMany({ where: { revokedAt: null, member: { mbStatus: 'DORMANCY' } }, data: { revokedAt: new Date() } });
    expect((await callApi(restoreRoute, { method: 'POST', cookies: jar.cookies })).status).toBe(401);
  });

  test('hostile bodies are ignored (the call takes no input) and cross-site calls are refused', async () => {
    const { jar } = await loginDormant();
    const crossSite = await callApi(restoreRoute, { method: 'POST', cookies: jar.cookies, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    const result = await callApi(restoreRoute, { method: 'POST', cookies: jar.cookies, body: HOSTILE_BODIES[5] });
    expect(result.status).toBe(200);
  });
});
