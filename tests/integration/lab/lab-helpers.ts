// Shared by the lab's write-step tests (issue #10): a member with paid orders, two staff, the statuses a staff page
// shows, and short walks along the lab's steps through the real services — so each test starts where its step is.
import type { Db } from '@/lib/server/db/client';
import type { GradingOrder, Member } from '@/lib/server/db/generated/client';
import type { PaymentMethod } from '@/lib/server/db/generated/enums';
import { advanceOrder } from '@/lib/server/lab/advance-order';
import { checkCard } from '@/lib/server/lab/check-card';
import { receiveOrder } from '@/lib/server/lab/receive-order';
import { scoreCard } from '@/lib/server/lab/score-card';
import type { OrderSession } from '@/lib/server/orders/order-action';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import type { QuoteLine } from '@/lib/shared/orders/quote';
import type { ScoreInput } from '@/lib/shared/schemas/lab';
import { type OrderState, createOrderIn } from '@/tests/factories/order-states';

export const session = (member: Pick<Member, 'id' | 'role'>): OrderSession => ({ memberId: member.id, role: member.role });

/** The statuses as the staff page showed them. */
export const shown = (order: Pick<GradingOrder, 'gradingOrderStatus' | 'gradingOrderProcessingStatus'> | StaffOrderDetail) =>
  'status' in order && 'processingStatus' in order
    ? { expectedStatus: order.status, expectedProcessingStatus: order.processingStatus }
    : { expectedStatus: (order as GradingOrder).gradingOrderStatus, expectedProcessingStatus: (order as GradingOrder).gradingOrderProcessingStatus };

/** A score of the scale with the centering as a subgrade (no measurements). */
export const scoreOf = (detail: StaffOrderDetail, grades: Partial<ScoreInput> = {}): ScoreInput => ({
  ...shown(detail),
  surface: 9,
  edges: 9,
  corners: 9,
  centering: 9,
  centeringFrontLR: '',
  centeringFrontTB: '',
  centeringBackLR: '',
  centeringBackTB: '',
  autoGrade: null,
  ...grades,
});

/** The order with everything the lab writes, to assert the database. */
export const reload = (db: Db, orderId: number) =>
  db.gradingOrder.findUniqueOrThrow({
    where: { id: orderId },
    include: {
      gradingOrderItems: { orderBy: [{ position: 'asc' }, { id: 'asc' }], include: { certificates: true } },
      refunds: { orderBy: { id: 'asc' } },
      payments: { orderBy: { id: 'asc' } },
      events: { orderBy: { id: 'asc' } },
    },
  });

export interface LabOrderOptions {
  lines?: QuoteLine[];
  method?: PaymentMethod;
  state?: OrderState;
  submitType?: 'GENERAL' | 'REHOLDER';
}

/** A paid order of `memberId` (cards on their way in by default) and the staff page's first view of it. */
export async function paidOrder(db: Db, memberId: number, options: LabOrderOptions = {}) {
  const { order, payment } = await createOrderIn(db, memberId, options.state ?? 'SHIPPING_IN', {
    lines: options.lines,
    method: options.method,
    overrides: options.submitType ? { submitType: options.submitType } : undefined,
  });
  return { order, payment: payment! };
}

/** Receives the order's cards (split) and takes them into the warehouse: WAREHOUSE_IN, every card a line of one. */
export async function atWarehouseIn(db: Db, staff: OrderSession, order: GradingOrder): Promise<StaffOrderDetail> {
  const received = await receiveOrder(db, staff, order.orderNumber, shown(order));
  return advanceOrder(db, staff, order.orderNumber, { ...shown(received), to: 'WAREHOUSE_IN' });
}

/** Checks every card with `check(position)` (OK by default) and advances to CARD_CORRESPOND_CHECKED. */
export async function checkedAll(
  db: Db,
  staff: OrderSession,
  detail: StaffOrderDetail,
  check: (index: number) => 'OK' | 'OMITTED' | 'UNGRADABLE' = () => 'OK',
) {
  let now = detail;
  for (const [index, card] of detail.cards.entries())
    now = await checkCard(db, staff, detail.view.orderNumber, card.id, { ...shown(now), correspondCheck: check(index), card: null });
  return advanceOrder(db, staff, detail.view.orderNumber, { ...shown(now), to: 'CARD_CORRESPOND_CHECKED' });
}

/** Advances step by step to `to` (each step as actions.advanceTo offers it). */
export async function advanceTo(db: Db, staff: OrderSession, detail: StaffOrderDetail, to: StaffOrderDetail['processingStatus']): Promise<StaffOrderDetail> {
  let now = detail;
  while (now.processingStatus !== to) {
    if (!now.actions.advanceTo) throw new Error(`cannot advance from ${now.processingStatus}: ${now.actions.advanceBlockedBy}`);
    now = await advanceOrder(db, staff, now.view.orderNumber, { ...shown(now), to: now.actions.advanceTo });
  }
  return now;
}

/** Scores every gradable card 9s and advances to CARD_SCORED. */
export async function scoredAll(db: Db, staff: OrderSession, detail: StaffOrderDetail): Promise<StaffOrderDetail> {
  let now = detail;
  for (const card of detail.cards.filter((c) => (c.correspondCheck === 'OK' || c.correspondCheck === 'MISS_INPUT') && !c.refunded)) {
    now = await scoreCard(db, staff, now.view.orderNumber, card.id, scoreOf(now, card.isAuto ? { autoGrade: 9 } : {}));
  }
  return advanceTo(db, staff, now, 'CARD_SCORED');
}
