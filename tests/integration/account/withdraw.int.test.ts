/** @jest-environment node */
// Membership withdrawal (docs/product/accounts.md#withdrawal): blocked while cards are with us or marketplace trades
// run; otherwise the account is withdrawn, scrubbed, signed out everywhere, and cannot log in again.
import loginRoute from '@/pages/api/login/index';
import renewRoute from '@/pages/api/login/renew';
import withdrawRoute from '@/pages/api/member/withdraw';
import { setMarketplaceClient } from '@/lib/server/marketplace/marketplace-client';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import type { GradingOrderProcessingStatus, GradingOrderStatus } from '@/lib/server/db/generated/enums';
import { CookieJar, callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { HOSTILE_BODIES, createOrder, sessionFor, signedInMember } from './account-helpers';
import { createPayment } from '@/tests/factories/order';
import { getPublicAlbum } from '@/lib/server/gallery/get-public-album';
import { createAlbum } from '../gallery/gallery-helpers';

let testDb: TestDb;
const PASSWORD = 'Secret!234';

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  setMarketplaceClient(null);
  await testDb.close();
});

const withdraw = (jar: CookieJar, body: unknown) => callApi<{ withdrawn: boolean }>(withdrawRoute, { method: 'POST', cookies: jar.cookies, body });

test('needs a session', async () => {
  expect((await withdraw(new CookieJar(), { agree: true, password: PASSWORD })).status).toBe(401);
  expect((await callApi(withdrawRoute, {})).status).toBe(401);
});

test('a member with nothing pending withdraws: scrubbed, signed out everywhere, audited, login refused', async () => {
  const { member, jar } = await signedInMember(testDb.db, { mbPhone: '+886922222222', phoneVerifiedAt: new Date(), mbPhoto: 'p/1.jpg' }, PASSWORD);
  const otherDevice = await sessionFor(testDb.db, member, true);
  await testDb.db.shippingAddress.create({
    data: { memberId: member.id, nickname: 'Home', recipient: 'Me', phone: '0912345678', address: 'Taipei', isDefault: true },
  });
  await createOrder(testDb.db, member.id, { gradingOrderStatus: 'COMPLETE', gradingOrderProcessingStatus: 'SHIPPING_OUT_COMPLETE' });
  await createOrder(testDb.db, member.id, { gradingOrderStatus: 'CANCELLED' });
  const bystander = await signedInMember(testDb.db, {}, PASSWORD);

  const status = await callApi<Record<string, boolean>>(withdrawRoute, { cookies: jar.cookies });
  expect(status.body.data).toEqual({ hasPassword: true, blockedByOrders: false, blockedByTrades: false, blockedByRefunds: false });

  const result = await withdraw(jar, { agree: true, password: PASSWORD });
  expect(result.status).toBe(200);
  expect(result.setCookies.filter((c) => /^(acc|rft|user)=;/.test(c))).toHaveLength(3);

  const stored = await testDb.db.member.findUniqueOrThrow({ where: { id: member.id } });
  expect(stored).toMatchObject({
    mbStatus: 'WITHDRAWN',
    mbEmail: member.mbEmail,
    mbPhone: null,
    phoneVerifiedAt: null,
    mbName: null,
    mbPhoto: null,
    passwordHash: null,
  });
  expect(stored.withdrawnAt).toBeInstanceOf(Date);
  expect(await testDb.db.shippingAddress.count({ where: { memberId: member.id } })).toBe(0);
  expect(await testDb.db.refreshToken.count({ where: { memberId: member.id, revokedAt: null } })).toBe(0);
  expect(await testDb.db.auditLog.count({ where: { action: 'member.withdrawn', entityId: member.mbId } })).toBe(1);

  expect((await callApi(renewRoute, { method: 'POST', cookies: otherDevice.cookies })).status).toBe(401);
  const login = await callApi(loginRoute, { method: 'POST', body: { email: member.mbEmail, password: PASSWORD }, ip: '10.4.0.1' });
  expect(login.status).toBe(400);
  // The access token still in the old jar is useless for my page now.
  expect((await withdraw(jar, { agree: true, password: PASSWORD })).status).toBe(401);
  // The bystander is untouched.
  expect((await testDb.db.member.findUniqueOrThrow({ where: { id: bystander.member.id } })).mbStatus).toBe('APPROVED');
  expect(await testDb.db.refreshToken.count({ where: { memberId: bystander.member.id, revokedAt: null } })).toBe(1);
});

