// The refunds sweep (issue #23, decision 0027; docs/product/payments.md#refunds): sends again every REQUESTED refund
// whose next try is due — after a gateway error, a PENDING answer, or a process that died between the commit and the
// call (never tried a minute after its commit) — with the same idempotency key and exponential backoff
// (lib/shared/refunds/refund-retries.ts). Safe on several instances at once: each try is claimed by a conditional
// update (refund-attempts.ts), so a refund is never sent twice at the same moment.
import type { Db } from '@/lib/server/db/client';
import { REFUND_ORPHAN_AFTER_MS } from '@/lib/shared/refunds/refund-retries';
import { attemptRefund } from './refund-payment';

const BATCH = 50;

export async function sweepRefunds(db: Db, now: Date): Promise<Record<string, number>> {
  const orphaned = new Date(now.getTime() - REFUND_ORPHAN_AFTER_MS);
  const due = await db.refund.findMany({
    where: { status: 'REQUESTED', paymentId: { not: null }, OR: [{ nextAttemptAt: { lte: now } }, { nextAttemptAt: null, createdAt: { lte: orphaned } }] },
    orderBy: { id: 'asc' },
    take: BATCH,
    select: { id: true },
  });
  const counts = { sent: 0, completed: 0, refused: 0, errors: 0 };
  for (const { id } of due) {
    try {
      const { refund, sent } = await attemptRefund(db, id, { now, onlyWhenDue: true });
      if (!sent) continue;
      counts.sent += 1;
      if (refund.status === 'COMPLETED') counts.completed += 1;
      if (refund.status === 'FAILED' || refund.status === 'ACCOUNT_REJECTED') counts.refused += 1;
    } catch (error) {
      // Recorded on the row (lastError, nextAttemptAt) and in the audit log; the next refund goes on.
      counts.sent += 1;
      counts.errors += 1;
      console.error(`[payments] refund ${id}: the gateway failed again`, (error as Error).message ?? error);
    }
  }
  return counts;
}
