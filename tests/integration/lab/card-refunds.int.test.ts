/** @jest-environment node */
// Which card a refund paid back and why (issue #24): a partial cancellation stores the link card → refund
// (GradingOrderItem.refundId), the member's order page names each refunded card with its amount and reason, and the
// refundCompleted e-mail names them too.
import type { Member } from '@/lib/server/db/generated/client';
import { partialCancel } from '@/lib/server/lab/partial-cancel';
import { getOrderDetail } from '@/lib/server/orders/get-order-detail';
import type { TestDb } from '@/tests/helpers/test-db';
import { type Orderer, orderWorld } from '../orders/order-helpers';
import { atWarehouseIn, checkedAll, paidOrder, reload, session, shown } from './lab-helpers';

let testDb: TestDb;
let alice: Orderer;
let staff: Member;

beforeAll(async () => {
  ({ testDb, alice, staff } = await orderWorld());
}, 60_000);
afterAll(() => testDb.close());

test('a partial cancellation links each cancelled card to its refund; the member page says which card and why', async () => {
  const db = testDb.db;
  const lab = session(staff);
  const { order } = await paidOrder(db, alice.member.id, { lines: [{ cardCategory: 'POKEMON' as const, isAuto: false, quantity: 3 }] });
  const checks = ['OK', 'OMITTED', 'UNGRADABLE'] as const;
  const checked = await checkedAll(db, lab, await atWarehouseIn(db, lab, order), (index) => checks[index]!);
  await partialCancel(db, lab, order.orderNumber, { ...shown(checked), reason: 'one missing, one damaged' });

  const row = await reload(db, order.id);
  expect(row.refunds).toHaveLength(1);
  const refund = row.refunds[0]!;
  const linked = row.gradingOrderItems.map((item) => [item.correspondCheck, item.refundId]);
  expect(linked).toEqual([
    ['OK', null],
    ['OMITTED', refund.id],
    ['UNGRADABLE', refund.id],
  ]);
  const [, omitted, ungradable] = row.gradingOrderItems;
  expect(refund.amount).toBe(omitted!.price + ungradable!.price);

  const detail = await getOrderDetail(db, { memberId: alice.member.id, role: 'MEMBER' }, order.orderNumber);
  expect(detail.cardRefunds).toEqual([
    { position: omitted!.position, amount: omitted!.price, reason: 'omitted', refund: 0 },
    { position: ungradable!.position, amount: ungradable!.price, reason: 'ungradable', refund: 0 },
  ]);

  // The refund completed at the sandbox gateway: the member's e-mail names the amount and both cards with why.
  expect(refund.status).toBe('COMPLETED');
  const mails = await db.outboxMessage.findMany({ where: { to: alice.member.mbEmail, template: 'refundCompleted' } });
  const mail = mails.find((message) => message.text?.includes(order.orderNumber));
  expect(mail?.text).toMatch(/包裹中沒有這張卡片[\s\S]*這張卡片無法鑑定/);
  expect(mail?.subject).toContain(`NT$${refund.amount.toLocaleString('en')}`);
});
