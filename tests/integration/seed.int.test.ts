/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDatabase, seedIfEmpty } from '@/lib/server/seed/seed-database';
import { DEMO_ACCOUNTS } from '@/lib/server/seed/data/demo-accounts';
import { DEMO_ORDERS, DEMO_ORDER_MEMBER } from '@/lib/server/seed/data/demo-orders';
import { verifyPassword } from '@/lib/server/auth/password';
import { isSerial } from '@/lib/shared/certificate';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
// The demo orders' photos are stored files: in a folder of this test, not the app's.
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-uploads-'));
beforeAll(async () => {
  process.env.UPLOAD_DIR = uploadDir;
  testDb = await createTestDb();
  await seedIfEmpty(testDb.db, { demoAccounts: true, log: () => undefined });
}, 120_000);
afterAll(async () => {
  await testDb.close();
  delete process.env.UPLOAD_DIR;
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

test('the price policy exists in TWD, USD and KRW with the published regular prices', async () => {
  const policies = await testDb.db.costPolicy.findMany({ include: { productService: true } });
  const regular = Object.fromEntries(policies.map((p) => [p.currency, p.productService.find((s) => s.serviceName === 'REG')?.amount]));
  expect(regular).toEqual({ TWD: 650, USD: 1800, KRW: 25000 });
});

test('demo accounts can sign in with their documented passwords', async () => {
  for (const account of DEMO_ACCOUNTS) {
    const member = await testDb.db.member.findUniqueOrThrow({ where: { mbEmail: account.email } });
    expect(member.role).toBe(account.role);
    expect(await verifyPassword(member.passwordHash!, account.password)).toBe(true);
  }
});

test('several hundred certificates with unique 7-digit serials across categories', async () => {
  const certificates = await testDb.db.certificate.findMany({ select: { serial: true, cardCategory: true, grade: true, authentic: true } });
  expect(certificates.length).toBeGreaterThanOrEqual(300);
  expect(certificates.every((c) => isSerial(c.serial))).toBe(true);
  expect(new Set(certificates.map((c) => c.cardCategory))).toEqual(new Set(['POKEMON', 'YUGIOH', 'SPORTS', 'ETC_TCG', 'ETC']));
  expect(certificates.every((c) => (c.authentic ? c.grade === null : c.grade !== null))).toBe(true);
});

test('content for the storefront: partner shops, FAQ, notices and events', async () => {
  expect(await testDb.db.partnerShop.count()).toBeGreaterThan(0);
  expect(await testDb.db.faqEntry.count()).toBeGreaterThan(0);
  expect(await testDb.db.post.count({ where: { kind: 'NOTICE' } })).toBeGreaterThan(0);
  expect(await testDb.db.post.count({ where: { kind: 'EVENT' } })).toBeGreaterThan(0);
});

const DEMO_STATES = {
  G990201000001: { status: 'SAVED', processing: 'NOT_PROCESSING', shipping: 'SELF_SHIPPING', payments: [] },
  G990201000002: { status: 'WAITING_FOR_DEPOSIT', processing: 'NOT_PROCESSING', shipping: 'SELF_SHIPPING', payments: ['PENDING_DEPOSIT'] },
  G990201000003: { status: 'PROCESSING', processing: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION', shipping: 'SELF_SHIPPING', payments: ['PAID'] },
  G990201000004: { status: 'PROCESSING', processing: 'SHIPPING_IN', shipping: 'SELF_SHIPPING', payments: ['PAID'] },
  G990201000005: { status: 'PROCESSING', processing: 'NOT_PROCESSING', shipping: 'QUICK', payments: ['PAID'] },
  G990201000006: { status: 'CANCELLED', processing: 'NOT_PROCESSING', shipping: 'SELF_SHIPPING', payments: [] },
} as const;

async function demoOrders() {
  return testDb.db.gradingOrder.findMany({
    where: { orderNumber: { startsWith: 'G990201' } },
    include: { member: true, gradingOrderItems: true, payments: true, events: { orderBy: { id: 'asc' } }, images: true },
    orderBy: { orderNumber: 'asc' },
  });
}

test('demo orders of the demo member, one at each early step, made by the services: totals, payments and events agree', async () => {
  const orders = await demoOrders();
  expect(orders.map((order) => order.orderNumber)).toEqual(DEMO_ORDERS.map((demo) => demo.orderNumber));
  for (const order of orders) {
    const want = DEMO_STATES[order.orderNumber as keyof typeof DEMO_STATES];
    expect({
      number: order.orderNumber,
      member: order.member.mbEmail,
      status: order.gradingOrderStatus,
      processing: order.gradingOrderProcessingStatus,
      shipping: order.shippingMethod,
    }).toEqual({
      number: order.orderNumber,
      member: DEMO_ORDER_MEMBER,
      status: want.status,
      processing: want.processing,
      shipping: want.shipping,
    });
    // Priced by the server from the policy: lines × unit price, Σ lines + delivery = total.
    expect(order.currency).toBe('TWD');
    expect(order.gradingOrderItems.every((item) => item.amount === item.price * item.quantity && item.price > 0)).toBe(true);
    expect(order.totalPrice).toBe(order.gradingOrderItems.reduce((sum, item) => sum + item.amount, 0));
    expect(order.totalAmount).toBe(order.totalPrice + order.deliveryCost);
    expect(order.submittedAt).not.toBeNull();
    // Every payment is of the whole total; money is held exactly by the paid ones.
    expect(order.payments.filter((p) => p.status !== 'CANCELLED').map((p) => p.status)).toEqual(want.payments);
    expect(order.payments.every((p) => p.amount === order.totalAmount && p.currency === 'TWD' && p.provider === 'sandbox')).toBe(true);
    expect(order.paidAt !== null).toBe((want.payments as readonly string[]).includes('PAID'));
    // Each status change has its event, and the last one names where the order is.
    const changes = order.events.filter((event) => event.toStatus !== null || event.toProcessing !== null);
    expect(changes[0]).toMatchObject({ fromStatus: null, toStatus: 'SAVED' });
    expect(
      changes
        .map((event) => event.toStatus)
        .filter(Boolean)
        .at(-1),
    ).toBe(want.status);
    if (want.processing !== 'NOT_PROCESSING')
      expect(
        changes
          .map((event) => event.toProcessing)
          .filter(Boolean)
          .at(-1),
      ).toBe(want.processing);
    // One photo, a real stored file.
    expect(order.images).toHaveLength(1);
    expect(fs.existsSync(path.join(uploadDir, order.images[0]!.storageKey))).toBe(true);
  }
  const deposit = orders.find((order) => order.orderNumber === 'G990201000002')!.payments.find((p) => p.status === 'PENDING_DEPOSIT')!;
  expect(deposit).toMatchObject({ method: 'VIRTUAL_ACCOUNT', vaBank: expect.any(String), vaAccountNumber: expect.stringMatching(/^\d{6,20}$/) });
  expect(deposit.vaDeadline!.getTime()).toBeGreaterThan(Date.now());
  expect(orders.find((order) => order.orderNumber === 'G990201000004')).toMatchObject({ deliveryComIn: 'TCAT', trackingNumIn: '9902 0100 0004' });
  expect(orders.find((order) => order.orderNumber === 'G990201000006')!.cancelledAt).not.toBeNull();
});

test('demo albums for the gallery and the feed (issue #25): public, each cover among its own cards, of their owner’s published cards', async () => {
  const albums = await testDb.db.album.findMany({ include: { cards: { include: { certificate: true } }, member: true } });
  expect(albums.length).toBeGreaterThanOrEqual(3);
  for (const album of albums) {
    expect(album.isPublic).toBe(true);
    expect(album.cards.some((card) => card.certificateId === album.thumbnailCertificateId)).toBe(true);
    expect(album.cards.every((card) => card.certificate.memberId === album.memberId && card.certificate.publishedAt !== null)).toBe(true);
  }
  expect(await testDb.db.feedItem.count({ where: { kind: 'ALBUM' } })).toBe(albums.length);
  expect(await testDb.db.feedItem.count({ where: { kind: 'CARD' } })).toBe(albums.length);
});

test('seeding twice adds nothing', async () => {
  const counts = async () => ({
    members: await testDb.db.member.count(),
    certificates: await testDb.db.certificate.count(),
    shops: await testDb.db.partnerShop.count(),
    orders: await testDb.db.gradingOrder.count(),
    payments: await testDb.db.payment.count(),
    events: await testDb.db.orderEvent.count(),
    images: await testDb.db.image.count(),
    addresses: await testDb.db.shippingAddress.count(),
    albums: await testDb.db.album.count(),
    feed: await testDb.db.feedItem.count(),
  });
  const before = await counts();
  expect(before.orders).toBe(DEMO_ORDERS.length);
  const orders = await demoOrders();
  expect(await seedIfEmpty(testDb.db)).toBe(false);
  await seedDatabase(testDb.db, { demoAccounts: true, log: () => undefined });
  expect(await counts()).toEqual(before);
  // The same orders, unchanged.
  expect(await demoOrders()).toEqual(orders);
});
