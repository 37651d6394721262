/** @jest-environment node */
// The lab's reading side (issue #10): the work queues with their counts (queues.ts), the search by order number,
// member e-mail or serial, the order page (the member's own view — docs/product/order-lifecycle.md#staff-access —
// plus cards, certificates, internal notes and the audit trail, never a password hash or a token), internal notes
// (one transaction with their audit row), and that only staff get any of it.
import { randomUUID } from 'node:crypto';
import { eventNote } from '@/lib/shared/orders/event-notes';
import listRoute from '@/pages/api/admin/orders/index';
import detailRoute from '@/pages/api/admin/orders/[orderNumber]/index';
import notesRoute from '@/pages/api/admin/orders/[orderNumber]/notes';
import type { Db } from '@/lib/server/db/client';
import { getStaffOrder } from '@/lib/server/lab/get-staff-order';
import { listStaffOrders } from '@/lib/server/lab/list-staff-orders';
import { getOrderDetail } from '@/lib/server/orders/get-order-detail';
import { markCardsReceived } from '@/lib/server/orders/receive-cards';
import { QUEUE_IDS } from '@/lib/shared/lab/queues';
import type { QueueId, StaffOrderDetail, StaffOrderList } from '@/lib/shared/lab/views';
import { createCertificate } from '@/tests/factories/certificate';
import { type OrderState, createOrderIn } from '@/tests/factories/order-states';
import { type SignedIn, signedInMember } from '@/tests/integration/account/account-helpers';
import { callApi } from '@/tests/helpers/api';
import type { TestDb } from '@/tests/helpers/test-db';
import { type Orderer, openOrderDb, orderer } from '../orders/order-helpers';

let testDb: TestDb;
let db: Db;
let alice: Orderer;
let bob: Orderer;
let staff: SignedIn;
let admin: SignedIn;

const PASSWORD = 'Lab!Read2026';
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 2));
const NOW = day(20);

