// Claims due messages for one worker (decision 0026): in one short transaction, the due PENDING rows nobody holds are
// locked with FOR UPDATE SKIP LOCKED (a row another worker is claiming right now is skipped, never waited for), then
// leased — lockedUntil set, the try counted — so no other worker claims them until the lease ends, even after this
// transaction commits. The lease value is the claim's token: only the holder may record the outcome (mark-message.ts).
import type { Db } from '@/lib/server/db/client';
import type { OutboxMessage } from '@/lib/server/db/generated/client';
import { CLAIM_BATCH, LEASE_MS } from './policy';

export interface ClaimedMessage extends OutboxMessage {
  lockedUntil: Date;
}

export async function claimDueMessages(db: Db, now = new Date(), limit = CLAIM_BATCH): Promise<ClaimedMessage[]> {
  const lease = new Date(now.getTime() + LEASE_MS);
  return db.$transaction(async (tx) => {
    const due = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "OutboxMessage"
      WHERE "status" = 'PENDING' AND "nextAttemptAt" <= ${now} AND ("lockedUntil" IS NULL OR "lockedUntil" < ${now})
      ORDER BY "nextAttemptAt", "id" LIMIT ${limit}
      FOR UPDATE SKIP LOCKED`;
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await tx.outboxMessage.updateMany({ where: { id: { in: ids } }, data: { lockedUntil: lease, attempts: { increment: 1 } } });
    const rows = await tx.outboxMessage.findMany({ where: { id: { in: ids } }, orderBy: [{ nextAttemptAt: 'asc' }, { id: 'asc' }] });
    return rows as ClaimedMessage[];
  });
}
