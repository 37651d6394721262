/** @jest-environment node */
// The members tool, reading and the membership tier (issue #10): ADMIN only; the search by e-mail, nickname, phone
// and member id, paged; a member's page without any password hash, refresh token or verification code; the tier
// changed in one transaction with an AuditLog row {from, to}.
import listRoute from '@/pages/api/admin/members/index';
import memberRoute from '@/pages/api/admin/members/[mbId]/index';
import membershipRoute from '@/pages/api/admin/members/[mbId]/membership';
import { changeMemberMembership } from '@/lib/server/admin/change-member-membership';
import { getAdminMember } from '@/lib/server/admin/get-admin-member';
import { listMembers } from '@/lib/server/admin/list-members';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import type { AdminMemberDetail, AdminMemberRow, Paged } from '@/lib/shared/admin/views';
import { createMember } from '@/tests/factories/member';
import { HOSTILE_BODIES, createOrder, sessionFor } from '@/tests/integration/account/account-helpers';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Cast, as, cast } from './admin-helpers';

let testDb: TestDb;
let people: Cast;
let gold: { id: number };
let silver: { id: number };

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  people = await cast(testDb.db);
  gold = await testDb.db.membership.create({ data: { name: 'GOLD', discountRate: 10 } });
  silver = await testDb.db.membership.create({ data: { name: 'SILVER', discountRate: 5 } });
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const admin = () => people.admin.jar.cookies;
const search = (query: Record<string, string>, cookies = admin()) => callApi<Paged<AdminMemberRow>>(listRoute, { query, cookies });
const detail = (mbId: string, cookies = admin()) => callApi<AdminMemberDetail>(memberRoute, { query: { mbId }, cookies });
const setTier = (mbId: string, body: unknown, cookies = admin()) =>
  callApi<AdminMemberDetail>(membershipRoute, { method: 'PUT', query: { mbId }, body, cookies });

