/** @jest-environment node */
// My page profile: read and update (docs/product/accounts.md#profile, docs/product/accounts.md#field-rules), with
// isolation between members.
import loginRoute from '@/pages/api/login/index';
import dashboardRoute from '@/pages/api/member/dashboard';
import profileRoute from '@/pages/api/member/profile';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { HOSTILE_BODIES, createOrder, signedInMember } from './account-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

test('GET profile needs a session', async () => {
  const result = await callApi(profileRoute);
  expect(result.status).toBe(401);
  expect(result.body.code).toBe('UNAUTHORIZED');
});

test("GET profile answers with the member's own data and no secrets", async () => {
  const membership = await testDb.db.membership.create({ data: { name: `GOLD-${Date.now()}`, discountRate: 10 } });
  const { member, jar } = await signedInMember(testDb.db, { membershipId: membership.id, mbPhone: '+886911111111', phoneVerifiedAt: new Date() }, 'Secret!234');
  const result = await callApi<Record<string, unknown>>(profileRoute, { cookies: jar.cookies });
  expect(result.status).toBe(200);
  expect(result.body.data).toMatchObject({
    mbId: member.mbId,
    mbEmail: member.mbEmail,
    mbPhone: '+886911111111',
    phoneVerified: true,
    hasPassword: true,
    membership: { name: membership.name, discountRate: 10 },
  });
  expect(JSON.stringify(result.body)).not.toMatch(/argon2|passwordHash/);
});

test("the dashboard's profile is the profile page's, read in the dashboard's one statement (dashboard-reads.ts)", async () => {
  const membership = await testDb.db.membership.create({ data: { name: `SILVER-${Date.now()}`, discountRate: 5 } });
  const { member, jar } = await signedInMember(testDb.db, {
    membershipId: membership.id,
    mbPhone: '+886933333333',
    phoneVerifiedAt: new Date(),
    mbPhoto: 'p/9.jpg',
  });
  await testDb.db.socialAccount.createMany({
    data: [
      { memberId: member.id, provider: 'KAKAO', providerUserId: `k-${member.id}` },
      { memberId: member.id, provider: 'LINE', providerUserId: `l-${member.id}` },
    ],
  });
  const profile = (await callApi<Record<string, unknown>>(profileRoute, { cookies: jar.cookies })).body.data!;
  const dashboard = (await callApi<{ profile: Record<string, unknown> }>(dashboardRoute, { cookies: jar.cookies })).body.data!;
  expect(dashboard.profile).toEqual(profile);
  expect(profile).toMatchObject({ mbPhone: '+886933333333', phoneVerified: true, membership: { name: membership.name, discountRate: 5 }, mbPhoto: 'p/9.jpg' });
  expect([...(profile.socialProviders as string[])].sort()).toEqual(['KAKAO', 'LINE']);
  expect(profile.createdAt).toBe(member.createdAt.toISOString());

  // An unverified number is not shown; a member without membership or social accounts has none; withdrawn is a 401.
  const plain = await signedInMember(testDb.db, { mbPhone: '+886944444444' }, 'Secret!234');
  const plainDashboard = (await callApi<{ profile: Record<string, unknown> }>(dashboardRoute, { cookies: plain.jar.cookies })).body.data!;
  expect(plainDashboard.profile).toMatchObject({ mbPhone: null, phoneVerified: false, membership: null, socialProviders: [], hasPassword: true });
  await testDb.db.member.update({ where: { id: plain.member.id }, data: { mbStatus: 'WITHDRAWN', withdrawnAt: new Date() } });
  expect((await callApi(dashboardRoute, { cookies: plain.jar.cookies })).status).toBe(401);
});

