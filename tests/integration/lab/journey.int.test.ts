/** @jest-environment node */
// The lab's whole journey on the services (issue #10; docs/product/order-lifecycle.md#staff-steps): a paid
// self-shipped order, the member's tracking number, receipt (lines split into cards), warehouse in, the correspond
// check with a MISS_INPUT correction (old values in the audit log), VSC and defect notes, scoring (centering cap,
// autograph grade, serials, certificates, a re-score), the gradingComplete e-mail, casing, warehouse out, shipping
// (courier, tracking, the shippedOut e-mail) and delivery: COMPLETE. The database is asserted at each step.
import { eventNote } from '@/lib/shared/orders/event-notes';
import type { Member } from '@/lib/server/db/generated/client';
import { advanceOrder } from '@/lib/server/lab/advance-order';
import { checkCard } from '@/lib/server/lab/check-card';
import { markDelivered } from '@/lib/server/lab/mark-delivered';
import { receiveOrder } from '@/lib/server/lab/receive-order';
import { scoreCard } from '@/lib/server/lab/score-card';
import { shipOut } from '@/lib/server/lab/ship-out';
import { enterTracking } from '@/lib/server/orders/enter-tracking';
import { getOrderDetail } from '@/lib/server/orders/get-order-detail';
import { createMember } from '@/tests/factories/member';
import type { TestDb } from '@/tests/helpers/test-db';
import { type Orderer, orderWorld } from '../orders/order-helpers';
import { advanceTo, atWarehouseIn, checkedAll, paidOrder, reload, scoreOf, scoredAll, session, shown } from './lab-helpers';

let testDb: TestDb;
let alice: Orderer;
let staff: Member;
let grader: Member;

