// Refunds (docs/product/payments.md#refunds). Two steps, so a caller can decide a refund inside its own transaction
// (a cancellation, a late deposit) and reach the gateway only after the commit:
//   requestRefund(tx, …)  → a Refund row REQUESTED, with its audit row;
//   executeRefund(db, id) → the provider returns the money; the row becomes COMPLETED, FAILED or
//                           ACCOUNT_REJECTED (the bank refused the refund account), a fully refunded PAID
//                           payment becomes REFUNDED, and the order follows its money (refund-outcome.ts);
//                           a gateway that throws or answers PENDING leaves it REQUESTED for the refunds sweep
//                           (sweep-refunds.ts: backoff, the same idempotency key; decision 0027).
// refundPayment(…) does both, for a caller with no transaction of its own.
import { type AuditActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Db, Tx } from '@/lib/server/db/client';
import type { Payment, Refund } from '@/lib/server/db/generated/client';
import type { RefundStatus } from '@/lib/server/db/generated/enums';
import { needsRefundAccount } from '@/lib/shared/orders/refund-methods';
import { type HeldMoney, leftToRefund, splitRefund } from '@/lib/shared/orders/refund-rules';
import { IN_FLIGHT } from '@/lib/shared/refunds/refund-retries';
import { AppError } from '../errors/app-error';
import { lockPaymentById } from './lock-payment';
import { claimRefund, recordFailedAttempt, recordPendingAttempt, refundIdempotencyKey } from './refund-attempts';
import { orderAfterRefund } from './refund-outcome';
import { providerByName } from './registry';
import type { RefundResult } from './types';

export interface RefundRequest {
  paymentId: number;
  /** Minor units; default: what is left to refund. */
  amount?: number;
  reason: string;
  /** Who asked for it; none for the gateway's own (a wrong deposit's refund). */
  actor?: AuditActor;
  /** Money the gateway actually took, when it differs from the payment's amount (a wrong deposit). */
  captured?: number;
}

export async function requestRefund(tx: Tx, request: RefundRequest): Promise<Refund> {
  // Two refunds of one payment at once must not both pass the "left to refund" check.
  const locked = await lockPaymentById(tx, request.paymentId);
  const payment = locked && (await tx.payment.findUnique({ where: { id: locked.id }, include: { refunds: true } }));
  if (!payment) throw new AppError('NOT_FOUND', 'Payment information does not exist', 'payments:errors.notFound');
  // Money the gateway failed to send or the bank refused is still ours to return (refund-rules.ts leftToRefund).
  const left = leftToRefund(request.captured ?? payment.amount, payment.refunds);
  const amount = request.amount ?? left;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
    throw new AppError('BAD_REQUEST', `A refund of ${amount} is not possible: ${Math.max(left, 0)} left to refund.`);
  }
  const refund = await tx.refund.create({
    data: { gradingOrderId: payment.gradingOrderId, paymentId: payment.id, amount, reason: request.reason.slice(0, 500), status: 'REQUESTED' },
  });
  await recordAudit(tx, {
    actor: request.actor ?? null,
    action: 'refund.requested',
    entity: 'Payment',
    entityId: payment.providerPaymentId,
    data: { refundId: refund.id, amount, reason: refund.reason },
  });
  return refund;
}

export interface ExecuteRefundOptions {
  now?: Date;
  /**
   * The refunds sweep: only a refund whose next try is due. Any other caller (the after-commit call, a staff retry, a
   * test playing the gateway) sends it now, even before its next try — never while a try is being sent.
   */
  onlyWhenDue?: boolean;
}

type RefundToSend = Refund & { payment: Payment | null };

/**
 * Sends a REQUESTED refund to the provider and records the answer. Safe to call twice, and from several instances at
 * once: the try is claimed first (refund-attempts.ts), and the idempotency key is the same on every try. A gateway
 * that throws leaves the refund REQUESTED with its error and the time of its next try (the refunds sweep,
 * sweep-refunds.ts), and the error is thrown again.
 */
export async function executeRefund(db: Db, refundId: number, options: ExecuteRefundOptions = {}): Promise<Refund> {
  return (await attemptRefund(db, refundId, options)).refund;
}

/** executeRefund, telling whether this call sent the refund (false: done already, or another instance has it). */
export async function attemptRefund(
  db: Db,
  refundId: number,
  { now = new Date(), onlyWhenDue = false }: ExecuteRefundOptions = {},
): Promise<{ refund: Refund; sent: boolean }> {
  const refund = await db.refund.findUniqueOrThrow({ where: { id: refundId }, include: { payment: true, gradingOrder: { include: { refundAccount: true } } } });
  if (refund.status !== 'REQUESTED' || !refund.payment) return { refund, sent: false };
  if (!(await claimRefund(db, refund, now, !onlyWhenDue))) return { refund: await db.refund.findUniqueOrThrow({ where: { id: refundId } }), sent: false };
  const payment = refund.payment;
  // Bank-based payments go back to the member's refund account, as it is when the refund is sent (a
  // corrected account is sent with a new refund: a new idempotency key).
  const saved = refund.gradingOrder.refundAccount;
  const account = needsRefundAccount(payment.method)
    ? saved && { bank: saved.bank, accountNumber: saved.accountNumber, holderName: saved.holderName }
    : undefined;
  let result: RefundResult;
  try {
    result = await providerByName(payment.provider).refund(payment, refund.amount, {
      idempotencyKey: refundIdempotencyKey(refund.id),
      account,
      earlierTries: refund.attempts,
    });
  } catch (error) {
    await recordFailedAttempt(db, refund, payment.providerPaymentId, error, now);
    throw error;
  }
  if (result.status === 'PENDING') {
    await recordPendingAttempt(db, refund, now);
    return { refund: await db.refund.findUniqueOrThrow({ where: { id: refundId } }), sent: true };
  }
  return { refund: await recordRefundOutcome(db, refund, { status: result.status, reason: result.reason, now }), sent: true };
}