beforeAll(async () => {
  testDb = await openOrderDb();
  db = testDb.db;
  alice = await orderer(db, { mbEmail: 'alice.lin@cards.example', mbNick: 'alicelin' });
  bob = await orderer(db, { mbEmail: 'bob.chen@shop.example', mbNick: 'bobchen' });
  staff = await signedInMember(db, { role: 'STAFF', mbNick: 'benchstaff' }, PASSWORD);
  admin = await signedInMember(db, { role: 'ADMIN', mbNick: 'labadmin' }, PASSWORD);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const asStaff = () => ({ memberId: staff.member.id, role: 'STAFF' as const });
const list = (cookies: Record<string, string>, query: Record<string, string> = {}) => callApi<StaffOrderList>(listRoute, { query, cookies });
const read = (cookies: Record<string, string>, orderNumber: string) => callApi<StaffOrderDetail>(detailRoute, { query: { orderNumber }, cookies });
const note = (cookies: Record<string, string>, orderNumber: string, body: unknown) =>
  callApi<StaffOrderDetail>(notesRoute, { method: 'POST', query: { orderNumber }, body, cookies });

const inState = (who: Orderer, state: OrderState, paidDay: number | null, overrides: Parameters<typeof createOrderIn>[3] = {}) =>
  createOrderIn(db, who.member.id, state, { ...overrides, overrides: { ...(paidDay ? { paidAt: day(paidDay) } : {}), ...overrides.overrides } });

describe('the queues', () => {
  const made: Record<string, string> = {};

  beforeAll(async () => {
    // Two parcels on their way in (the older one late), and one everywhere else the lab looks.
    made.shipLate = (await inState(alice, 'SHIPPING_IN', 2, { overrides: { estimatedCompletionAt: day(10) } })).order.orderNumber;
    made.shipNew = (await inState(bob, 'SHIPPING_IN', 5, { overrides: { estimatedCompletionAt: day(30) } })).order.orderNumber;
    made.shipOldest = (await inState(bob, 'SHIPPING_IN', 1)).order.orderNumber;
    made.counter = (await inState(alice, 'QUICK_WAITING', 3)).order.orderNumber;
    made.grading = (await inState(alice, 'GRADING', 4, { overrides: { estimatedCompletionAt: day(12) } })).order.orderNumber;
    made.partial = (
      await inState(bob, 'GRADING', 4, {
        overrides: { gradingOrderStatus: 'REQUEST_PARTIAL_CANCELED', gradingOrderProcessingStatus: 'CARD_CORRESPOND_CHECKED' },
      })
    ).order.orderNumber;
    made.complete = (await inState(alice, 'SHIPPING_OUT_COMPLETE', 1)).order.orderNumber;
    made.wrongAccount = (await inState(bob, 'WRONG_REFUND_ACCOUNT', 2)).order.orderNumber;
    made.saved = (await inState(alice, 'SAVED', null)).order.orderNumber;
    await inState(alice, 'DRAFT', null);
    // A cancelled order whose refund is on its way; another whose refused refund was sent again and completed.
    const cancelled = await inState(alice, 'CANCELLED', null);
    made.refunding = cancelled.order.orderNumber;
    await db.refund.create({
      data: { gradingOrderId: cancelled.order.id, paymentId: cancelled.payment!.id, amount: cancelled.order.totalAmount, status: 'REQUESTED' },
    });
    const settled = await inState(bob, 'REFUNDED', 3);
    for (const status of ['ACCOUNT_REJECTED', 'COMPLETED'] as const) {
      await db.refund.create({ data: { gradingOrderId: settled.order.id, paymentId: settled.payment!.id, amount: settled.order.totalAmount, status } });
    }
    made.settled = settled.order.orderNumber;
  });

  test('counts per queue: paid orders by processing status, the refunds waiting on someone, every submitted order', async () => {
    const page = await listStaffOrders(db, asStaff(), { queue: null, q: null, page: 1 }, NOW);
    const expected = Object.fromEntries(QUEUE_IDS.map((id) => [id, 0])) as Record<QueueId, number>;
    Object.assign(expected, { SHIPPING_IN: 3, NOT_PROCESSING: 1, VSC_CHECKED: 1, CARD_CORRESPOND_CHECKED: 1, SHIPPING_OUT_COMPLETE: 1, REFUNDS: 3, ALL: 11 });
    expect(page.counts).toEqual(expected);
    // The default queue, oldest paid first, with the late one flagged.
    expect(page).toMatchObject({ queue: 'SHIPPING_IN', q: null, page: 1, pageSize: 20, total: 3 });
    expect(page.rows.map((row) => [row.orderNumber, row.late])).toEqual([
      [made.shipOldest, false],
      [made.shipLate, true],
      [made.shipNew, false],
    ]);
    expect(page.rows[2]).toMatchObject({
      memberEmail: 'bob.chen@shop.example',
      memberNick: 'bobchen',
      status: 'PROCESSING',
      processingStatus: 'SHIPPING_IN',
      paidAt: day(5).toISOString(),
    });
  });

  test('REFUNDS and the other queues hold exactly their orders', async () => {
    const rows = async (queue: QueueId) => (await listStaffOrders(db, asStaff(), { queue, q: null, page: 1 }, NOW)).rows.map((row) => row.orderNumber);
    expect(new Set(await rows('REFUNDS'))).toEqual(new Set([made.partial, made.wrongAccount, made.refunding]));
    expect(await rows('NOT_PROCESSING')).toEqual([made.counter]);
    expect(await rows('SHIPPING_OUT_COMPLETE')).toEqual([made.complete]);
    expect(await rows('WAREHOUSE_IN')).toEqual([]);
    const all = await rows('ALL');
    expect(all).toHaveLength(11);
    // Paid first (oldest first), then the unpaid by submission.
    expect(all.slice(0, 2).sort()).toEqual([made.shipOldest, made.complete].sort());
    expect(all.at(-1)).toBe(made.refunding);
    expect(all).toContain(made.saved);
    expect(all).toContain(made.settled);
    const grading = (await listStaffOrders(db, asStaff(), { queue: 'VSC_CHECKED', q: null, page: 1 }, NOW)).rows[0]!;
    expect(grading).toMatchObject({ orderNumber: made.grading, late: true });
  });

  test('20 per page, oldest paid first; a page past the end is empty', async () => {
    for (let index = 0; index < 21; index += 1)
      await inState(alice, 'GRADING_COMPLETE', 1, {
        overrides: { paidAt: new Date(day(1).getTime() + index * 60_000), gradingOrderProcessingStatus: 'WAREHOUSE_OUT' },
      });
    const first = await list(staff.jar.cookies, { queue: 'WAREHOUSE_OUT' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body.data).toMatchObject({ total: 21, pageSize: 20 });
    expect(first.body.data!.rows).toHaveLength(20);
    const paidAt = first.body.data!.rows.map((row) => row.paidAt!);
    expect(paidAt).toEqual([...paidAt].sort());
    const second = await list(staff.jar.cookies, { queue: 'WAREHOUSE_OUT', page: '2' });
    expect(second.body.data!.rows.map((row) => row.paidAt)).toEqual([new Date(day(1).getTime() + 20 * 60_000).toISOString()]);
    expect((await list(staff.jar.cookies, { queue: 'WAREHOUSE_OUT', page: '3' })).body.data!.rows).toEqual([]);
    await db.gradingOrder.deleteMany({ where: { gradingOrderProcessingStatus: 'WAREHOUSE_OUT' } });
  });

  test('a wrong query is a 400 naming the field', async () => {
    for (const query of [{ queue: 'PROCESSING' }, { page: '0' }, { q: 'x'.repeat(101) }] as Record<string, string>[]) {
      const answer = await list(admin.jar.cookies, query);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.path).toBe(Object.keys(query)[0]);
    }
  });
});

describe('search', () => {
  let graded: Awaited<ReturnType<typeof createOrderIn>>['order'];
  let reholder: Awaited<ReturnType<typeof createOrderIn>>['order'];
  let serial: string;

  beforeAll(async () => {
    graded = (await inState(alice, 'SHIPPING_OUT_COMPLETE', 6)).order;
    serial = (await createCertificate(db, { gradingOrderItemId: graded.gradingOrderItems[0]!.id, memberId: alice.member.id })).serial;
    reholder = (await inState(bob, 'SHIPPING_IN', 7, { overrides: { submitType: 'REHOLDER' } })).order;
    await db.gradingOrderItem.update({ where: { id: reholder.gradingOrderItems[0]!.id }, data: { serialNumber: serial } });
  });

  const search = async (q: string, queue: QueueId | null = null) => listStaffOrders(db, asStaff(), { queue, q, page: 1 }, NOW);

  test('an order number, in any case: that order only, from every queue', async () => {
    const found = await search(graded.orderNumber.toLowerCase());
    expect(found).toMatchObject({ queue: 'ALL', q: graded.orderNumber.toLowerCase(), total: 1 });
    expect(found.rows.map((row) => row.orderNumber)).toEqual([graded.orderNumber]);
    // The tabs say where the match is.
    expect(found.counts).toMatchObject({ ALL: 1, SHIPPING_OUT_COMPLETE: 1, SHIPPING_IN: 0 });
    // A number is matched whole, not in part.
    expect((await search(graded.orderNumber.slice(0, 8))).total).toBe(0);
    expect((await search(`${graded.orderNumber.slice(0, 8)}%`)).total).toBe(0);
    expect((await search(`${graded.orderNumber.slice(0, 12)}_`)).total).toBe(0);
  });

  test('part of a member e-mail, in any case', async () => {
    const found = await search('BOB.CHEN@');
    expect(found.total).toBeGreaterThan(1);
    expect(new Set(found.rows.map((row) => row.memberEmail))).toEqual(new Set(['bob.chen@shop.example']));
    const inQueue = await search('bob.chen', 'SHIPPING_IN');
    expect(inQueue.queue).toBe('SHIPPING_IN');
    expect(inQueue.rows.every((row) => row.processingStatus === 'SHIPPING_IN' && row.memberEmail === 'bob.chen@shop.example')).toBe(true);
    // LIKE wildcards are text, not patterns.
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
    expect((await search('nobody@nowhere.example')).rows).toEqual([]);
  });

  test('a 7-digit serial: the order of the graded card and the reholder order of the same card', async () => {
    const found = await search(serial);
    expect(new Set(found.rows.map((row) => row.orderNumber))).toEqual(new Set([graded.orderNumber, reholder.orderNumber]));
    expect((await search('0000000')).total).toBe(0);
  });

  test('through the route: q given without a queue searches every order', async () => {
    const answer = await list(staff.jar.cookies, { q: ` ${serial} ` });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ queue: 'ALL', q: serial, total: 2 });
  });
});

