// Refunds (docs/product/payments.md#refunds). Two steps, so a caller can decide a refund inside its own transaction
// (a cancellation, a late deposit) and reach the gateway only after the commit:
//   requestRefund(tx, …)  → a Refund row REQUESTED, with its audit row;
//   executeRefund(db, id) → the provider returns the money; the row becomes COMPLETED, FAILED or
//                           ACCOUNT_REJECTED (the bank refused the refund account), a fully refunded PAID
//                           payment becomes REFUNDED, and the order follows its money (refund-outcome.ts).
// refundPayment(…) does both, for a caller with no transaction of its own.
import type { Db, Tx } from '@/lib/server/db/client';
import type { Refund } from '@/lib/server/db/generated/client';
import type { RefundStatus } from '@/lib/server/db/generated/enums';
import { needsRefundAccount } from '@/lib/shared/orders/refund-methods';
import { AppError } from '../errors/app-error';
import { lockPaymentById } from './lock-payment';
import { orderAfterRefund } from './refund-outcome';
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

/** Refund rows that returned nothing: they do not count against what is left to refund. */
const NOT_REFUNDED: readonly RefundStatus[] = ['FAILED', 'ACCOUNT_REJECTED'];

export async function requestRefund(tx: Tx, request: RefundRequest): Promise<Refund> {
  // Two refunds of one payment at once must not both pass the "left to refund" check.
  const locked = await lockPaymentById(tx, request.paymentId);
  const payment = locked && (await tx.payment.findUnique({ where: { id: locked.id }, include: { refunds: true } }));
  if (!payment) throw new AppError('NOT_FOUND', 'Payment information does not exist', 'payments:errors.notFound');
  // Money the gateway failed to send or the bank refused is still ours to return.
  const alreadyRefunded = payment.refunds.filter((r) => !NOT_REFUNDED.includes(r.status)).reduce((sum, r) => sum + r.amount, 0);
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
  const refund = await db.refund.findUniqueOrThrow({ where: { id: refundId }, include: { payment: true, gradingOrder: { include: { refundAccount: true } } } });
  if (refund.status !== 'REQUESTED' || !refund.payment) return refund;
  const payment = refund.payment;
  // Bank-based payments go back to the member's refund account, as it is when the refund is sent (a
  // corrected account is sent with a new refund: a new idempotency key).
  const saved = refund.gradingOrder.refundAccount;
  const account = needsRefundAccount(payment.method) ? (saved && { bank: saved.bank, accountNumber: saved.accountNumber, holderName: saved.holderName }) : undefined;
  // The refund id is the idempotency key: a repeated call refunds once at the gateway.
  const result = await providerByName(payment.provider).refund(payment, refund.amount, { idempotencyKey: `refund-${refund.id}`, account });
  if (result.status === 'PENDING') return refund;
  const status = result.status;
  const now = new Date();
  return db.$transaction(async (tx) => {
    // The order and then the payment, as every money step locks them (lock-payment.ts).
    await lockPaymentById(tx, payment.id);
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
      await orderAfterRefund(tx, { ...refund, status });
      await tx.auditLog.create({
        data: { actorId: null, action: AUDIT_ACTION[status], entity: 'Payment', entityId: payment.providerPaymentId, data: { refundId: refund.id, amount: refund.amount, reason: result.reason ?? null } },
      });
    }
    return tx.refund.findUniqueOrThrow({ where: { id: refund.id } });
  });
}

const AUDIT_ACTION = { COMPLETED: 'refund.completed', FAILED: 'refund.failed', ACCOUNT_REJECTED: 'refund.accountRejected' } as const;

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
