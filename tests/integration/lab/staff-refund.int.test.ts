/** @jest-environment node */
// A full refund from the lab's page (issue #10; refundOrder in the lab's frame): everything the order holds goes
// back and the order is REFUNDED, after which the lab does nothing more with it; refused before the cards reached us
// (docs/product/order-lifecycle.md#rule-sets-by-display-status) and, for a bank-based payment, until the member
// gave a refund account (409 refundAccountRequired) — nothing written by a refusal.
import type { Member } from '@/lib/server/db/generated/client';
import { advanceOrder } from '@/lib/server/lab/advance-order';
import { staffRefund } from '@/lib/server/lab/staff-refund';
import type { TestDb } from '@/tests/helpers/test-db';
import { footprint } from '../orders/action-helpers';
import { type Orderer, orderWorld } from '../orders/order-helpers';
import { atWarehouseIn, paidOrder, reload, session, shown } from './lab-helpers';

let testDb: TestDb;
let alice: Orderer;
let staff: Member;

beforeAll(async () => {
  ({ testDb, alice, staff } = await orderWorld());
}, 60_000);
afterAll(() => testDb.close());

test('at the bench: the whole amount back, REFUNDED, and the lab stops', async () => {
  const db = testDb.db;
  const lab = session(staff);
  const { order, payment } = await paidOrder(db, alice.member.id);
  const detail = await atWarehouseIn(db, lab, order);
  expect(detail.actions.fullRefund).toBe(true);
  const refunded = await staffRefund(db, lab, order.orderNumber, { ...shown(detail), reason: 'Member asked to stop' });
  expect(refunded).toMatchObject({ status: 'REFUNDED', moneyHeld: 0, actions: { fullRefund: false, advanceTo: null, checkCards: false } });
  const row = await reload(db, order.id);
  expect(row.refunds).toEqual([expect.objectContaining({ paymentId: payment.id, amount: order.totalAmount, status: 'COMPLETED' })]);
  expect(row.payments[0]!.status).toBe('REFUNDED');
  await expect(advanceOrder(db, lab, order.orderNumber, { ...shown(refunded), to: 'CARD_CORRESPOND_CHECKED' })).rejects.toMatchObject({
    key: 'labApi:errors.notAllowed',
  });
});

test('refused before the cards arrived, and for a bank payment without a refund account', async () => {
  const db = testDb.db;
  const lab = session(staff);
  const { order } = await paidOrder(db, alice.member.id);
  let before = await footprint(db, order.id);
  await expect(staffRefund(db, lab, order.orderNumber, { ...shown(order), reason: 'too early' })).rejects.toMatchObject({
    code: 'CONFLICT',
    key: 'labApi:errors.notAllowed',
  });
  expect(await footprint(db, order.id)).toEqual(before);

  const { order: bank } = await paidOrder(db, alice.member.id, { method: 'VIRTUAL_ACCOUNT' });
  const detail = await atWarehouseIn(db, lab, bank);
  before = await footprint(db, bank.id);
  await expect(staffRefund(db, lab, bank.orderNumber, { ...shown(detail), reason: 'no account' })).rejects.toMatchObject({
    code: 'CONFLICT',
    key: 'labApi:errors.refundAccountRequired',
  });
  expect(await footprint(db, bank.id)).toEqual(before);
});