test('withdrawal waits while a refund is still owed to the member (issue #26), and goes ahead once the money is back', async () => {
  const { member, jar } = await signedInMember(testDb.db, {}, PASSWORD);
  const order = await createOrder(testDb.db, member.id, {
    gradingOrderStatus: 'CANCELLED',
    totalAmount: 1300,
    currency: 'TWD',
    paymentMethod: 'VIRTUAL_ACCOUNT',
  });
  const payment = await createPayment(testDb.db, order, { status: 'REFUNDED' });
  const refund = await testDb.db.refund.create({ data: { gradingOrderId: order.id, paymentId: payment.id, amount: 1300, status: 'FAILED' } });

  const status = await callApi<Record<string, boolean>>(withdrawRoute, { cookies: jar.cookies });
  expect(status.body.data).toMatchObject({ blockedByOrders: false, blockedByRefunds: true });
  const refused = await withdraw(jar, { agree: true, password: PASSWORD });
  expect(refused.status).toBe(409);
  expect(refused.body.code).toBe('WITHDRAWAL_BLOCKED_REFUNDS');
  expect((await testDb.db.member.findUniqueOrThrow({ where: { id: member.id } })).mbStatus).toBe('APPROVED');

  // Staff sent it again: still on its way, still owed.
  const again = await testDb.db.refund.create({ data: { gradingOrderId: order.id, paymentId: payment.id, amount: 1300, status: 'REQUESTED' } });
  expect((await withdraw(jar, { agree: true, password: PASSWORD })).status).toBe(409);
  // Back with the member: nothing owed.
  await testDb.db.refund.update({ where: { id: again.id }, data: { status: 'COMPLETED', completedAt: new Date() } });
  expect(refund.status).toBe('FAILED');
  expect((await callApi<Record<string, boolean>>(withdrawRoute, { cookies: jar.cookies })).body.data).toMatchObject({ blockedByRefunds: false });
  expect((await withdraw(jar, { agree: true, password: PASSWORD })).status).toBe(200);
});

test("a withdrawn member's public albums disappear: private, no public page, their pages regenerated", async () => {
  const { member, jar } = await signedInMember(testDb.db, {}, PASSWORD);
  const { album } = await createAlbum(testDb.db, member.id, { name: 'Gone soon' });
  expect(await getPublicAlbum(testDb.db, album.id)).not.toBeNull();
  const result = await withdraw(jar, { agree: true, password: PASSWORD });
  expect(result.status).toBe(200);
  expect(await testDb.db.album.findUniqueOrThrow({ where: { id: album.id } })).toMatchObject({ isPublic: false });
  expect(await getPublicAlbum(testDb.db, album.id)).toBeNull();
  expect(result.revalidated).toContain(`/albums/${album.id}`);
});

const BLOCKING: [string, { gradingOrderStatus?: GradingOrderStatus; gradingOrderProcessingStatus?: GradingOrderProcessingStatus }][] = [
  ['paid and processing', { gradingOrderStatus: 'PROCESSING' }],
  ['awaiting a deposit', { gradingOrderStatus: 'WAITING_FOR_DEPOSIT' }],
  ['partly cancelled', { gradingOrderStatus: 'REQUEST_PARTIAL_CANCELED' }],
  ['cards on their way in', { gradingOrderStatus: 'CANCELLED', gradingOrderProcessingStatus: 'SHIPPING_IN' }],
  ['cards being graded', { gradingOrderStatus: 'COMPLETE', gradingOrderProcessingStatus: 'CARD_SCORED' }],
  ['cards shipped back, not delivered', { gradingOrderStatus: 'COMPLETE', gradingOrderProcessingStatus: 'SHIPPING_OUT' }],
];

