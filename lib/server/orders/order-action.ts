// The frame every action on an order shares (issue #9): one transaction that locks the order row first
// (SELECT … FOR UPDATE — the lock every order-changing step takes before its payments, lock-payment.ts), reads
// it again, and decides on that state only. A member acts on their own submitted order, in the state their
// page showed (expectedStatus / expectedProcessingStatus), and only where orderActions() allows it
// (docs/product/order-lifecycle.md#rule-sets-by-display-status) — the same answer the page got. Another member's
// order, an unknown number and a draft are the same 404 (docs/product/order-lifecycle.md#staff-access).
import type { Db, Tx } from '@/lib/server/db/client';
import type { Member, Prisma } from '@/lib/server/db/generated/client';
import type { GradingOrderProcessingStatus, GradingOrderStatus, Role } from '@/lib/server/db/generated/enums';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { type OrderAction, type OrderActions, orderActions } from '@/lib/shared/orders/order-actions';
import { hasRejectedRefund } from '@/lib/shared/orders/refund-state';
import type { AccessClaims } from '../auth/access-token';
import { AppError } from '../errors/app-error';
import { loadActiveMember } from '../members/active-member';
import { getOrderDetail } from './get-order-detail';
import { orderNotFound } from './order-errors';
import type { OrderEventActor } from './record-order-event';

export type OrderSession = Pick<AccessClaims, 'memberId' | 'role'>;

/** A staff member who acts: an order event's and an audit row's actor (never the system). */
export type StaffActor = { id: number; role: Role };

const INCLUDE = {
  payments: { orderBy: { id: 'asc' }, include: { refunds: true } },
  refunds: { orderBy: { id: 'asc' } },
  refundAccount: true,
} satisfies Prisma.GradingOrderInclude;

export type LockedOrder = Prisma.GradingOrderGetPayload<{ include: typeof INCLUDE }>;

/** The statuses the member's page showed when they acted (every action body carries them). */
export interface ExpectedStatuses {
  expectedStatus: GradingOrderStatus;
  expectedProcessingStatus: GradingOrderProcessingStatus;
}

export const notAllowed = () => new AppError('CONFLICT', "This cannot be done at the order's current stage.", 'myorders:errors.notAllowed');

/** The order moved since the page was drawn: the answer carries the order as it is now, for the page to show. */
export const changedMeanwhile = (fresh: OrderDetail) =>
  new AppError('CONFLICT', 'The order changed meanwhile. It now shows its current state; please check and try again.', 'myorders:errors.changedMeanwhile', {
    data: fresh,
  });

/** Thrown inside the transaction; answered with the fresh order once the transaction has rolled back. */
class StaleOrder extends Error {}

export const actorOf = (member: Pick<Member, 'id' | 'role'>): OrderEventActor => ({ id: member.id, role: member.role });

/** Locks the order row until the transaction ends and reads it with its payments, refunds and refund account. */
export async function lockOrder(tx: Tx, orderNumber: string): Promise<LockedOrder | null> {
  const found = await tx.gradingOrder.findUnique({ where: { orderNumber }, select: { id: true } });
  if (!found) return null;
  await tx.$queryRaw`SELECT "id" FROM "GradingOrder" WHERE "id" = ${found.id} FOR UPDATE`;
  return tx.gradingOrder.findUnique({ where: { id: found.id }, include: INCLUDE });
}

export function actionsOf(order: LockedOrder): OrderActions {
  return orderActions({ ...order, hasRejectedRefund: hasRejectedRefund(order.refunds) });
}

/** The member's own submitted order, locked, still as their page showed it, and allowing `action`. */
export async function lockOwnOrderFor(
  tx: Tx,
  member: Pick<Member, 'id'>,
  orderNumber: string,
  expected: ExpectedStatuses,
  action: OrderAction,
): Promise<LockedOrder> {
  const order = await lockOrder(tx, orderNumber);
  if (!order || order.memberId !== member.id || order.gradingOrderStatus === 'TEMP_SAVED') throw orderNotFound();
  if (order.gradingOrderStatus !== expected.expectedStatus || order.gradingOrderProcessingStatus !== expected.expectedProcessingStatus) throw new StaleOrder();
  if (!actionsOf(order)[action]) throw notAllowed();
  return order;
}

/**
 * Runs a member's action in one transaction, as the signed-in member who may act. A stale page gets 409
 * `changedMeanwhile` with the order as it is now.
 */
export async function runOrderAction<T>(db: Db, session: OrderSession, orderNumber: string, work: (tx: Tx, member: Member) => Promise<T>): Promise<T> {
  try {
    return await db.$transaction(async (tx) => work(tx, await loadActiveMember(tx, session)));
  } catch (error) {
    if (error instanceof StaleOrder) throw changedMeanwhile(await getOrderDetail(db, session, orderNumber));
    throw error;
  }
}

/** Staff tools (issue #10) act on any member's order: the acting staff member, in the role the session carries. */
export function requireStaff(actor: OrderSession): StaffActor {
  if (actor.role !== 'STAFF' && actor.role !== 'ADMIN') throw new AppError('FORBIDDEN', 'Staff only.', 'errors:forbidden');
  return { id: actor.memberId, role: actor.role };
}