export interface RefundOutcome {
  status: 'COMPLETED' | 'FAILED' | 'ACCOUNT_REJECTED';
  reason?: string;
  now: Date;
  /** Staff recorded a bank transfer made by hand (record-manual-refund.ts): its reference, and who. */
  manualTransferRef?: string;
  actor?: AuditActor;
  /** The statuses the refund may leave: REQUESTED (the gateway's answer), FAILED too for a manual transfer. */
  from?: RefundStatus[];
  /** A manual transfer: never while a try is being sent (its claim's lease), and checked on the locked payment. */
  notInFlight?: boolean;
  check?: (tx: Tx) => Promise<void>;
}

/** Records a refund's outcome in one transaction: the row, the payment, the order (refund-outcome.ts), an audit row. */
export async function recordRefundOutcome(db: Db, refund: RefundToSend, outcome: RefundOutcome): Promise<Refund> {
  const payment = refund.payment;
  if (!payment) throw new AppError('CONFLICT', 'This refund has no payment to return.');
  const { status, reason, now, manualTransferRef } = outcome;
  return db.$transaction(async (tx) => {
    // The order and then the payment, as every money step locks them (lock-payment.ts).
    await lockPaymentById(tx, payment.id);
    await outcome.check?.(tx);
    const idle = outcome.notInFlight
      ? { OR: [{ lastError: null }, { lastError: { not: IN_FLIGHT } }, { nextAttemptAt: null }, { nextAttemptAt: { lte: now } }] }
      : {};
    const done = await tx.refund.updateMany({
      where: { id: refund.id, status: { in: outcome.from ?? ['REQUESTED'] }, ...idle },
      data: {
        status,
        completedAt: status === 'COMPLETED' ? now : null,
        nextAttemptAt: null,
        ...(refund.lastError === IN_FLIGHT ? { lastError: null } : {}),
        ...(manualTransferRef ? { manualTransferRef } : {}),
        ...(reason ? { reason: `${refund.reason ?? ''} (${reason})`.slice(0, 500) } : {}),
      },
    });
    if (done.count === 1) {
      if (status === 'COMPLETED') {
        const completed = await tx.refund.aggregate({ where: { paymentId: payment.id, status: 'COMPLETED' }, _sum: { amount: true } });
        if ((completed._sum.amount ?? 0) >= payment.amount) {
          await tx.payment.updateMany({ where: { id: payment.id, status: 'PAID' }, data: { status: 'REFUNDED' } });
        }
      }
      await orderAfterRefund(tx, { ...refund, status });
      await recordAudit(tx, {
        actor: outcome.actor ?? null,
        action: manualTransferRef ? 'refund.manualTransfer' : AUDIT_ACTION[status],
        entity: 'Payment',
        entityId: payment.providerPaymentId,
        data: { refundId: refund.id, amount: refund.amount, reason: reason ?? null, ...(manualTransferRef ? { manualTransferRef, from: refund.status } : {}) },
      });
    }
    return tx.refund.findUniqueOrThrow({ where: { id: refund.id } });
  });
}

const AUDIT_ACTION = { COMPLETED: 'refund.completed', FAILED: 'refund.failed', ACCOUNT_REJECTED: 'refund.accountRejected' } as const;

/**
 * Requests the refund of `total` from the payments holding money, oldest first (refund-rules.ts splitRefund): the
 * one path by which a cancellation, a partial cancellation and a staff refund create their Refund rows. The ids, to
 * send after the commit (executeRefundsAfterCommit).
 */
export async function requestRefundOfHeld(tx: Tx, held: readonly HeldMoney[], total: number, reason: string, actor?: AuditActor): Promise<number[]> {
  const ids: number[] = [];
  for (const part of splitRefund(held, total)) {
    ids.push((await requestRefund(tx, { paymentId: part.paymentId, amount: part.amount, reason, actor })).id);
  }
  return ids;
}

/** Requests and executes a refund (cancellation and staff use it). */
export async function refundPayment(db: Db, request: RefundRequest): Promise<Refund> {
  const refund = await db.$transaction((tx) => requestRefund(tx, request));
  return executeRefund(db, refund.id);
}

/** Runs refunds decided in a committed transaction; a failure leaves the row REQUESTED for the refunds sweep. */
export async function executeRefundsAfterCommit(db: Db, refundIds: number[], now?: Date): Promise<void> {
  for (const id of refundIds) {
    try {
      await executeRefund(db, id, { now });
    } catch (error) {
      console.error(`[payments] refund ${id} could not be sent to the provider; the refunds sweep tries again`, error);
    }
  }
}
