/** @jest-environment node */
// A reholder order's own path through the lab (issue #10; REHOLDER_PROCESSING_TRANSITIONS in transitions.ts): the
// graded card is checked against its certificate, then goes straight into its new case — CARD_CORRESPOND_CHECKED →
// CASING_COMPLETE, never scored, no new certificate, the same serial and grade — and ships like any order.
import type { Member } from '@/lib/server/db/generated/client';
import { advanceOrder } from '@/lib/server/lab/advance-order';
import { markDelivered } from '@/lib/server/lab/mark-delivered';
import { scoreCard } from '@/lib/server/lab/score-card';
import { shipOut } from '@/lib/server/lab/ship-out';
import { createCertificate } from '@/tests/factories/certificate';
import type { TestDb } from '@/tests/helpers/test-db';
import { type Orderer, orderWorld } from '../orders/order-helpers';
import { atWarehouseIn, checkedAll, paidOrder, reload, scoreOf, session, shown } from './lab-helpers';

let testDb: TestDb;
let alice: Orderer;
let staff: Member;

beforeAll(async () => {
  ({ testDb, alice, staff } = await orderWorld());
}, 60_000);
afterAll(() => testDb.close());

test('CARD_CORRESPOND_CHECKED → CASING_COMPLETE: no VSC, defect or scoring; the certificate keeps its serial and grade', async () => {
  const db = testDb.db;
  const lab = session(staff);
  const certificate = await createCertificate(db, { memberId: alice.member.id, grade: 9, authentic: false });
  const { order } = await paidOrder(db, alice.member.id, { submitType: 'REHOLDER', lines: [{ cardCategory: 'POKEMON', isAuto: false, quantity: 1 }] });
  await db.gradingOrderItem.updateMany({ where: { gradingOrderId: order.id }, data: { serialNumber: certificate.serial } });
  const n = order.orderNumber;

  let detail = await checkedAll(db, lab, await atWarehouseIn(db, lab, order));
  expect(detail.cards[0]!.certificate?.serial).toBe(certificate.serial);
  expect(detail.actions).toMatchObject({ advanceTo: 'CASING_COMPLETE', scoreCards: false, printLabels: true, advanceBlockedBy: null });
  await expect(advanceOrder(db, lab, n, { ...shown(detail), to: 'VSC_CHECKED' })).rejects.toMatchObject({ code: 'CONFLICT', key: 'labApi:errors.wrongStep' });
  await expect(scoreCard(db, lab, n, detail.cards[0]!.id, scoreOf(detail))).rejects.toMatchObject({ code: 'CONFLICT', key: 'labApi:errors.reholderNotScored' });

  detail = await advanceOrder(db, lab, n, { ...shown(detail), to: 'CASING_COMPLETE' });
  detail = await advanceOrder(db, lab, n, { ...shown(detail), to: 'WAREHOUSE_OUT' });
  detail = await shipOut(db, lab, n, { ...shown(detail), courier: 'HCT', trackingNumber: 'HCT-0001-2345' });
  detail = await markDelivered(db, lab, n, shown(detail));
  expect(detail).toMatchObject({ status: 'COMPLETE', processingStatus: 'SHIPPING_OUT_COMPLETE' });

  const row = await reload(db, order.id);
  expect(row.gradingOrderItems[0]!.casedAt).not.toBeNull();
  expect(row.gradingOrderItems[0]!.certificates).toEqual([]);
  expect(await db.certificate.findUniqueOrThrow({ where: { serial: certificate.serial } })).toEqual(certificate);
  expect(row.events.filter((e) => e.toProcessing).map((e) => e.toProcessing)).toEqual([
    'SHIPPING_IN_COMPLETE',
    'WAREHOUSE_IN',
    'CARD_CORRESPOND_CHECKED',
    'CASING_COMPLETE',
    'WAREHOUSE_OUT',
    'SHIPPING_OUT',
    'SHIPPING_OUT_COMPLETE',
  ]);
  // Nothing was graded: no gradingComplete e-mail.
  expect(await db.outboxMessage.count({ where: { to: alice.member.mbEmail, template: 'gradingComplete' } })).toBe(0);
});
