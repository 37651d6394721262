// POST /api/admin/refunds/[id]/manual-transfer { reference }: staff returned a stuck refund's money by a bank transfer
// made by hand (issue #23, decision 0027). The refund (REQUESTED and not being sent, or FAILED) becomes COMPLETED
// with the transfer's reference, in one transaction with an audit row naming who, and the order follows its money
// exactly as after the gateway's completion (refund-outcome.ts). The refunds sweep never sends it again. Money never
// exceeds what was paid: a FAILED refund counted again must still fit in the payment (checked on the locked payment).
// Staff only: the roles that may refund an order (staff-refund.ts).
import type { Db, Tx } from '@/lib/server/db/client';
import type { ManualTransferInput } from '@/lib/shared/schemas/refunds';
import type { StuckRefundView } from '@/lib/shared/refunds/views';
import { isRefundInFlight } from '@/lib/shared/refunds/refund-retries';
import { AppError } from '../errors/app-error';
import { type OrderSession, requireStaff } from '../orders/order-action';
import { listStuckRefunds } from './list-stuck-refunds';
import { recordRefundOutcome } from './refund-payment';
import { refundInFlight, refundNotFound, refundSettled } from './retry-refund';

export async function recordManualRefund(
  db: Db,
  session: OrderSession,
  refundId: number,
  input: ManualTransferInput,
  now = new Date(),
): Promise<StuckRefundView[]> {
  const actor = requireStaff(session);
  const refund = await db.refund.findUnique({ where: { id: refundId }, include: { payment: true } });
  if (!refund?.payment) throw refundNotFound();
  if (refund.status !== 'REQUESTED' && refund.status !== 'FAILED') throw refundSettled();
  if (isRefundInFlight(refund, now)) throw refundInFlight();
  const payment = refund.payment;
  const fitsInPayment = async (tx: Tx) => {
    if (refund.status !== 'FAILED') return;
    const others = await tx.refund.aggregate({
      where: { paymentId: payment.id, id: { not: refund.id }, status: { in: ['REQUESTED', 'COMPLETED'] } },
      _sum: { amount: true },
    });
    // A wrong deposit's refund may exceed the payment's amount (it returns what was captured): its own amount is the cap then.
    if ((others._sum.amount ?? 0) + refund.amount > Math.max(payment.amount, refund.amount)) {
      throw new AppError(
        'CONFLICT',
        'The rest of this payment is returned already: this refund would return more than was paid.',
        'refunds:errors.exceedsPayment',
      );
    }
  };
  const done = await recordRefundOutcome(db, refund, {
    status: 'COMPLETED',
    now,
    manualTransferRef: input.reference,
    actor,
    from: ['REQUESTED', 'FAILED'],
    notInFlight: true,
    check: fitsInPayment,
  });
  // Changed meanwhile (the sweep claimed it, or another member of staff settled it): nothing was recorded.
  if (done.manualTransferRef !== input.reference || done.status !== 'COMPLETED')
    throw refund.status === 'REQUESTED' && done.status === 'REQUESTED' ? refundInFlight() : refundSettled();
  return listStuckRefunds(db, session, now);
}