beforeAll(async () => {
  ({ testDb, alice, staff } = await orderWorld({ language: 'en' }));
  grader = await createMember(testDb.db, { role: 'ADMIN' });
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const mails = (template: string) => testDb.db.outboxMessage.findMany({ where: { to: alice.member.mbEmail, template } });
const cardAudit = (itemId: number) => testDb.db.auditLog.findMany({ where: { entity: 'GradingOrderItem', entityId: String(itemId) }, orderBy: { id: 'asc' } });

test('a paid SELF_SHIPPING order from the tracking number to COMPLETE', async () => {
  const db = testDb.db;
  const lab = session(staff);
  const { order } = await paidOrder(db, alice.member.id, {
    state: 'NEED_INVOICE_INPUT',
    lines: [
      { cardCategory: 'POKEMON', isAuto: false, quantity: 2 },
      { cardCategory: 'SPORTS', isAuto: true, quantity: 1 },
    ],
  });
  const n = order.orderNumber;

  // The member sends the parcel and names it.
  await enterTracking(db, { memberId: alice.member.id, role: 'MEMBER' }, n, {
    ...shown(order),
    courier: 'TCAT',
    trackingNumber: '9012-3456-7890',
    note: undefined,
  });
  let row = await reload(db, order.id);
  expect(row.gradingOrderProcessingStatus).toBe('SHIPPING_IN');

  // Receipt: three cards on three lines, the estimate from today, the member e-mailed.
  let detail = await receiveOrder(db, lab, n, shown(row));
  expect(detail).toMatchObject({ status: 'PROCESSING', processingStatus: 'SHIPPING_IN_COMPLETE', actions: { receive: false, advanceTo: 'WAREHOUSE_IN' } });
  row = await reload(db, order.id);
  expect(row.receivedAt).not.toBeNull();
  expect(row.gradingOrderItems.map((item) => [item.quantity, item.isAuto])).toEqual([
    [1, false],
    [1, false],
    [1, true],
  ]);
  expect(await mails('cardsReceived')).toHaveLength(1);

  detail = await advanceOrder(db, lab, n, { ...shown(detail), to: 'WAREHOUSE_IN' });
  expect(detail.actions).toMatchObject({ checkCards: true, advanceTo: 'CARD_CORRESPOND_CHECKED', advanceBlockedBy: 'cardsUnchecked' });

  // The correspond check: the second card was entered wrongly and is corrected; the member's values stay in the log.
  const [first, second, auto] = detail.cards;
  detail = await checkCard(db, lab, n, first!.id, { ...shown(detail), correspondCheck: 'OK', card: null });
  const corrected = {
    cardCategory: 'POKEMON' as const,
    sportsType: 'POKEMON' as const,
    playerName: 'Raichu',
    brand: 'Pokémon',
    setName: 'Base Set',
    year: 1999,
    cardNumber: '14/102',
    description: '',
  };
  detail = await checkCard(db, lab, n, second!.id, { ...shown(detail), correspondCheck: 'MISS_INPUT', card: corrected });
  detail = await checkCard(db, lab, n, auto!.id, { ...shown(detail), correspondCheck: 'OK', card: null });
  expect(detail.actions.advanceBlockedBy).toBeNull();
  const secondRow = await db.gradingOrderItem.findUniqueOrThrow({ where: { id: second!.id } });
  expect(secondRow).toMatchObject({
    correspondCheck: 'MISS_INPUT',
    playerName: 'Raichu',
    setName: 'Base Set',
    year: 1999,
    cardNumber: '14/102',
    description: null,
    price: second!.price,
  });
  expect(secondRow.checkedAt).not.toBeNull();
  const secondAudit = await cardAudit(second!.id);
  expect(secondAudit.map((entry) => [entry.action, entry.actorId])).toEqual([
    ['card.checked', staff.id],
    ['card.corrected', staff.id],
  ]);
  expect(secondAudit[0]!.data).toEqual({ from: 'NOT_DETERMINED', to: 'MISS_INPUT' });
  expect(secondAudit[1]!.data).toMatchObject({
    from: { playerName: 'Pikachu', year: 2023, setName: null, cardCategory: 'POKEMON' },
    to: { playerName: 'Raichu', year: 1999, setName: 'Base Set' },
  });

  detail = await advanceOrder(db, lab, n, { ...shown(detail), to: 'CARD_CORRESPOND_CHECKED' });
  detail = await checkCard(db, lab, n, first!.id, { ...shown(detail), correspondCheck: 'OK', card: null, vscNote: 'Print lines at the top' });
  detail = await advanceOrder(db, lab, n, { ...shown(detail), to: 'VSC_CHECKED' });
  detail = await checkCard(db, lab, n, auto!.id, { ...shown(detail), correspondCheck: 'OK', card: null, defectNote: 'Soft corner bottom left' });
  detail = await advanceOrder(db, lab, n, { ...shown(detail), to: 'CARD_DEFECT_CHECKED' });
  expect(await db.gradingOrderItem.findUniqueOrThrow({ where: { id: first!.id } })).toMatchObject({ vscNote: 'Print lines at the top' });
  expect(await db.gradingOrderItem.findUniqueOrThrow({ where: { id: auto!.id } })).toMatchObject({ defectNote: 'Soft corner bottom left' });
  expect((await cardAudit(auto!.id)).map((entry) => [entry.action, entry.data])).toEqual([
    ['card.checked', { from: 'NOT_DETERMINED', to: 'OK' }],
    ['card.defectNote', { from: null, to: 'Soft corner bottom left' }],
  ]);
  // Scoring before every card has its certificate: the step waits.
  expect(detail.actions).toMatchObject({ scoreCards: true, advanceBlockedBy: 'cardsUnscored' });
  await expect(advanceOrder(db, lab, n, { ...shown(detail), to: 'CARD_SCORED' })).rejects.toMatchObject({
    code: 'CONFLICT',
    key: 'labApi:errors.cardsUnscored',
  });

  // Scores: measured centering caps the first card (65/35 front → 8.5, final 9); the autograph card needs its grade.
  detail = await scoreCard(
    db,
    session(grader),
    n,
    first!.id,
    scoreOf(detail, { surface: 10, edges: 10, corners: 10, centering: 10, centeringFrontLR: '65/35', centeringFrontTB: '50/50' }),
  );
  detail = await scoreCard(db, lab, n, second!.id, scoreOf(detail));
  await expect(scoreCard(db, lab, n, auto!.id, scoreOf(detail))).rejects.toMatchObject({
    name: 'ValidationError',
    inner: [expect.objectContaining({ path: 'autoGrade', message: 'labApi:errors.autoGradeRequired' })],
  });
  await expect(scoreCard(db, lab, n, first!.id, scoreOf(detail, { autoGrade: 9 }))).rejects.toMatchObject({ name: 'ValidationError' });
  detail = await scoreCard(db, lab, n, auto!.id, scoreOf(detail, { surface: 8, edges: 8, corners: 8, centering: 8, autoGrade: 10 }));

  // In the page's card order (a split line's new cards have later ids than the next line).
  const certificates = await Promise.all([first!, second!, auto!].map((card) => db.certificate.findFirstOrThrow({ where: { gradingOrderItemId: card.id } })));
  expect(certificates).toHaveLength(3);
  expect(new Set(certificates.map((c) => c.serial)).size).toBe(3);
  for (const certificate of certificates) {
    expect(certificate.serial).toMatch(/^[1-9]\d{6}$/);
    expect(certificate.memberId).toBe(alice.member.id);
  }
  expect(certificates[0]).toMatchObject({
    grade: 9,
    authentic: false,
    surface: 10,
    centering: 8.5,
    centeringFrontLR: '65/35',
    centeringFrontTB: '50/50',
    centeringBackLR: null,
    gradedById: grader.id,
    playerName: 'Pikachu',
  });
  expect(certificates[1]).toMatchObject({ grade: 9, playerName: 'Raichu', setName: 'Base Set', year: 1999, cardNumber: '14/102', gradedById: staff.id });
  expect(certificates[2]).toMatchObject({ grade: 8, isAuto: true, autoGrade: 10, cardCategory: 'SPORTS' });
  expect(detail.cards.map((card) => card.certificate?.serial)).toEqual(certificates.map((c) => c.serial));

  // A second look before the step is done: the certificate is updated, its serial kept, the old result logged.
  detail = await scoreCard(db, lab, n, second!.id, scoreOf(detail, { surface: 10, edges: 10, corners: 10, centering: 10 }));
  const rescored = await db.certificate.findUniqueOrThrow({ where: { serial: certificates[1]!.serial } });
  expect(rescored).toMatchObject({ grade: 10, gradedById: staff.id, id: certificates[1]!.id });
  const log = await db.auditLog.findMany({ where: { entity: 'Certificate', entityId: certificates[1]!.serial }, orderBy: { id: 'asc' } });
  expect(log.map((entry) => [entry.action, (entry.data as { from: string | null }).from, (entry.data as { to: string }).to])).toEqual([
    ['certificate.graded', null, '9'],
    ['certificate.rescored', '9', '10'],
  ]);

  detail = await advanceOrder(db, lab, n, { ...shown(detail), to: 'CARD_SCORED' });
  expect(await mails('gradingComplete')).toEqual([expect.objectContaining({ locale: 'en', text: expect.stringContaining(n) })]);
  // Issue #24: the results in the e-mail itself — each certificate with its card and grade, the autograph's too.
  const [complete] = await mails('gradingComplete');
  expect(complete!.text).toContain(`${certificates[0]!.serial}: 9`);
  expect(complete!.text).toContain(`1999 Pokémon Base Set Raichu #14/102 — ${certificates[1]!.serial}: 10`);
  expect(complete!.text).toContain(`${certificates[2]!.serial}: 8, autograph 10`);
  expect(detail.actions).toMatchObject({ scoreCards: false, checkCards: false, printLabels: true, uploadImages: true, advanceTo: 'CASING_COMPLETE' });
  // Scoring is over once the step is done.
  await expect(scoreCard(db, lab, n, first!.id, scoreOf(detail))).rejects.toMatchObject({ code: 'CONFLICT', key: 'labApi:errors.notAllowed' });

  detail = await advanceOrder(db, lab, n, { ...shown(detail), to: 'CASING_COMPLETE' });
  row = await reload(db, order.id);
  expect(row.gradingOrderItems.every((item) => item.casedAt !== null)).toBe(true);
  detail = await advanceOrder(db, lab, n, { ...shown(detail), to: 'WAREHOUSE_OUT' });
  expect(detail.actions).toMatchObject({ shipOut: true, advanceTo: null });

  // Shipping: a courier of another currency is refused under its field; then the parcel leaves.
  await expect(shipOut(db, lab, n, { ...shown(detail), courier: 'CJ_LOGISTICS', trackingNumber: '5555-6666-7777' })).rejects.toMatchObject({
    name: 'ValidationError',
    inner: [expect.objectContaining({ path: 'courier', message: 'labApi:errors.courierNotForCurrency' })],
  });
  detail = await shipOut(db, lab, n, { ...shown(detail), courier: 'TCAT', trackingNumber: '5555-6666-7777' });
  row = await reload(db, order.id);
  expect(row).toMatchObject({ gradingOrderProcessingStatus: 'SHIPPING_OUT', deliveryComOut: 'TCAT', trackingNumOut: '5555-6666-7777' });
  expect(row.shippedOutAt).not.toBeNull();
  expect(row.gradingOrderItems.every((item) => item.shippedAt !== null)).toBe(true);
  expect(await mails('shippedOut')).toEqual([expect.objectContaining({ text: expect.stringContaining(`/en/account/orders/${n}`) })]);
  // The courier and the tracking number in the e-mail itself (issue #24).
  expect((await mails('shippedOut'))[0]!.text).toMatch(/Courier: T-Cat[^\n]*\nTracking number: 5555-6666-7777/);
  const memberView = await getOrderDetail(db, { memberId: alice.member.id, role: 'MEMBER' }, n);
  expect(memberView.trackingOut).toEqual({ courier: 'TCAT', trackingNumber: '5555-6666-7777' });
  expect(memberView.results.map((result) => result.serial).sort()).toEqual(certificates.map((c) => c.serial).sort());

  detail = await markDelivered(db, lab, n, shown(detail));
  expect(detail).toMatchObject({
    status: 'COMPLETE',
    processingStatus: 'SHIPPING_OUT_COMPLETE',
    actions: { markDelivered: false, advanceTo: null, printLabels: true },
  });
  row = await reload(db, order.id);
  expect(row.completedAt).not.toBeNull();

  // Every step is one event by the staff member who took it, in order.
  const steps = row.events
    .filter((event) => event.toProcessing)
    .map((event) => [event.fromStatus, event.toStatus, event.fromProcessing, event.toProcessing, event.actorId]);
  expect(steps).toEqual([
    [null, null, 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION', 'SHIPPING_IN', alice.member.id],
    [null, null, 'SHIPPING_IN', 'SHIPPING_IN_COMPLETE', staff.id],
    [null, null, 'SHIPPING_IN_COMPLETE', 'WAREHOUSE_IN', staff.id],
    [null, null, 'WAREHOUSE_IN', 'CARD_CORRESPOND_CHECKED', staff.id],
    [null, null, 'CARD_CORRESPOND_CHECKED', 'VSC_CHECKED', staff.id],
    [null, null, 'VSC_CHECKED', 'CARD_DEFECT_CHECKED', staff.id],
    [null, null, 'CARD_DEFECT_CHECKED', 'CARD_SCORED', staff.id],
    [null, null, 'CARD_SCORED', 'CASING_COMPLETE', staff.id],
    [null, null, 'CASING_COMPLETE', 'WAREHOUSE_OUT', staff.id],
    [null, null, 'WAREHOUSE_OUT', 'SHIPPING_OUT', staff.id],
    ['PROCESSING', 'COMPLETE', 'SHIPPING_OUT', 'SHIPPING_OUT_COMPLETE', staff.id],
  ]);
  // The staff page's audit trail carries the steps and the card-level rows.
  expect(detail.audit.map((entry) => entry.action)).toEqual(
    expect.arrayContaining([
      'processing',
      'status',
      'card.checked',
      'card.corrected',
      'card.vscNote',
      'card.defectNote',
      'certificate.graded',
      'certificate.rescored',
    ]),
  );
});

test('casing stamps only the cards that asked for a case', async () => {
  const db = testDb.db;
  const lab = session(staff);
  const { order } = await paidOrder(db, alice.member.id, { lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: 2 }] });
  let detail = await atWarehouseIn(db, lab, order);
  await db.gradingOrderItem.update({ where: { id: detail.cards[1]!.id }, data: { casing: false } });
  detail = await checkedAll(db, lab, detail);
  detail = await advanceTo(db, lab, detail, 'CARD_DEFECT_CHECKED');
  detail = await scoredAll(db, lab, detail);
  detail = await advanceOrder(db, lab, order.orderNumber, { ...shown(detail), to: 'CASING_COMPLETE' });
  expect(detail.cards.map((card) => [card.casing, card.casedAt !== null])).toEqual([
    [true, true],
    [false, false],
  ]);
  const event = await db.orderEvent.findFirstOrThrow({ where: { gradingOrderId: order.id, toProcessing: 'CASING_COMPLETE' } });
  expect(event.note).toBe(eventNote('cased', { count: 1 }));
});