describe('the order page', () => {
  test("staff read any member's order: the member's own view, the cards with their certificates and scans, notes newest first, the audit merged oldest first", async () => {
    const { order, payment } = await inState(alice, 'SHIPPING_IN', 8, { lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: 2 }] });
    await db.refundAccount.create({
      data: { memberId: alice.member.id, gradingOrderId: order.id, bank: 'TW-812', accountNumber: '00012345678901', holderName: 'Lin Mei' },
    });
    // The receipt (a real event, by staff) splits the line into two cards.
    await markCardsReceived(db, asStaff(), order.orderNumber, NOW);
    await db.orderEvent.updateMany({ where: { gradingOrderId: order.id }, data: { createdAt: day(9) } });
    const [first, second] = await db.gradingOrderItem.findMany({ where: { gradingOrderId: order.id }, orderBy: { position: 'asc' } });
    await db.gradingOrderItem.update({ where: { id: first!.id }, data: { correspondCheck: 'OK', checkedAt: day(10), vscNote: 'Surface print line' } });
    await db.gradingOrderItem.update({ where: { id: second!.id }, data: { correspondCheck: 'UNGRADABLE', checkedAt: day(10) } });
    const certificate = await createCertificate(db, {
      gradingOrderItemId: first!.id,
      memberId: alice.member.id,
      gradedById: staff.member.id,
      labelPrintedAt: day(12),
    });
    const front = await db.image.create({
      data: {
        ownerId: staff.member.id,
        certificateId: certificate.id,
        kind: 'CARD_FRONT',
        storageKey: `cert/${certificate.serial}-f.webp`,
        thumbKey: `cert/${certificate.serial}-f-t.webp`,
        mimeType: 'image/webp',
        width: 800,
        height: 1100,
        bytes: 90_000,
      },
    });
    const back = await db.image.create({
      data: {
        ownerId: staff.member.id,
        certificateId: certificate.id,
        kind: 'CARD_BACK',
        storageKey: `cert/${certificate.serial}-b.webp`,
        mimeType: 'image/webp',
        width: 800,
        height: 1100,
        bytes: 90_000,
      },
    });
    // Audit rows about the order, its card and its certificate — and one about another order's card, not shown. Each
    // keeps the role its actor acted in (issue #24).
    const audit = [
      {
        actorId: staff.member.id,
        actorRole: 'STAFF' as const,
        action: 'lab.check',
        entity: 'GradingOrderItem',
        entityId: String(second!.id),
        data: { from: 'NOT_DETERMINED', to: 'UNGRADABLE', note: 'Cracked slab' },
        createdAt: day(10),
      },
      {
        actorId: admin.member.id,
        actorRole: 'ADMIN' as const,
        action: 'lab.score',
        entity: 'Certificate',
        entityId: certificate.serial,
        data: { from: null, to: { grade: 9 } },
        createdAt: day(11),
      },
      {
        actorId: null,
        action: 'order.addressChanged',
        entity: 'GradingOrder',
        entityId: order.orderNumber,
        data: { fromAddressId: 1, toAddressId: 2 },
        createdAt: day(8),
      },
      {
        actorId: staff.member.id,
        actorRole: 'STAFF' as const,
        action: 'lab.check',
        entity: 'GradingOrderItem',
        entityId: '999999',
        data: { from: 'x', to: 'y' },
        createdAt: day(10),
      },
    ];
    for (const row of audit) await db.auditLog.create({ data: row });

    const firstNote = await note(staff.jar.cookies, order.orderNumber, { body: '  Top loader cracked on arrival.  ' });
    expect(firstNote.status).toBe(201);
    const answer = await note(admin.jar.cookies, order.orderNumber, { body: 'Called the member; OK to proceed.' });
    expect(answer.status).toBe(201);
    const detail = answer.body.data!;

    expect(detail.view).toEqual(await getOrderDetail(db, { memberId: alice.member.id, role: 'MEMBER' }, order.orderNumber));
    expect(detail.member).toEqual({
      mbId: alice.member.mbId,
      email: 'alice.lin@cards.example',
      nick: 'alicelin',
      name: alice.member.mbName,
      phone: alice.member.mbPhone,
      language: alice.member.language,
    });
    expect(detail).toMatchObject({ status: 'PROCESSING', processingStatus: 'SHIPPING_IN_COMPLETE', currency: order.currency, moneyHeld: payment!.amount });
    expect(detail.actions).toMatchObject({ receive: false, advanceTo: 'WAREHOUSE_IN', fullRefund: false });

    expect(detail.cards).toHaveLength(2);
    expect(detail.cards[0]).toMatchObject({
      id: first!.id,
      position: 0,
      quantity: 1,
      correspondCheck: 'OK',
      checkedAt: day(10).toISOString(),
      vscNote: 'Surface print line',
      refunded: false,
      price: first!.price,
    });
    expect(detail.cards[0]!.certificate).toMatchObject({
      serial: certificate.serial,
      grade: certificate.grade,
      gradedBy: 'benchstaff',
      labelPrintedAt: day(12).toISOString(),
    });
    expect(detail.cards[0]!.certificate!.images).toEqual([
      {
        id: front.id,
        kind: 'CARD_FRONT',
        url: `/api/certificates/${certificate.serial}/images/${front.id}`,
        thumbUrl: `/api/certificates/${certificate.serial}/images/${front.id}?size=thumb`,
      },
      { id: back.id, kind: 'CARD_BACK', url: `/api/certificates/${certificate.serial}/images/${back.id}`, thumbUrl: null },
    ]);
    expect(detail.cards[1]).toMatchObject({ correspondCheck: 'UNGRADABLE', certificate: null });

    expect(detail.notes.map((row) => [row.author, row.body])).toEqual([
      ['labadmin', 'Called the member; OK to proceed.'],
      ['benchstaff', 'Top loader cracked on arrival.'],
    ]);
    // A row about a card (its line, or its certificate) names the card as the page numbers it, from 1.
    const trail = detail.audit.map((entry) => [entry.action, entry.card, entry.actor, entry.actorRole, entry.from, entry.to, entry.note]);
    expect(trail.slice(0, 4)).toEqual([
      ['order.addressChanged', null, null, null, null, null, null],
      ['processing', null, 'benchstaff', 'STAFF', 'SHIPPING_IN', 'SHIPPING_IN_COMPLETE', eventNote('received.split', { lines: 1, cards: 2 })],
      ['lab.check', 2, 'benchstaff', 'STAFF', 'NOT_DETERMINED', 'UNGRADABLE', 'Cracked slab'],
      ['lab.score', 1, 'labadmin', 'ADMIN', null, null, null],
    ]);
    // A record before and after reads field by field, never as JSON (issue #24).
    expect(detail.audit.slice(0, 4).map((entry) => entry.changes)).toEqual([
      [{ field: 'addressId', from: '1', to: '2' }],
      [],
      [],
      [{ field: 'grade', from: null, to: '9' }],
    ]);
    // The notes' own audit rows come last (written now).
    expect(trail.slice(4)).toEqual([
      ['order.noteAdded', null, 'benchstaff', 'STAFF', null, null, 'Top loader cracked on arrival.'],
      ['order.noteAdded', null, 'labadmin', 'ADMIN', null, null, 'Called the member; OK to proceed.'],
    ]);
    expect(detail.audit.map((entry) => entry.at)).toEqual([...detail.audit.map((entry) => entry.at)].sort());

    // Nothing secret: no password hash, no token, no full refund account number.
    const json = JSON.stringify(answer.body);
    const hashes = await db.member.findMany({ where: { passwordHash: { not: null } }, select: { passwordHash: true } });
    expect(hashes.length).toBeGreaterThan(0);
    for (const { passwordHash } of hashes) expect(json).not.toContain(passwordHash!);
    for (const { tokenHash } of await db.refreshToken.findMany({ select: { tokenHash: true } })) expect(json).not.toContain(tokenHash);
    expect(json).not.toMatch(/passwordHash|tokenHash|refreshToken|00012345678901/i);

    // The route answers the same page.
    const byRoute = await read(staff.jar.cookies, order.orderNumber);
    expect(byRoute.status).toBe(200);
    expect(byRoute.headers['cache-control']).toBe('private, no-store');
    expect(byRoute.body.data).toEqual(detail);
  });

  test('a reholder card shows the certificate it already has', async () => {
    const { order: graded } = await inState(bob, 'SHIPPING_OUT_COMPLETE', 1);
    const certificate = await createCertificate(db, { gradingOrderItemId: graded.gradingOrderItems[0]!.id, memberId: bob.member.id });
    const { order } = await inState(bob, 'WAREHOUSE_IN', 9, {
      overrides: { submitType: 'REHOLDER' },
      lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: 1 }],
    });
    await db.gradingOrderItem.update({ where: { id: order.gradingOrderItems[0]!.id }, data: { serialNumber: certificate.serial } });
    await db.auditLog.create({
      data: { actorId: staff.member.id, action: 'lab.labelPrinted', entity: 'Certificate', entityId: certificate.serial, data: { to: 'printed' } },
    });
    const detail = await getStaffOrder(db, asStaff(), order.orderNumber);
    expect(detail.cards[0]).toMatchObject({ reholderSerial: certificate.serial, certificate: { serial: certificate.serial } });
    expect(detail.audit.filter((entry) => entry.action === 'lab.labelPrinted').map((entry) => entry.card)).toEqual([1]);
    // Its scans follow the stage of the order it was graded in (delivered), not this one's: they may change now;
    // its new label waits for the check against it (CARD_CORRESPOND_CHECKED).
    expect(detail.actions).toMatchObject({ uploadImages: true, printLabels: false });
  });

  // Issue #24: the correspond check shows the member's photos beside the cards — the order's own, oldest first;
  // another order's photos and the member's scans or profile photo never.
  test("the member's submission photos come with the order, in upload order", async () => {
    const { order } = await inState(alice, 'WAREHOUSE_IN', 9);
    const { order: other } = await inState(alice, 'WAREHOUSE_IN', 9);
    const image = (gradingOrderId: number | null, kind: 'ORDER_PHOTO' | 'PROFILE', cardsInPhoto: number) =>
      db.image.create({
        data: {
          ownerId: alice.member.id,
          gradingOrderId,
          kind,
          storageKey: `test/${randomUUID()}.webp`,
          mimeType: 'image/webp',
          width: 1200,
          height: 1600,
          bytes: 1000,
          cardsInPhoto,
        },
      });
    const first = await image(order.id, 'ORDER_PHOTO', 3);
    await image(other.id, 'ORDER_PHOTO', 1);
    await image(null, 'PROFILE', 1);
    const second = await image(order.id, 'ORDER_PHOTO', 1);
    const detail = await getStaffOrder(db, asStaff(), order.orderNumber);
    expect(detail.photos).toEqual([
      { id: first.id, cardsInPhoto: 3, width: 1200, height: 1600 },
      { id: second.id, cardsInPhoto: 1, width: 1200, height: 1600 },
    ]);
  });

  test('unknown numbers and drafts are 404; members get 403 from the service and the routes; guests 401', async () => {
    const { order: draft } = await inState(alice, 'DRAFT', null);
    const { order } = await inState(alice, 'WAREHOUSE_IN', 9);
    await expect(getStaffOrder(db, asStaff(), draft.orderNumber)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getStaffOrder(db, asStaff(), 'G991231000000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await read(staff.jar.cookies, 'not-a-number')).status).toBe(404);
    // The owner too: the lab's page is not the member's (their own page is /account/orders/…).
    for (const session of [
      { memberId: alice.member.id, role: 'MEMBER' as const },
      { memberId: bob.member.id, role: 'MEMBER' as const },
    ]) {
      await expect(getStaffOrder(db, session, order.orderNumber)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(listStaffOrders(db, session, { queue: null, q: null, page: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await read(alice.jar.cookies, order.orderNumber)).status).toBe(403);
    expect((await list(alice.jar.cookies)).status).toBe(403);
    expect((await read({}, order.orderNumber)).status).toBe(401);
  });
});

describe('notes', () => {
  const footprint = async (orderId: number, orderNumber: string) => ({
    notes: await db.orderNote.count({ where: { gradingOrderId: orderId } }),
    audit: await db.auditLog.count({ where: { entity: 'GradingOrder', entityId: orderNumber } }),
  });

  test('one note, one audit row, in one transaction; any status of a submitted order', async () => {
    const { order } = await inState(bob, 'CANCELLED', null);
    const answer = await note(staff.jar.cookies, order.orderNumber, { body: 'Member asked about the refund by phone.' });
    expect(answer.status).toBe(201);
    const [row] = await db.orderNote.findMany({ where: { gradingOrderId: order.id } });
    expect(row).toMatchObject({ authorId: staff.member.id, body: 'Member asked about the refund by phone.' });
    const log = await db.auditLog.findFirstOrThrow({ where: { entity: 'GradingOrder', entityId: order.orderNumber } });
    expect(log).toMatchObject({
      actorId: staff.member.id,
      action: 'order.noteAdded',
      data: { noteId: row!.id, body: 'Member asked about the refund by phone.' },
    });
    // Never on the member's page.
    expect(JSON.stringify(await getOrderDetail(db, { memberId: bob.member.id, role: 'MEMBER' }, order.orderNumber))).not.toContain('by phone');
  });

  test('refused, writing nothing: a blank or too long note, an unknown order or a draft, a member, staff demoted meanwhile', async () => {
    const { order } = await inState(bob, 'WAREHOUSE_IN', 9);
    const { order: draft } = await inState(bob, 'DRAFT', null);
    const before = await footprint(order.id, order.orderNumber);
    const blank = await note(staff.jar.cookies, order.orderNumber, { body: '   ' });
    expect(blank.status).toBe(400);
    // The keys themselves (labApi:read.*) are the schema's, proved in lab-read.test.ts.
    expect(blank.body.errors).toEqual([expect.objectContaining({ path: 'body' })]);
    const long = await note(staff.jar.cookies, order.orderNumber, { body: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([expect.objectContaining({ path: 'body' })]);
    expect((await note(staff.jar.cookies, 'G991231000000', { body: 'Hello' })).status).toBe(404);
    expect((await note(staff.jar.cookies, draft.orderNumber, { body: 'Hello' })).status).toBe(404);
    expect((await note(bob.jar.cookies, order.orderNumber, { body: 'Hello' })).status).toBe(403);
    // The token still says STAFF; the row no longer does.
    const demoted = await signedInMember(db, { role: 'STAFF' });
    await db.member.update({ where: { id: demoted.member.id }, data: { role: 'MEMBER' } });
    expect((await note(demoted.jar.cookies, order.orderNumber, { body: 'Hello' })).status).toBe(403);
    expect(await footprint(order.id, order.orderNumber)).toEqual(before);
    expect(await db.orderNote.count({ where: { gradingOrderId: draft.id } })).toBe(0);
  });
});