test('PUT profile updates nickname, name and consent, writes an audit row and refreshes the user cookie', async () => {
  const { member, jar } = await signedInMember(testDb.db);
  const result = await callApi<Record<string, unknown>>(profileRoute, {
    method: 'PUT',
    cookies: jar.cookies,
    body: { mbNick: '新暱稱01', mbName: 'Chen Wei-Ting', advertisingConsent: true },
  });
  expect(result.status).toBe(200);
  expect(result.body.data).toMatchObject({ mbNick: '新暱稱01', mbName: 'Chen Wei-Ting', advertisingConsent: true });
  const user = result.setCookies.find((c) => c.startsWith('user='))!;
  expect(decodeURIComponent(user)).toContain('"mbNick":"新暱稱01"');
  const audit = await testDb.db.auditLog.findFirstOrThrow({ where: { entityId: member.mbId, action: 'member.profileUpdated' } });
  expect(audit.actorId).toBe(member.id);

  // The e-mail and the role are not the profile's: sending them is a 400 naming each, and nothing changes (issue #24).
  const refused = await callApi(profileRoute, {
    method: 'PUT',
    cookies: jar.cookies,
    body: { mbNick: 'another1', mbEmail: 'evil@example.test', role: 'ADMIN' },
  });
  expect([refused.status, refused.body.errors?.map((error) => error.path)]).toEqual([400, ['mbEmail', 'role']]);
  const after = await testDb.db.member.findUniqueOrThrow({ where: { id: member.id } });
  expect(after).toMatchObject({ mbEmail: member.mbEmail, role: 'MEMBER', mbNick: '新暱稱01', mbName: 'Chen Wei-Ting', advertisingConsent: true });
});

test('PUT profile refuses bad and hostile input with 400, never 500', async () => {
  const { jar } = await signedInMember(testDb.db);
  const bad = await callApi(profileRoute, { method: 'PUT', cookies: jar.cookies, body: { mbNick: 'x' } });
  expect(bad.status).toBe(400);
  expect(bad.body.errors?.[0]).toMatchObject({ path: 'mbNick', key: 'auth:validation.nickInvalid' });
  for (const body of [
    ...HOSTILE_BODIES,
    { mbNick: '\'; DROP TABLE "Member"; --' },
    { mbNick: '<script>x</script>' },
    { mbNick: 'n'.repeat(10_240) },
    { mbNick: ['a', 'b'] },
  ]) {
    const result = await callApi(profileRoute, { method: 'PUT', cookies: jar.cookies, body });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION');
  }
});

test('member A only ever reads and changes A (there is no member id to pass)', async () => {
  const a = await signedInMember(testDb.db);
  const b = await signedInMember(testDb.db);
  const result = await callApi<{ mbId: string }>(profileRoute, { cookies: a.jar.cookies, query: { id: String(b.member.id), mbId: b.member.mbId } });
  expect(result.body.data?.mbId).toBe(a.member.mbId);
  await callApi(profileRoute, { method: 'PUT', cookies: a.jar.cookies, body: { mbNick: 'onlyA01', mbId: b.member.mbId, id: b.member.id } });
  expect((await testDb.db.member.findUniqueOrThrow({ where: { id: b.member.id } })).mbNick).toBe(b.member.mbNick);
});

test('a forged or cross-site request is refused', async () => {
  const { jar } = await signedInMember(testDb.db);
  const forged = await callApi(profileRoute, { cookies: { ...jar.cookies, acc: `${jar.cookies.acc}x` } });
  expect(forged.status).toBe(401);
  const crossSite = await callApi(profileRoute, {
    method: 'PUT',
    cookies: jar.cookies,
    headers: { origin: 'https://evil.example' },
    body: { mbNick: 'hacked1' },
  });
  expect(crossSite.status).toBe(403);
});

test('a dormant member cannot use my page calls', async () => {
  const { jar } = await signedInMember(testDb.db, { mbStatus: 'DORMANCY' });
  const result = await callApi(profileRoute, { cookies: jar.cookies });
  expect(result.status).toBe(403);
  expect(result.body.code).toBe('ACCOUNT_DORMANT');
});

