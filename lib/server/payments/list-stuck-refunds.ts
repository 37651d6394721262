// GET /api/admin/refunds: the refunds staff must look at (issue #23, decision 0027) — REQUESTED ones tried too often
// or for too long (lib/shared/refunds/refund-retries.ts isStuckRefund), and FAILED ones — oldest first. Staff only:
// the roles that may refund an order (staff-refund.ts).
import type { DbOrTx } from '@/lib/server/db/client';
import type { StuckRefundView } from '@/lib/shared/refunds/views';
import { STUCK_AFTER_ATTEMPTS, STUCK_AFTER_MS, isRefundInFlight } from '@/lib/shared/refunds/refund-retries';
import { type OrderSession, requireStaff } from '../orders/order-action';
import { refundIdempotencyKey } from './refund-attempts';

const LIMIT = 200;

export async function listStuckRefunds(db: DbOrTx, session: OrderSession, now = new Date(), orderId?: number): Promise<StuckRefundView[]> {
  requireStaff(session);
  const rows = await db.refund.findMany({
    where: {
      ...(orderId ? { gradingOrderId: orderId } : {}),
      paymentId: { not: null },
      OR: [
        { status: 'FAILED' },
        { status: 'REQUESTED', OR: [{ attempts: { gte: STUCK_AFTER_ATTEMPTS } }, { createdAt: { lte: new Date(now.getTime() - STUCK_AFTER_MS) } }] },
      ],
    },
    orderBy: { id: 'asc' },
    take: LIMIT,
    include: { gradingOrder: { select: { orderNumber: true, currency: true } } },
  });
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.gradingOrder.orderNumber,
    amount: row.amount,
    currency: row.gradingOrder.currency,
    status: row.status,
    reason: row.reason,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    gatewayKey: refundIdempotencyKey(row.id),
    inFlight: isRefundInFlight(row, now),
  }));
}
