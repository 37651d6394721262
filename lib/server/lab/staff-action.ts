// The frame every write step of the lab shares (issue #10), like the member's runOrderAction (order-action.ts): one
// transaction that locks the order row first, reads it again with its cards, and decides on that state only —
// the statuses the staff page showed (expectedStatus / expectedProcessingStatus) and what staffActions() allows
// now (docs/product/order-lifecycle.md#staff-steps). Two staff acting on the same order at once therefore run one
// after the other: the second finds the order moved and gets 409 `changedMeanwhile` with the order as it is now.
// The role is checked on the token before anything (a non-staff caller learns nothing about the order) and again on
// the member's row inside the transaction.
import type { Db, Tx } from '@/lib/server/db/client';
import type { Certificate, GradingOrderItem } from '@/lib/server/db/generated/client';
import { type BlockedReason, staffActions } from '@/lib/shared/lab/staff-actions';
import type { StaffActions, StaffOrderDetail } from '@/lib/shared/lab/views';
import type { ExpectedStatusesInput } from '@/lib/shared/schemas/lab';
import { AppError } from '../errors/app-error';
import { loadActiveMember } from '../members/active-member';
import { type LockedOrder, type OrderSession, type StaffActor, lockOrder, requireStaff } from '../orders/order-action';
import { orderNotFound } from '../orders/order-errors';
import { getStaffOrder } from './get-staff-order';

export const labNotAllowed = () => new AppError('CONFLICT', "This cannot be done at the order's current stage.", 'labApi:errors.notAllowed');

/** A step waits for something first (a key of labApi:errors.*, the same reasons as actions.advanceBlockedBy). */
export const labBlocked = (reason: BlockedReason) => new AppError('CONFLICT', `This step waits: ${reason}.`, `labApi:errors.${reason}`);

/** A bank-based payment goes back to the member's refund account, which they have not given yet. */
export const refundAccountRequired = () => new AppError('CONFLICT', 'The member has not given a refund account yet.', 'labApi:errors.refundAccountRequired');

export const cardNotFound = () => new AppError('NOT_FOUND', 'This card is not part of the order.', 'labApi:errors.cardNotFound');

/** The order moved since the staff page was drawn: the answer carries the order as it is now. */
export const staffChangedMeanwhile = (fresh: StaffOrderDetail) =>
  new AppError('CONFLICT', 'The order changed meanwhile. It now shows its current state; please check and try again.', 'labApi:errors.changedMeanwhile', {
    data: fresh,
  });

/** Thrown inside the transaction; answered with the fresh order once the transaction has rolled back. */
class StaleStaffOrder extends Error {}

export type LabCard = GradingOrderItem & { certificates: Certificate[] };

export interface LabContext {
  order: LockedOrder;
  /** The order's cards (lines), in page order, with their certificates. */
  cards: LabCard[];
  /** What may be done now: the same answer the staff page got. */
  actions: StaffActions;
  actor: StaffActor;
}

/** The order's cards, as the staff page lists them. */
export async function loadLabCards(tx: Tx, orderId: number): Promise<LabCard[]> {
  return tx.gradingOrderItem.findMany({
    where: { gradingOrderId: orderId },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    include: { certificates: { orderBy: { id: 'asc' } } },
  });
}

/** staffActions() on the locked order (a reholder card's certificate is the one its serial names). */
export function actionsFor(order: LockedOrder, cards: readonly LabCard[]): StaffActions {
  return staffActions({
    order,
    cards: cards.map((card) => ({
      correspondCheck: card.correspondCheck,
      refunded: card.refundId !== null,
      certificate: card.certificates[0] ?? (card.serialNumber ? { serial: card.serialNumber } : null),
      casing: card.casing,
    })),
    refunds: order.refunds,
    hasRefundAccount: order.refundAccount !== null,
  });
}

/**
 * The context of a staff step on an order its caller has just locked: refused when the order is a draft (404) or
 * has moved since the page showed it (answered by answerStale), or when the caller is no longer staff.
 */
export async function labContextOf(tx: Tx, session: OrderSession, order: LockedOrder | null, expected: ExpectedStatusesInput): Promise<LabContext> {
  if (!order || order.gradingOrderStatus === 'TEMP_SAVED') throw orderNotFound();
  if (order.gradingOrderStatus !== expected.expectedStatus || order.gradingOrderProcessingStatus !== expected.expectedProcessingStatus)
    throw new StaleStaffOrder();
  // The row decides, not the ten-minute token: a member no longer staff (or dormant) meanwhile changes nothing.
  const member = await loadActiveMember(tx, session);
  const actor = requireStaff({ memberId: member.id, role: member.role }) as LabContext['actor'];
  const cards = await loadLabCards(tx, order.id);
  return { order, cards, actions: actionsFor(order, cards), actor };
}

/** Runs `step`; an order found moved is answered 409 changedMeanwhile with the order as it is now (after the rollback). */
export async function answerStale<T>(db: Db, session: OrderSession, orderNumber: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof StaleStaffOrder) throw staffChangedMeanwhile(await getStaffOrder(db, session, orderNumber));
    throw error;
  }
}

/**
 * Runs a staff step in one transaction on the locked order, as it was when the page showed it. Answers what `work`
 * returns; its e-mails are written to the outbox inside `work`; the caller answers getStaffOrder (staffOrderNow).
 */
export async function runStaffAction<T>(
  db: Db,
  session: OrderSession,
  orderNumber: string,
  expected: ExpectedStatusesInput,
  work: (tx: Tx, context: LabContext) => Promise<T>,
): Promise<T> {
  requireStaff(session);
  return answerStale(db, session, orderNumber, () =>
    db.$transaction(async (tx) => work(tx, await labContextOf(tx, session, await lockOrder(tx, orderNumber), expected))),
  );
}

/** The route's card id: a positive integer, anything else is simply not found. */
export function parseCardId(value: unknown): number {
  const text = Array.isArray(value) ? undefined : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw cardNotFound();
  return Number(text);
}

/** The card `cardId` of the order, or 404. */
export function cardOf(context: LabContext, cardId: number): LabCard {
  const card = context.cards.find((candidate) => candidate.id === cardId);
  if (!card) throw cardNotFound();
  return card;
}

/** The order page as it is now, after the step's commit (every write answers it). */
export const staffOrderNow = (db: Db, session: OrderSession, orderNumber: string) => getStaffOrder(db, session, orderNumber);
