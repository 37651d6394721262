/** @jest-environment node */
// A partial cancellation refused for want of the member's refund account asks the member for it (issue #10;
// docs/product/order-lifecycle.md#staff-steps): after the refused transaction — which writes nothing to the order —
// the member is e-mailed a link to their order page (which offers the refund-account form), at most once in 24 hours,
// each request recorded by an `order.refundAccountRequested` AuditLog row. The 409 stays the same; its `data` says
// whether the member was e-mailed now and when last. Once the member has given the account, the cancellation goes
// through.
import partialCancelRoute from '@/pages/api/admin/orders/[orderNumber]/partial-cancel';
import type { Db } from '@/lib/server/db/client';
import type { GradingOrder } from '@/lib/server/db/generated/client';
import { partialCancel } from '@/lib/server/lab/partial-cancel';
import { getStaffOrder } from '@/lib/server/lab/get-staff-order';
import { getOrderDetail } from '@/lib/server/orders/get-order-detail';
import { saveRefundAccount } from '@/lib/server/orders/save-refund-account';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import type { RefundAccountRequest } from '@/lib/shared/lab/refund-account-request';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import { type SignedIn, signedInMember } from '@/tests/integration/account/account-helpers';
import { callApi } from '@/tests/helpers/api';
import type { TestDb } from '@/tests/helpers/test-db';
import { type Orderer, openOrderDb, orderer } from '../orders/order-helpers';
import { atWarehouseIn, checkedAll, paidOrder, reload, session, shown } from './lab-helpers';

let testDb: TestDb;
let db: Db;
let alice: Orderer;
let staff: SignedIn;
let colleague: SignedIn;

const HOUR = 3_600_000;

