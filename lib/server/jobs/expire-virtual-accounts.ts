// Sweep: virtual accounts whose deposit deadline passed (VIRTUAL_ACCOUNT_HOURS) expire, and their orders
// become DEADLINE_EXPIRED (docs/product/order-lifecycle.md#order-status-transitions). Safe to run on several
// instances at once and twice in a row: each payment is locked and claimed with a conditional update, so one run
// changes it.
import type { Db } from '@/lib/server/db/client';
import { AppError } from '../errors/app-error';
import { expirePayment } from '../payments/expire-payment';
import { lockPaymentById } from '../payments/lock-payment';

const BATCH = 100;

export type VirtualAccountSweepResult = { expired: number };

export async function expireVirtualAccounts(db: Db, now = new Date()): Promise<VirtualAccountSweepResult> {
  let expired = 0;
  let afterId = 0;
  for (;;) {
    const batch = await db.payment.findMany({
      where: { status: 'PENDING_DEPOSIT', vaDeadline: { lt: now }, id: { gt: afterId } },
      select: { id: true },
      orderBy: { id: 'asc' },
      take: BATCH,
    });
    if (batch.length === 0) break;
    for (const { id } of batch) {
      try {
        const changed = await db.$transaction(async (tx) => {
          const payment = await lockPaymentById(tx, id);
          if (!payment || payment.status !== 'PENDING_DEPOSIT' || !payment.vaDeadline || payment.vaDeadline >= now) return false;
          return expirePayment(tx, payment, now, 'Virtual account deposit deadline passed');
        });
        if (changed) expired += 1;
      } catch (error) {
        // The order changed meanwhile (a cancel): the next run looks again.
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
      }
    }
    afterId = batch[batch.length - 1]!.id;
  }
  return { expired };
}
