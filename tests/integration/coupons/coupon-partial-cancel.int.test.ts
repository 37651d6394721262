/** @jest-environment node */
// A partial cancellation of an order paid with a coupon (docs/decisions/0039-coupons.md, decision 0031): each cancelled
// card returns its unit price less its share of the discount, rounded down — never the full unit price of a card the
// member paid less for — and the member's page says the same amount for the card.
import type { Member } from '@/lib/server/db/generated/client';
import { partialCancel } from '@/lib/server/lab/partial-cancel';
import { getOrderDetail } from '@/lib/server/orders/get-order-detail';
import type { TestDb } from '@/tests/helpers/test-db';
import { type Orderer, orderWorld } from '../orders/order-helpers';
import { atWarehouseIn, checkedAll, paidOrder, reload, session, shown } from '../lab/lab-helpers';

let testDb: TestDb;
let alice: Orderer;
let staff: Member;

beforeAll(async () => {
  ({ testDb, alice, staff } = await orderWorld());
}, 60_000);
afterAll(() => testDb.close());

test('the cancelled cards return their unit price less their share of the coupon', async () => {
  const db = testDb.db;
  const lab = session(staff);
  const { order, payment } = await paidOrder(db, alice.member.id, { lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: 3 }], method: 'CREDIT_CARD' });
  // Priced with a coupon of a third of the fees (rounded down), and paid at that total.
  const discount = Math.floor(order.totalPrice / 3);
  await db.gradingOrder.update({ where: { id: order.id }, data: { discountAmount: discount, totalAmount: order.totalAmount - discount } });
  await db.payment.update({ where: { id: payment.id }, data: { amount: order.totalAmount - discount } });

  const checked = await checkedAll(db, lab, await atWarehouseIn(db, lab, order), (index) => (index === 0 ? 'OK' : 'OMITTED'));
  const [, first, second] = checked.cards;
  await partialCancel(db, lab, order.orderNumber, { ...shown(checked), reason: 'Two cards missing from the parcel' });

  const share = (price: number) => Math.floor((price * (order.totalPrice - discount)) / order.totalPrice);
  const expected = share(first!.price) + share(second!.price);
  expect(expected).toBeLessThan(first!.price + second!.price);
  const row = await reload(db, order.id);
  expect(row.refunds.map((refund) => refund.amount)).toEqual([expected]);
  const paidForFees = order.totalPrice - discount;
  expect(expected).toBeLessThanOrEqual(paidForFees);

  const detail = await getOrderDetail(db, { memberId: alice.member.id, role: 'MEMBER' }, order.orderNumber);
  expect(detail.cardRefunds.map((card) => card.amount)).toEqual([share(first!.price), share(second!.price)]);
});