beforeAll(async () => {
  testDb = await openOrderDb();
  db = testDb.db;
  alice = await orderer(db);
  staff = await signedInMember(db, { role: 'STAFF', mbNick: 'benchstaff' }, 'Lab!Ask2026');
  colleague = await signedInMember(db, { role: 'STAFF', mbNick: 'deskstaff' }, 'Lab!Ask2026');
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const lab = () => session(staff.member);
const member = () => ({ memberId: alice.member.id, role: 'MEMBER' as const });

/** A virtual-account order with no refund account, its three cards checked OK, OMITTED and UNGRADABLE. */
async function waitingForAccount(method: 'VIRTUAL_ACCOUNT' | 'CREDIT_CARD' = 'VIRTUAL_ACCOUNT') {
  const lines = [
    { cardCategory: 'POKEMON' as const, isAuto: false, quantity: 2 },
    { cardCategory: 'SPORTS' as const, isAuto: true, quantity: 1 },
  ];
  const { order } = await paidOrder(db, alice.member.id, { lines, method });
  const checks = ['OK', 'OMITTED', 'UNGRADABLE'] as const;
  const detail = await checkedAll(db, lab(), await atWarehouseIn(db, lab(), order), (index) => checks[index]!);
  return { order, detail };
}

const requests = (order: Pick<GradingOrder, 'orderNumber'>) =>
  db.auditLog.findMany({
    where: { action: AUDIT_ACTIONS.refundAccountRequested, entity: 'GradingOrder', entityId: order.orderNumber },
    orderBy: { id: 'asc' },
  });
const mails = () => db.outboxMessage.findMany({ where: { to: alice.member.mbEmail, template: 'refundAccountRequested' }, orderBy: { id: 'asc' } });

/** The refusal a partial cancellation meets, with its data. */
async function refused(detail: StaffOrderDetail, who = lab(), now = new Date()): Promise<RefundAccountRequest> {
  const error = await partialCancel(db, who, detail.view.orderNumber, { ...shown(detail), reason: 'Card missing; signed card torn' }, now).then(
    () => {
      throw new Error('the partial cancellation went through');
    },
    (failure: unknown) => failure,
  );
  expect(error).toMatchObject({ code: 'CONFLICT', status: 409, key: 'labApi:errors.refundAccountRequired' });
  return (error as { details: { data: RefundAccountRequest } }).details.data;
}

test('the first refusal e-mails the member a link to their order page and records it; the order is untouched', async () => {
  const { order, detail } = await waitingForAccount();
  const mailsBefore = (await mails()).length;
  const before = await reload(db, order.id);
  const now = new Date();

  expect(await refused(detail, lab(), now)).toEqual({ memberAsked: true, askedAt: now.toISOString() });

  const after = await reload(db, order.id);
  expect(after).toEqual(before);
  expect(after.refunds).toEqual([]);
  const [request, ...more] = await requests(order);
  expect(more).toEqual([]);
  const [omitted, ungradable] = [detail.cards[1]!, detail.cards[2]!];
  expect(request).toMatchObject({
    actorId: staff.member.id,
    createdAt: now,
    data: { cards: [omitted.id, ungradable.id], amount: omitted.price + ungradable.price, reason: 'Card missing; signed card torn' },
  });
  const sent = (await mails()).slice(mailsBefore);
  expect(sent).toEqual([expect.objectContaining({ text: expect.stringContaining(`/account/orders/${order.orderNumber}`) })]);
  expect(sent[0]!.text).toContain(order.orderNumber);
  // The member's page offers the form the e-mail points to; the staff page's audit trail says the member was asked.
  expect((await getOrderDetail(db, member(), order.orderNumber)).actions.refundAccount).toBe(true);
  const trail = (await getStaffOrder(db, lab(), order.orderNumber)).audit;
  expect(trail.filter((entry) => entry.action === AUDIT_ACTIONS.refundAccountRequested)).toEqual([
    expect.objectContaining({ actor: 'benchstaff', actorRole: 'STAFF', card: null, note: 'Card missing; signed card torn' }),
  ]);
});

test('once in 24 hours: another refusal within them (another staff member too) does not e-mail again and says when the member was asked', async () => {
  const { order, detail } = await waitingForAccount();
  const first = new Date('2026-11-20T02:00:00Z');
  const mailsBefore = (await mails()).length;
  expect(await refused(detail, lab(), first)).toEqual({ memberAsked: true, askedAt: first.toISOString() });

  const soon = new Date(first.getTime() + 23 * HOUR + 59 * 60_000);
  expect(await refused(detail, session(colleague.member), soon)).toEqual({ memberAsked: false, askedAt: first.toISOString() });
  expect(await requests(order)).toHaveLength(1);
  expect((await mails()).length - mailsBefore).toBe(1);

  const nextDay = new Date(first.getTime() + 24 * HOUR);
  expect(await refused(detail, session(colleague.member), nextDay)).toEqual({ memberAsked: true, askedAt: nextDay.toISOString() });
  expect((await requests(order)).map((row) => [row.actorId, row.createdAt])).toEqual([
    [staff.member.id, first],
    [colleague.member.id, nextDay],
  ]);
  expect((await mails()).length - mailsBefore).toBe(2);
});

test('two staff refused at once: the member is e-mailed once', async () => {
  const { order, detail } = await waitingForAccount();
  const mailsBefore = (await mails()).length;
  const answers = await Promise.all([refused(detail), refused(detail, session(colleague.member))]);
  expect(answers.map((answer) => answer.memberAsked).sort()).toEqual([false, true]);
  expect(await requests(order)).toHaveLength(1);
  expect((await mails()).length - mailsBefore).toBe(1);
});

test('through the route: the same 409 with the request as data', async () => {
  const { order, detail } = await waitingForAccount();
  const answer = await callApi(partialCancelRoute, {
    method: 'POST',
    query: { orderNumber: order.orderNumber },
    body: { ...shown(detail), reason: 'Card missing' },
    cookies: staff.jar.cookies,
  });
  expect(answer.status).toBe(409);
  expect(answer.body).toMatchObject({ code: 'CONFLICT', key: 'labApi:errors.refundAccountRequired', data: { memberAsked: true, askedAt: expect.any(String) } });
  const again = await callApi(partialCancelRoute, {
    method: 'POST',
    query: { orderNumber: order.orderNumber },
    body: { ...shown(detail), reason: 'Card missing' },
    cookies: staff.jar.cookies,
  });
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({
    key: 'labApi:errors.refundAccountRequired',
    data: { memberAsked: false, askedAt: (answer.body.data as RefundAccountRequest).askedAt },
  });
});

test('once the member has given the account the cancellation goes through, and nobody is asked', async () => {
  const { order, detail } = await waitingForAccount();
  await refused(detail);
  const mailsBefore = (await mails()).length;
  await saveRefundAccount(db, member(), order.orderNumber, { ...shown(detail), bank: 'TW-808', accountNumber: '0081234567890', holderName: 'Lin Mei' });
  const fresh = await getStaffOrder(db, lab(), order.orderNumber);
  expect(fresh.actions).toMatchObject({ partialCancel: true, advanceBlockedBy: 'partialCancelPending' });
  const done = await partialCancel(db, lab(), order.orderNumber, { ...shown(fresh), reason: 'Card missing' });
  expect(done.status).toBe('COMPLETE_PARTIAL_CANCELED');
  expect(await requests(order)).toHaveLength(1);
  expect((await mails()).length).toBe(mailsBefore);
});

test('a card payment is refunded by the gateway: never refused, nobody asked', async () => {
  const { order, detail } = await waitingForAccount('CREDIT_CARD');
  const mailsBefore = (await mails()).length;
  expect((await partialCancel(db, lab(), order.orderNumber, { ...shown(detail), reason: 'Card missing' })).status).toBe('COMPLETE_PARTIAL_CANCELED');
  expect(await requests(order)).toEqual([]);
  expect((await mails()).length).toBe(mailsBefore);
});