describe('authorisation', () => {
  test('STAFF and members get 403, guests 401, on every route; the services refuse STAFF too', async () => {
    const target = people.member.member.mbId;
    for (const who of [people.staff, people.member]) {
      expect((await search({}, who.jar.cookies)).status).toBe(403);
      expect((await detail(target, who.jar.cookies)).status).toBe(403);
      expect((await setTier(target, { membershipId: gold.id }, who.jar.cookies)).status).toBe(403);
    }
    expect((await search({}, {})).status).toBe(401);
    expect((await detail(target, {})).status).toBe(401);
    expect((await setTier(target, { membershipId: gold.id }, {})).status).toBe(401);
    const staff = as(people.staff);
    await expect(listMembers(testDb.db, staff, { q: '', role: null, status: null, page: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(getAdminMember(testDb.db, staff, target)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(changeMemberMembership(testDb.db, staff, target, { membershipId: gold.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await testDb.db.member.findUniqueOrThrow({ where: { id: people.member.member.id } })).membershipId).toBeNull();
  });
});

describe('search', () => {
  test('by part of the e-mail, the nickname, the phone as typed locally, the member id; role and status filters', async () => {
    const lin = await createMember(testDb.db, { mbEmail: 'lin.mei@shop-search.test', mbNick: 'pikachuFan', mbPhone: '+886912345001', mbName: 'Lin Mei' });
    const chen = await createMember(testDb.db, { mbEmail: 'chen@shop-search.test', mbNick: 'eeveeFan', role: 'STAFF' });
    const sleeper = await createMember(testDb.db, { mbEmail: 'sleeper@shop-search.test', mbStatus: 'DORMANCY' });
    const emails = async (query: Record<string, string>) => (await search(query)).body.data!.items.map((row) => row.mbEmail).sort();

    expect(await emails({ q: 'SHOP-SEARCH' })).toEqual([chen.mbEmail, lin.mbEmail, sleeper.mbEmail].sort());
    expect(await emails({ q: 'pikachu' })).toEqual([lin.mbEmail]);
    expect(await emails({ q: 'lin mei' })).toEqual([lin.mbEmail]);
    expect(await emails({ q: '0912-345-001' })).toEqual([lin.mbEmail]);
    expect(await emails({ q: '+886912345001' })).toEqual([lin.mbEmail]);
    expect(await emails({ q: lin.mbId })).toEqual([lin.mbEmail]);
    expect(await emails({ q: 'shop-search', role: 'STAFF' })).toEqual([chen.mbEmail]);
    expect(await emails({ q: 'shop-search', status: 'DORMANCY' })).toEqual([sleeper.mbEmail]);
    expect(await emails({ q: 'nobody-has-this' })).toEqual([]);

    const row = (await search({ q: 'pikachu' })).body.data!.items[0]!;
    expect(row).toEqual({
      mbId: lin.mbId,
      mbNick: 'pikachuFan',
      mbName: 'Lin Mei',
      mbEmail: lin.mbEmail,
      mbPhone: '+886912345001',
      mbStatus: 'APPROVED',
      role: 'MEMBER',
      membershipName: null,
      createdAt: lin.createdAt.toISOString(),
      lastLoginAt: lin.lastLoginAt!.toISOString(),
    });
  });

  test('20 a page, newest first, with the total', async () => {
    const base = Date.now() - 1_000_000;
    for (let i = 0; i < 23; i += 1) await createMember(testDb.db, { mbEmail: `paged-${i}@paging.test`, createdAt: new Date(base + i * 1000) });
    const first = (await search({ q: '@paging.test' })).body.data!;
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.mbEmail).toBe('paged-22@paging.test');
    const second = (await search({ q: '@paging.test', page: '2' })).body.data!;
    expect(second.items.map((row) => row.mbEmail)).toEqual(['paged-2@paging.test', 'paged-1@paging.test', 'paged-0@paging.test']);
  });

  test('a wrong page, role, status or an over-long query is 400', async () => {
    for (const query of [{ page: '0' }, { page: 'x' }, { page: '1.5' }, { role: 'GOD' }, { status: 'asleep' }, { q: 'x'.repeat(101) }] as Record<
      string,
      string
    >[]) {
      expect([query, (await search(query)).status]).toEqual([query, 400]);
    }
  });
});

describe("a member's page", () => {
  test('profile, status, tier, role, dates, orders and sessions — never a password hash, token or code', async () => {
    const member = await createMember(testDb.db, { mbEmail: 'secretive@detail.test', membershipId: gold.id }, 'Secret!2345');
    await sessionFor(testDb.db, member, true);
    await testDb.db.verificationCode.create({
      data: {
        purpose: 'EMAIL_SIGNUP',
        target: member.mbEmail,
        memberId: member.id,
        codeHash: 'code-hash-never-shown',
        linkHash: 'link-hash-never-shown',
        expiresAt: new Date(Date.now() + 600_000),
      },
    });
    await createOrder(testDb.db, member.id, { gradingOrderStatus: 'SAVED' });
    await createOrder(testDb.db, member.id, { gradingOrderStatus: 'COMPLETE' });
    await createOrder(testDb.db, member.id, { gradingOrderStatus: 'TEMP_SAVED' });

    const { status, body } = await detail(member.mbId);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      mbId: member.mbId,
      mbEmail: 'secretive@detail.test',
      mbStatus: 'APPROVED',
      role: 'MEMBER',
      membershipName: 'GOLD',
      membership: { id: gold.id, name: 'GOLD', discountRate: 10 },
      hasPassword: true,
      orderCount: 2,
      activeSessions: 1,
      isSelf: false,
      region: { code: expect.any(String) },
      createdAt: member.createdAt.toISOString(),
      lastLoginAt: member.lastLoginAt!.toISOString(),
    });
    expect(body.data!.memberships.map((tier) => tier.name)).toEqual(['SILVER', 'GOLD']);

    const stored = await testDb.db.member.findUniqueOrThrow({ where: { id: member.id }, include: { refreshTokens: true, verificationCodes: true } });
    const json = JSON.stringify(body);
    for (const secret of [stored.passwordHash!, ...stored.refreshTokens.map((token) => token.tokenHash), 'code-hash-never-shown', 'link-hash-never-shown']) {
      expect(json).not.toContain(secret);
    }
    for (const key of ['passwordHash', 'refreshTokens', 'tokenHash', 'verificationCodes', 'codeHash', 'linkHash', 'familyId'])
      expect(json).not.toContain(`"${key}"`);
    expect(JSON.stringify((await search({ q: 'secretive@detail.test' })).body)).not.toContain(stored.passwordHash!);
  });

  test('an unknown member is 404, a malformed id 400', async () => {
    expect((await detail('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await detail('not a member id')).status).toBe(400);
    expect((await detail('x'.repeat(65))).status).toBe(400);
  });
});

describe('membership tier', () => {
  test('set, changed, removed: one audit row {from, to} each; the same tier again writes nothing', async () => {
    const member = await createMember(testDb.db);
    const audits = () => testDb.db.auditLog.findMany({ where: { action: 'admin.member.membership', entityId: member.mbId }, orderBy: { id: 'asc' } });

    const set = await setTier(member.mbId, { membershipId: gold.id });
    expect(set.status).toBe(200);
    expect(set.body.data!.membership).toEqual({ id: gold.id, name: 'GOLD', discountRate: 10 });
    expect(set.body.data!.history[0]).toMatchObject({ action: 'admin.member.membership', from: null, to: 'GOLD', actorNick: people.admin.member.mbNick });
    expect((await setTier(member.mbId, { membershipId: gold.id })).status).toBe(200);
    expect((await setTier(member.mbId, { membershipId: silver.id })).body.data!.membershipName).toBe('SILVER');
    expect((await setTier(member.mbId, { membershipId: null })).body.data!.membership).toBeNull();

    expect((await testDb.db.member.findUniqueOrThrow({ where: { id: member.id } })).membershipId).toBeNull();
    expect((await audits()).map((row) => [row.actorId, row.data])).toEqual([
      [people.admin.member.id, { from: null, to: 'GOLD' }],
      [people.admin.member.id, { from: 'GOLD', to: 'SILVER' }],
      [people.admin.member.id, { from: 'SILVER', to: null }],
    ]);
  });

  test('an unknown tier or a bad body is 400, a withdrawn member 409, an unknown member 404; nothing changes', async () => {
    const member = await createMember(testDb.db, { membershipId: silver.id });
    const unknown = await setTier(member.mbId, { membershipId: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ path: 'membershipId', key: 'admin:validation.membership' })]);
    for (const body of [{}, { membershipId: '1' }, { membershipId: 0 }, { membershipId: 1.5 }, ...HOSTILE_BODIES]) {
      expect([body, (await setTier(member.mbId, body)).status]).toEqual([body, 400]);
    }
    const gone = await createMember(testDb.db, { mbStatus: 'WITHDRAWN', withdrawnAt: new Date() });
    expect((await setTier(gone.mbId, { membershipId: gold.id })).status).toBe(409);
    expect((await setTier('00000000-0000-4000-8000-000000000000', { membershipId: gold.id })).status).toBe(404);
    expect((await testDb.db.member.findUniqueOrThrow({ where: { id: member.id } })).membershipId).toBe(silver.id);
    expect((await testDb.db.member.findUniqueOrThrow({ where: { id: gone.id } })).membershipId).toBeNull();
    expect(await testDb.db.auditLog.count({ where: { action: 'admin.member.membership', entityId: { in: [member.mbId, gone.mbId] } } })).toBe(0);
  });
});