test("the dashboard counts the member's own orders by the order list's tabs, drafts excluded", async () => {
  const a = await signedInMember(testDb.db);
  const b = await signedInMember(testDb.db);
  await createOrder(testDb.db, a.member.id, { gradingOrderStatus: 'PROCESSING' });
  await createOrder(testDb.db, a.member.id, { gradingOrderStatus: 'WAITING_FOR_DEPOSIT' });
  await createOrder(testDb.db, a.member.id, { gradingOrderStatus: 'COMPLETE' });
  await createOrder(testDb.db, a.member.id, { gradingOrderStatus: 'REFUNDED' });
  await createOrder(testDb.db, a.member.id, { gradingOrderStatus: 'DEADLINE_EXPIRED' });
  await createOrder(testDb.db, a.member.id, { gradingOrderStatus: 'TEMP_SAVED' });
  await createOrder(testDb.db, b.member.id, { gradingOrderStatus: 'PROCESSING' });
  const result = await callApi<{ orderCounts: Record<string, number>; profile: { mbId: string } }>(dashboardRoute, { cookies: a.jar.cookies });
  expect(result.status).toBe(200);
  expect(result.body.data?.orderCounts).toEqual({ all: 5, awaitingPayment: 1, inProcess: 1, cancel: 1, refund: 1, complete: 1 });
  expect(result.body.data?.profile.mbId).toBe(a.member.mbId);
  const empty = await callApi<{ orderCounts: Record<string, number> }>(dashboardRoute, { cookies: (await signedInMember(testDb.db)).jar.cookies });
  expect(empty.body.data?.orderCounts).toEqual({ all: 0, awaitingPayment: 0, inProcess: 0, cancel: 0, refund: 0, complete: 0 });
});

test("the dashboard shows the member's three newest submitted orders, status in words; none for a new member", async () => {
  const a = await signedInMember(testDb.db);
  const b = await signedInMember(testDb.db);
  const day = (n: number) => new Date(Date.UTC(2026, 10, n, 3));
  const order = (memberId: number, submittedAt: Date | null, data: Record<string, unknown>) =>
    createOrder(testDb.db, memberId, { submittedAt, currency: 'TWD', totalPrice: 1300, deliveryCost: 150, totalAmount: 1450, ...data });
  await order(a.member.id, day(18), { gradingOrderStatus: 'COMPLETE', gradingOrderProcessingStatus: 'SHIPPING_OUT_COMPLETE' });
  const third = await order(a.member.id, day(19), { gradingOrderStatus: 'CANCELLED' });
  // Every card of it came in ungradable (decision 0031 §4): its chip says so, not "grading complete".
  const second = await order(a.member.id, day(20), {
    gradingOrderStatus: 'PROCESSING',
    gradingOrderProcessingStatus: 'WAREHOUSE_OUT',
    gradingOrderItems: { create: [{ correspondCheck: 'UNGRADABLE' }, { correspondCheck: 'UNGRADABLE' }] },
  });
  const newest = await order(a.member.id, day(21), { gradingOrderStatus: 'SAVED' });
  // A draft and another member's order, both newer: never shown.
  await order(a.member.id, null, { gradingOrderStatus: 'TEMP_SAVED' });
  await order(b.member.id, day(22), { gradingOrderStatus: 'SAVED' });

  const result = await callApi<{ recentOrders: unknown[] }>(dashboardRoute, { cookies: a.jar.cookies });
  expect(result.body.data?.recentOrders).toEqual([
    {
      orderNumber: newest.orderNumber,
      status: 'SAVED',
      displayStatus: null,
      currency: 'TWD',
      totalAmount: 1450,
      submittedAt: day(21).toISOString(),
      nothingGraded: false,
    },
    {
      orderNumber: second.orderNumber,
      status: 'PROCESSING',
      displayStatus: 'GRADING_COMPLETE',
      currency: 'TWD',
      totalAmount: 1450,
      submittedAt: day(20).toISOString(),
      nothingGraded: true,
    },
    {
      orderNumber: third.orderNumber,
      status: 'CANCELLED',
      displayStatus: 'CANCELLED',
      currency: 'TWD',
      totalAmount: 1450,
      submittedAt: day(19).toISOString(),
      nothingGraded: false,
    },
  ]);
  const empty = await callApi<{ recentOrders: unknown[] }>(dashboardRoute, { cookies: (await signedInMember(testDb.db)).jar.cookies });
  expect(empty.body.data?.recentOrders).toEqual([]);
});

test('only GET and PUT are allowed on the profile', async () => {
  const { jar } = await signedInMember(testDb.db);
  expect((await callApi(profileRoute, { method: 'DELETE', cookies: jar.cookies })).status).toBe(405);
  expect((await callApi(loginRoute, { cookies: jar.cookies })).status).toBe(200);
});
