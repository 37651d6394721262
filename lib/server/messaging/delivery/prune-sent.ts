// The hourly sweep of delivered messages (decision 0026 "Keeping"): a SENT row is kept SENT_KEEP_DAYS after its
// delivery — long enough for staff to answer "did you send me the e-mail?" — then deleted, so the outbox does not keep
// every member's address and every message's words for ever. PENDING and FAILED rows are never pruned: they are work
// still owed (FAILED ones wait for staff to send them again). Deleted in batches, oldest first: safe on several
// instances at once (a row already gone is simply not deleted twice).
import type { Db } from '@/lib/server/db/client';

export const SENT_KEEP_DAYS = 30;
const BATCH = 1000;

export async function pruneSentMessages(db: Db, now: Date): Promise<{ prunedSent: number }> {
  const before = new Date(now.getTime() - SENT_KEEP_DAYS * 86_400_000);
  let pruned = 0;
  for (;;) {
    const rows = await db.outboxMessage.findMany({
      where: { status: 'SENT', sentAt: { lt: before } },
      select: { id: true },
      orderBy: { id: 'asc' },
      take: BATCH,
    });
    if (rows.length === 0) break;
    const { count } = await db.outboxMessage.deleteMany({ where: { id: { in: rows.map((row) => row.id) }, status: 'SENT' } });
    pruned += count;
    if (rows.length < BATCH) break;
  }
  return { prunedSent: pruned };
}
