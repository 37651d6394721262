// Payment attempts of an order that can still take money — a hosted page waiting for the payer (READY), a
// virtual account waiting for its deposit (PENDING_DEPOSIT) — are closed (CANCELLED) when the order no longer
// wants them: a new attempt supersedes the open page, a cancellation closes both. Money that reaches a
// closed attempt anyway is recorded and returned by the callback (settle-payment.ts; decision 0006).
import type { Tx } from '@/lib/server/db/client';
import type { PaymentStatus } from '@/lib/server/db/generated/enums';

export const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = ['READY', 'PENDING_DEPOSIT'];

/** Closes the order's open attempts in `statuses` (default: both kinds); the number closed. */
export async function closeOpenPayments(tx: Tx, orderId: number, reason: string, statuses: readonly PaymentStatus[] = OPEN_PAYMENT_STATUSES): Promise<number> {
  const closed = await tx.payment.updateMany({
    where: { gradingOrderId: orderId, status: { in: [...statuses] } },
    data: { status: 'CANCELLED', failedReason: reason },
  });
  return closed.count;
}
