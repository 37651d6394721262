/** @jest-environment node */
// A card graded on a member's order joins that member's collection (issue #25): the lab's scoring writes the owner
// (the order's member) and ownedSince (= gradedAt) in the certificate's own insert, and the card is listed once the
// order reaches CARD_SCORED (its certificate is public then).
import type { Member } from '@/lib/server/db/generated/client';
import { advanceOrder } from '@/lib/server/lab/advance-order';
import { scoreCard } from '@/lib/server/lab/score-card';
import { advanceTo, atWarehouseIn, checkedAll, paidOrder, scoreOf, session, shown } from '@/tests/integration/lab/lab-helpers';
import { type Orderer, orderWorld } from '@/tests/integration/orders/order-helpers';
import type { TestDb } from '@/tests/helpers/test-db';
import { listCollectionApi } from './collection-helpers';

let testDb: TestDb;
let alice: Orderer;
let staff: Member;

beforeAll(async () => {
  ({ testDb, alice, staff } = await orderWorld());
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

test("the scored card is the order's member's from its grading, and listed once the order reaches CARD_SCORED", async () => {
  const db = testDb.db;
  const lab = session(staff);
  const { order } = await paidOrder(db, alice.member.id, { lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: 1 }] });
  let detail = await atWarehouseIn(db, lab, order);
  detail = await checkedAll(db, lab, detail);
  detail = await advanceTo(db, lab, detail, 'CARD_DEFECT_CHECKED');
  detail = await scoreCard(db, lab, order.orderNumber, detail.cards[0]!.id, scoreOf(detail, { surface: 10, edges: 10, corners: 10, centering: 10 }));

  const certificate = await db.certificate.findFirstOrThrow({ where: { gradingOrderItemId: detail.cards[0]!.id } });
  expect(certificate.memberId).toBe(alice.member.id);
  expect(certificate.ownedSince).toEqual(certificate.gradedAt);
  // Scored but not public yet: not in the collection.
  expect((await listCollectionApi(alice.jar.cookies)).body.data!.items).toEqual([]);

  await advanceOrder(db, lab, order.orderNumber, { ...shown(detail), to: 'CARD_SCORED' });
  const page = (await listCollectionApi(alice.jar.cookies)).body.data!;
  expect(page.items.map((item) => [item.serial, item.grade, item.ownedSince])).toEqual([[certificate.serial, '10', certificate.gradedAt.toISOString()]]);
});