test.each(BLOCKING)('blocked with an order %s', async (_label, order) => {
  const { member, jar } = await signedInMember(testDb.db, {}, PASSWORD);
  await createOrder(testDb.db, member.id, order);
  const result = await withdraw(jar, { agree: true, password: PASSWORD });
  expect(result.status).toBe(409);
  expect(result.body).toMatchObject({ code: 'WITHDRAWAL_BLOCKED_ORDERS', message: expect.stringMatching(/^Withdrawal failed: .*orders/) });
  expect((await testDb.db.member.findUniqueOrThrow({ where: { id: member.id } })).mbStatus).toBe('APPROVED');
  expect((await callApi<Record<string, boolean>>(withdrawRoute, { cookies: jar.cookies })).body.data?.blockedByOrders).toBe(true);
});

test("another member's order does not block me", async () => {
  const other = await signedInMember(testDb.db);
  await createOrder(testDb.db, other.member.id, { gradingOrderStatus: 'PROCESSING' });
  const { jar } = await signedInMember(testDb.db, {}, PASSWORD);
  expect((await withdraw(jar, { agree: true, password: PASSWORD })).status).toBe(200);
});

test('blocked while the marketplace reports trades in progress', async () => {
  const { member, jar } = await signedInMember(testDb.db, {}, PASSWORD);
  setMarketplaceClient({ hasOngoingTrades: async (memberId) => memberId === member.id });
  try {
    const result = await withdraw(jar, { agree: true, password: PASSWORD });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ code: 'WITHDRAWAL_BLOCKED_TRADES', message: expect.stringMatching(/^Withdrawal failed: .*marketplace/) });
  } finally {
    setMarketplaceClient(null);
  }
});

test('the confirmation and the password are required; a wrong password changes nothing', async () => {
  const { member, jar } = await signedInMember(testDb.db, {}, PASSWORD);
  const unchecked = await withdraw(jar, { agree: false, password: PASSWORD });
  expect(unchecked.status).toBe(400);
  expect(unchecked.body.errors?.[0]).toMatchObject({ path: 'agree', key: 'account:withdrawal.validation.agree' });
  const noPassword = await withdraw(jar, { agree: true });
  expect(noPassword.status).toBe(400);
  expect(noPassword.body.errors?.[0]).toMatchObject({ path: 'password', key: 'auth:validation.passwordRequired' });
  const wrong = await withdraw(jar, { agree: true, password: 'Wrong!234' });
  expect(wrong.status).toBe(400);
  expect(wrong.body).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Current password incorrect' });
  expect((await testDb.db.member.findUniqueOrThrow({ where: { id: member.id } })).mbStatus).toBe('APPROVED');
});

test('a social-only member confirms by typing the account e-mail', async () => {
  const { member, jar } = await signedInMember(testDb.db, { socialId: 'kakao:1' });
  expect((await callApi<Record<string, boolean>>(withdrawRoute, { cookies: jar.cookies })).body.data?.hasPassword).toBe(false);
  const wrong = await withdraw(jar, { agree: true, email: 'someone@else.test' });
  expect(wrong.status).toBe(400);
  expect(wrong.body.message).toMatch(/does not match/);
  const missing = await withdraw(jar, { agree: true, password: 'whatever' });
  expect(missing.status).toBe(400);
  expect(missing.body.errors?.[0]).toMatchObject({ path: 'email' });
  expect((await withdraw(jar, { agree: true, email: member.mbEmail.toUpperCase() })).status).toBe(200);
});

test('hostile input gets 4xx, never 500', async () => {
  const { member, jar } = await signedInMember(testDb.db, {}, PASSWORD);
  for (const body of [
    ...HOSTILE_BODIES,
    { agree: 'yes', password: PASSWORD },
    { agree: true, password: { $ne: '' } },
    { agree: true, password: 'x'.repeat(10_240) },
    { agree: true, email: "' OR 1=1 --" },
  ]) {
    const result = await withdraw(jar, body);
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
  }
  expect((await testDb.db.member.findUniqueOrThrow({ where: { id: member.id } })).mbStatus).toBe('APPROVED');
});
