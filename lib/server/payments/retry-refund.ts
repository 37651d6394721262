// POST /api/admin/refunds/[id]/retry: staff send a stuck refund now (issue #23, decision 0027). A REQUESTED refund is
// sent again with its own idempotency key (the gateway never refunds it twice), without waiting for its next try;
// one being sent right now is a conflict. A FAILED one (the gateway refused it: it returned nothing) is asked again
// as a new refund of the same amount — a new key, as after a corrected refund account (decision 0008) — never more
// than is left to refund (requestRefund). Audited; the answer is the list as it is now.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { StuckRefundView } from '@/lib/shared/refunds/views';
import { isRefundInFlight } from '@/lib/shared/refunds/refund-retries';
import { AppError } from '../errors/app-error';
import { requireStaff, type OrderSession } from '../orders/order-action';
import { listStuckRefunds } from './list-stuck-refunds';
import { executeRefundsAfterCommit, requestRefund } from './refund-payment';

export const refundNotFound = () => new AppError('NOT_FOUND', 'This refund does not exist.', 'refunds:errors.notFound');
export const refundInFlight = () => new AppError('CONFLICT', 'This refund is being sent right now: wait for the answer.', 'refunds:errors.inFlight');
export const refundSettled = () => new AppError('CONFLICT', 'This refund is settled already.', 'refunds:errors.settled');

export async function retryRefund(db: Db, session: OrderSession, refundId: number, now = new Date()): Promise<StuckRefundView[]> {
  const actor = requireStaff(session);
  const refund = await db.refund.findUnique({ where: { id: refundId }, include: { payment: { select: { providerPaymentId: true } } } });
  if (!refund?.paymentId || !refund.payment) throw refundNotFound();
  // Written about the payment, as every refund row is: the order's audit trail shows it.
  const about = { entity: 'Payment' as const, entityId: refund.payment.providerPaymentId };
  if (refund.status === 'REQUESTED') {
    if (isRefundInFlight(refund, now)) throw refundInFlight();
    // Due now: the sweep or this call sends it, whichever claims it first (refund-attempts.ts).
    await db.$transaction(async (tx) => {
      const due = await tx.refund.updateMany({ where: { id: refund.id, status: 'REQUESTED', attempts: refund.attempts }, data: { nextAttemptAt: now } });
      if (due.count === 0) throw refundInFlight();
      await recordAudit(tx, {
        actor,
        action: 'refund.retryRequested',
        ...about,
        data: { refundId: refund.id, attempts: refund.attempts, amount: refund.amount },
      });
    });
    await executeRefundsAfterCommit(db, [refund.id], now);
  } else if (refund.status === 'FAILED') {
    const paymentId = refund.paymentId;
    const again = await db.$transaction(async (tx) => {
      const created = await requestRefund(tx, { paymentId, amount: refund.amount, reason: `sent again by staff (refund ${refund.id} failed)`, actor });
      await recordAudit(tx, {
        actor,
        action: 'refund.retryRequested',
        ...about,
        data: { refundId: refund.id, newRefundId: created.id, amount: refund.amount },
      });
      return created;
    });
    await executeRefundsAfterCommit(db, [again.id], now);
  } else {
    throw refundSettled();
  }
  return listStuckRefunds(db, session, now);
}
