// Refunds (PRODUCT.md "Money"). Two steps, so a caller can decide a refund inside its own transaction
// (a cancellation, a late deposit) and reach the gateway only after the commit:
//   requestRefund(tx, …)  → a Refund row REQUESTED, with its audit row;
//   executeRefund(db, id) → the provider returns the money; the row becomes COMPLETED (or FAILED), and a
//                           fully refunded PAID payment becomes REFUNDED.
// refundPayment(…) does both, for a caller with no transaction of its own.
import type { Db, Tx } from '@/lib/server/db/client';
import type { Refund } from '@/lib/server/db/generated/client';
import { AppError } from '../errors/app-error';
import { lockPaymentById } from './lock-payment';
import { providerByName } from './registry';

export interface RefundRequest {
  paymentId: number;
  /** Minor units; default: what is left to refund. */
  amount?: number;
  reason: string;
  actorId?: number | null;
  /** Money the gateway actually took, when it differs from the payment's amount (a wrong deposit). */
  captured?: number;
}

export async function requestRefund(tx: Tx, request: RefundRequest): Promise<Refund> {
  // Two refunds of one payment at once must not both pass the "left to refund" check.
  const locked = await lockPaymentById(tx, request.paymentId);
  const payment = locked && (await tx.payment.findUnique({ where: { id: locked.id }, include: { refunds: true } }));
  if (!payment) throw new AppError('NOT_FOUND', 'Payment information does not exist', 'payments:errors.notFound');
  const alreadyRefunded = payment.refunds.filter((r) => r.status !== 'FAILED').reduce((sum, r) => sum + r.amount, 0);
  const left = (request.captured ?? payment.amount) - alreadyRefunded;
  const amount = request.amount ?? left;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
    throw new AppError('BAD_REQUEST', `A refund of ${amount} is not possible: ${Math.max(left, 0)} left to refund.`);
  }
  const refund = await tx.refund.create({
    data: { gradingOrderId: payment.gradingOrderId, paymentId: payment.id, amount, reason: request.reason.slice(0, 500), status: 'REQUESTED' },
  });
  await tx.auditLog.create({
    data: { actorId: request.actorId ?? null, action: 'refund.requested', entity: 'Payment', entityId: payment.providerPaymentId, data: { refundId: refund.id, amount, reason: refund.reason } },
  });
  return refund;
}

/** Sends a REQUESTED refund to the provider and records the answer. Safe to call twice. */
export async function executeRefund(db: Db, refundId: number): Promise<Refund> {
  const refund = await db.refund.findUniqueOrThrow({ where: { id: refundId }, include: { payment: true } });
  if (refund.status !== 'REQUESTED' || !refund.payment) return refund;
  const payment = refund.payment;
  // The refund id is the idempotency key: a repeated call refunds once at the gateway.
  const result = await providerByName(payment.provider).refund(payment, refund.amount, { idempotencyKey: `refund-${refund.id}` });
  if (result.status === 'PENDING') return refund;
  const status = result.status;
  const now = new Date();
  return db.$transaction(async (tx) => {
    const done = await tx.refund.updateMany({
      where: { id: refund.id, status: 'REQUESTED' },
      data: { status, completedAt: status === 'COMPLETED' ? now : null, ...(result.reason ? { reason: `${refund.reason ?? ''} (${result.reason})`.slice(0, 500) } : {}) },
    });
    if (done.count === 1) {
      if (status === 'COMPLETED') {
        const completed = await tx.refund.aggregate({ where: { paymentId: payment.id, status: 'COMPLETED' }, _sum: { amount: true } });
        if ((completed._sum.amount ?? 0) >= payment.amount) {
          await tx.payment.updateMany({ where: { id: payment.id, status: 'PAID' }, data: { status: 'REFUNDED' } });
        }
      }
      await tx.auditLog.create({
        data: { actorId: null, action: status === 'COMPLETED' ? 'refund.completed' : 'refund.failed', entity: 'Payment', entityId: payment.providerPaymentId, data: { refundId: refund.id, amount: refund.amount, reason: result.reason ?? null } },
      });
    }
    return tx.refund.findUniqueOrThrow({ where: { id: refund.id } });
  });
}

/** Requests and executes a refund (cancellation and staff use it). */
export async function refundPayment(db: Db, request: RefundRequest): Promise<Refund> {
  const refund = await db.$transaction((tx) => requestRefund(tx, request));
  return executeRefund(db, refund.id);
}

/** Runs refunds decided in a committed transaction; a failure leaves the row REQUESTED for a retry. */
export async function executeRefundsAfterCommit(db: Db, refundIds: number[]): Promise<void> {
  for (const id of refundIds) {
    try {
      await executeRefund(db, id);
    } catch (error) {
      console.error(`[payments] refund ${id} could not be sent to the provider`, error);
    }
  }
}
