/** @jest-environment node */
// Staff roles and dormancy in the members tool (issue #10; docs/product/accounts.md#roles-and-permissions,
// docs/product/accounts.md#dormancy): ADMIN only; each change one transaction with an AuditLog row {from, to}; the new
// role applies at once (the member's sessions end); the back office never loses its last admin; dormancy by the
// same rule as the yearly sweep.
import listRoute from '@/pages/api/admin/members/index';
import roleRoute from '@/pages/api/admin/members/[mbId]/role';
import dormancyRoute from '@/pages/api/admin/members/[mbId]/dormancy';
import profileRoute from '@/pages/api/member/profile';
import { changeMemberDormancy } from '@/lib/server/admin/change-member-dormancy';
import { changeMemberRole } from '@/lib/server/admin/change-member-role';
import { sweepDormantMembers } from '@/lib/server/dormancy/sweep-dormant-members';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import type { AdminMemberDetail } from '@/lib/shared/admin/views';
import { createMember } from '@/tests/factories/member';
import { HOSTILE_BODIES, type SignedIn, sessionFor, signedInMember } from '@/tests/integration/account/account-helpers';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Cast, as, cast } from './admin-helpers';

let testDb: TestDb;
let people: Cast;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  people = await cast(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const setRole = (mbId: string, body: unknown, cookies = people.admin.jar.cookies) =>
  callApi<AdminMemberDetail>(roleRoute, { method: 'PUT', query: { mbId }, body, cookies });
const setDormant = (mbId: string, body: unknown, cookies = people.admin.jar.cookies) =>
  callApi<AdminMemberDetail>(dormancyRoute, { method: 'PUT', query: { mbId }, body, cookies });
const row = (id: number) => testDb.db.member.findUniqueOrThrow({ where: { id } });
const liveTokens = (memberId: number) => testDb.db.refreshToken.count({ where: { memberId, revokedAt: null } });
const audits = (action: string, entityId: string) => testDb.db.auditLog.findMany({ where: { action, entityId }, orderBy: { id: 'asc' } });

describe('authorisation and validation', () => {
  test('STAFF and members 403, guests 401; the services refuse STAFF; nothing changes', async () => {
    const target = await signedInMember(testDb.db);
    for (const who of [people.staff, people.member]) {
      expect((await setRole(target.member.mbId, { role: 'ADMIN' }, who.jar.cookies)).status).toBe(403);
      expect((await setDormant(target.member.mbId, { dormant: true }, who.jar.cookies)).status).toBe(403);
    }
    expect((await setRole(target.member.mbId, { role: 'ADMIN' }, {})).status).toBe(401);
    expect((await setDormant(target.member.mbId, { dormant: true }, {})).status).toBe(401);
    await expect(changeMemberRole(testDb.db, as(people.staff), target.member.mbId, { role: 'STAFF' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(changeMemberDormancy(testDb.db, as(people.staff), target.member.mbId, { dormant: true })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // A STAFF whose token claimed ADMIN still meets the database's answer.
    await expect(changeMemberRole(testDb.db, as(people.staff, 'ADMIN'), target.member.mbId, { role: 'STAFF' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await row(target.member.id)).toMatchObject({ role: 'MEMBER', mbStatus: 'APPROVED' });
    expect(await liveTokens(target.member.id)).toBe(1);
    expect(await testDb.db.auditLog.count({ where: { entityId: target.member.mbId, action: { in: ['admin.member.role', 'member.dormant'] } } })).toBe(0);
  });

  test('bad bodies are 400, unknown members 404, malformed ids 400', async () => {
    const target = await createMember(testDb.db);
    for (const body of [{}, { role: 'GOD' }, { role: 'admin' }, { role: 1 }, ...HOSTILE_BODIES])
      expect([body, (await setRole(target.mbId, body)).status]).toEqual([body, 400]);
    for (const body of [{}, { dormant: 'true' }, { dormant: 1 }, { dormant: null }, ...HOSTILE_BODIES])
      expect([body, (await setDormant(target.mbId, body)).status]).toEqual([body, 400]);
    expect((await setRole('00000000-0000-4000-8000-000000000000', { role: 'STAFF' })).status).toBe(404);
    expect((await setDormant('00000000-0000-4000-8000-000000000000', { dormant: true })).status).toBe(404);
    expect((await setRole('../etc', { role: 'STAFF' })).status).toBe(400);
    expect(await row(target.id)).toMatchObject({ role: 'MEMBER', mbStatus: 'APPROVED' });
  });
});

describe('roles', () => {
  test('MEMBER → STAFF: stored, every session ended at once, one audit row; the new role comes with the next login', async () => {
    const target = await signedInMember(testDb.db);
    expect((await callApi(profileRoute, { cookies: target.jar.cookies })).status).toBe(200);
    const result = await setRole(target.member.mbId, { role: 'STAFF' });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ role: 'STAFF', activeSessions: 0 });
    expect((await row(target.member.id)).role).toBe('STAFF');
    expect(await liveTokens(target.member.id)).toBe(0);
    // The old token (still unexpired, still saying MEMBER) no longer works.
    expect((await callApi(profileRoute, { cookies: target.jar.cookies })).status).toBe(401);
    expect((await audits('admin.member.role', target.member.mbId)).map((audit) => [audit.actorId, audit.data])).toEqual([
      [people.admin.member.id, { from: 'MEMBER', to: 'STAFF', revokedSessions: 1 }],
    ]);
    // The same role again writes nothing and ends no session.
    const relogged = await sessionFor(testDb.db, await row(target.member.id));
    expect((await setRole(target.member.mbId, { role: 'STAFF' })).status).toBe(200);
    expect(await liveTokens(target.member.id)).toBe(1);
    expect(await audits('admin.member.role', target.member.mbId)).toHaveLength(1);
    expect((await callApi(profileRoute, { cookies: relogged.cookies })).status).toBe(200);
  });

  test('a demoted admin loses the back office at once', async () => {
    const other = await signedInMember(testDb.db, { role: 'ADMIN' });
    expect((await callApi(listRoute, { cookies: other.jar.cookies })).status).toBe(200);
    expect((await setRole(other.member.mbId, { role: 'MEMBER' })).status).toBe(200);
    expect((await callApi(listRoute, { cookies: other.jar.cookies })).status).toBe(401);
    const again = await sessionFor(testDb.db, await row(other.member.id));
    expect((await callApi(listRoute, { cookies: again.cookies })).status).toBe(403);
  });

  test('an admin cannot remove their own ADMIN role (409), whatever role they ask for; nothing changes', async () => {
    for (const role of ['STAFF', 'MEMBER']) {
      const refused = await setRole(people.admin.member.mbId, { role });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'CONFLICT', key: 'admin:errors.ownAdminRole' });
    }
    expect((await row(people.admin.member.id)).role).toBe('ADMIN');
    expect(await liveTokens(people.admin.member.id)).toBeGreaterThan(0);
    // Confirming their own role is no change at all.
    expect((await setRole(people.admin.member.mbId, { role: 'ADMIN' })).status).toBe(200);
    expect(await audits('admin.member.role', people.admin.member.mbId)).toHaveLength(0);
  });

  test('two admins demoting each other at once: one wins, the other is refused; an admin always remains', async () => {
    const a = await signedInMember(testDb.db, { role: 'ADMIN' });
    const b = await signedInMember(testDb.db, { role: 'ADMIN' });
    const results = await Promise.allSettled([
      changeMemberRole(testDb.db, as(a), b.member.mbId, { role: 'MEMBER' }),
      changeMemberRole(testDb.db, as(b), a.member.mbId, { role: 'MEMBER' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'FORBIDDEN' } });
    const roles = [(await row(a.member.id)).role, (await row(b.member.id)).role].sort();
    expect(roles).toEqual(['ADMIN', 'MEMBER']);
    // Put the loser back, for the tests below.
    const loser = (await row(a.member.id)).role === 'MEMBER' ? a : b;
    await testDb.db.member.update({ where: { id: loser.member.id }, data: { role: 'ADMIN' } });
  });

  test('the last active admin can never be demoted: only they could do it, and they may not', async () => {
    const admins = await testDb.db.member.findMany({ where: { role: 'ADMIN', mbStatus: 'APPROVED' } });
    // Every admin but ours steps down (another admin does it), then ours is alone.
    for (const other of admins.filter((member) => member.id !== people.admin.member.id)) {
      await changeMemberRole(testDb.db, as(people.admin), other.mbId, { role: 'STAFF' });
    }
    expect(await testDb.db.member.count({ where: { role: 'ADMIN', mbStatus: 'APPROVED' } })).toBe(1);
    await expect(changeMemberRole(testDb.db, as(people.admin), people.admin.member.mbId, { role: 'MEMBER' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(changeMemberDormancy(testDb.db, as(people.admin), people.admin.member.mbId, { dormant: true })).rejects.toMatchObject({
      code: 'CONFLICT',
      key: 'admin:errors.ownDormancy',
    });
    expect(await testDb.db.member.count({ where: { role: 'ADMIN', mbStatus: 'APPROVED' } })).toBe(1);
  });

  test('a withdrawn member keeps their role (409)', async () => {
    const gone = await createMember(testDb.db, { mbStatus: 'WITHDRAWN', withdrawnAt: new Date() });
    expect((await setRole(gone.mbId, { role: 'STAFF' })).status).toBe(409);
    expect((await row(gone.id)).role).toBe('MEMBER');
  });
});

describe('dormancy', () => {
  const DAY = 86_400_000;

  test("put to sleep: DORMANCY, sessions ended, the sweep's audit row with the admin; restored: APPROVED, a new year", async () => {
    const target: SignedIn = await signedInMember(testDb.db);
    const now = new Date();
    const slept = await setDormant(target.member.mbId, { dormant: true });
    expect(slept.status).toBe(200);
    expect(slept.body.data).toMatchObject({ mbStatus: 'DORMANCY', activeSessions: 0 });
    expect(await row(target.member.id)).toMatchObject({ mbStatus: 'DORMANCY', dormantAt: expect.any(Date) });
    expect(await liveTokens(target.member.id)).toBe(0);
    expect((await callApi(profileRoute, { cookies: target.jar.cookies })).status).toBe(401);
    expect((await audits('member.dormant', target.member.mbId)).map((audit) => [audit.actorId, audit.data])).toEqual([
      [people.admin.member.id, { from: 'APPROVED', to: 'DORMANCY', revokedSessions: 1 }],
    ]);
    // Asking again changes nothing.
    expect((await setDormant(target.member.mbId, { dormant: true })).status).toBe(200);
    expect(await audits('member.dormant', target.member.mbId)).toHaveLength(1);

    const restored = await setDormant(target.member.mbId, { dormant: false });
    expect(restored.status).toBe(200);
    const after = await row(target.member.id);
    expect(after).toMatchObject({ mbStatus: 'APPROVED', dormantAt: null });
    expect(after.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(now.getTime() - 1000);
    expect((await audits('member.reactivated', target.member.mbId)).map((audit) => [audit.actorId, audit.data])).toEqual([
      [people.admin.member.id, { from: 'DORMANCY', to: 'APPROVED', by: 'admin' }],
    ]);
    expect(restored.body.data!.history.slice(0, 2).map((entry) => [entry.action, entry.from, entry.to])).toEqual([
      ['member.reactivated', 'DORMANCY', 'APPROVED'],
      ['member.dormant', 'APPROVED', 'DORMANCY'],
    ]);
    // The member signs in again as usual.
    const jar = await sessionFor(testDb.db, after);
    expect((await callApi(profileRoute, { cookies: jar.cookies })).status).toBe(200);
  });

  test('a member the sweep made dormant, restored by an admin, is not put back to sleep by the next sweep', async () => {
    const idle = await createMember(testDb.db, { lastLoginAt: new Date(Date.now() - 400 * DAY), createdAt: new Date(Date.now() - 800 * DAY) });
    await sweepDormantMembers(testDb.db);
    expect((await row(idle.id)).mbStatus).toBe('DORMANCY');
    expect((await setDormant(idle.mbId, { dormant: false })).status).toBe(200);
    await sweepDormantMembers(testDb.db);
    expect((await row(idle.id)).mbStatus).toBe('APPROVED');
  });

  test('only APPROVED ↔ DORMANCY: unverified and withdrawn accounts are refused (409); restoring an active one changes nothing', async () => {
    const unverified = await createMember(testDb.db, { mbStatus: 'NOT_APPROVED', emailVerifiedAt: null });
    const gone = await createMember(testDb.db, { mbStatus: 'WITHDRAWN', withdrawnAt: new Date() });
    for (const member of [unverified, gone]) {
      for (const dormant of [true, false]) {
        const refused = await setDormant(member.mbId, { dormant });
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({ key: 'admin:errors.dormancyNotAllowed' });
      }
    }
    expect((await row(unverified.id)).mbStatus).toBe('NOT_APPROVED');
    expect((await row(gone.id)).mbStatus).toBe('WITHDRAWN');
    const active = await createMember(testDb.db);
    expect((await setDormant(active.mbId, { dormant: false })).status).toBe(200);
    expect(await audits('member.reactivated', active.mbId)).toHaveLength(0);
  });

  test('an admin cannot put themselves to sleep (409); another admin can, and that admin then cannot act', async () => {
    expect((await setDormant(people.admin.member.mbId, { dormant: true })).body).toMatchObject({ code: 'CONFLICT', key: 'admin:errors.ownDormancy' });
    expect((await row(people.admin.member.id)).mbStatus).toBe('APPROVED');
    const other = await signedInMember(testDb.db, { role: 'ADMIN' });
    expect((await setDormant(other.member.mbId, { dormant: true })).status).toBe(200);
    expect((await callApi(listRoute, { cookies: other.jar.cookies })).status).toBe(401);
    await expect(changeMemberDormancy(testDb.db, as(other), people.admin.member.mbId, { dormant: true })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
