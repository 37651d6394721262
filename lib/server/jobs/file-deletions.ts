// Files whose rows are gone are deleted after the commit; a lost deletion (the store down, the process stopped) would
// leave them forever — for a withdrawn member's profile photo, personal data we promised to remove (issue #23,
// decision 0027). So the transaction that deletes the rows also writes a ticket: an AuditLog row `files.deletePending`
// (entity StoredFiles, a random id) naming the keys. The caller still deletes them at once; this sweep deletes them
// again once the ticket is 10 minutes old (deleting a missing object is a no-op on the disk and on S3) and closes it
// with a `files.deleted` row. Safe on several instances: the ticket is locked FOR UPDATE SKIP LOCKED while it is
// finished. Only the storage interface is called (lib/server/storage).
import { randomUUID } from 'node:crypto';
import { type AuditActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Db, Tx } from '@/lib/server/db/client';
import { getStorage } from '../storage';

export const FILE_TICKET = 'StoredFiles' as const;
const PENDING = 'files.deletePending' as const;
const DONE = 'files.deleted' as const;
/** The caller's own deletion goes first; the sweep only finishes what it did not. */
export const FILE_TICKET_GRACE_MS = 10 * 60 * 1000;
const BATCH = 100;

/** In the transaction that deletes the rows: the keys to remove once it commits. */
export async function queueFileDeletion(tx: Tx, keys: readonly string[], why: string, actor: AuditActor = null): Promise<void> {
  if (keys.length === 0) return;
  await recordAudit(tx, { actor, action: PENDING, entity: FILE_TICKET, entityId: randomUUID(), data: { keys: [...keys], why } });
}

export async function sweepFileDeletions(db: Db, now: Date): Promise<Record<string, number>> {
  const cutoff = new Date(now.getTime() - FILE_TICKET_GRACE_MS);
  const storage = getStorage();
  let tickets = 0;
  let files = 0;
  let fileErrors = 0;
  for (let batch = 0; batch < 10; batch += 1) {
    const done = await db.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: number; entityId: string; data: { keys?: unknown } | null }[]>`
        SELECT p."id", p."entityId", p."data" FROM "AuditLog" p
        WHERE p."entity" = ${FILE_TICKET} AND p."action" = ${PENDING} AND p."createdAt" <= ${cutoff}
          AND NOT EXISTS (SELECT 1 FROM "AuditLog" d WHERE d."entity" = ${FILE_TICKET} AND d."entityId" = p."entityId" AND d."action" = ${DONE})
        ORDER BY p."id" LIMIT ${BATCH} FOR UPDATE OF p SKIP LOCKED`;
      for (const row of rows) {
        const keys = Array.isArray(row.data?.keys) ? row.data.keys.filter((key): key is string => typeof key === 'string') : [];
        const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
        const failed = results.filter((result) => result.status === 'rejected').length;
        files += keys.length - failed;
        fileErrors += failed;
        // A key the store refused stays on the open ticket: the next sweep tries again.
        if (failed === 0) {
          await recordAudit(tx, { actor: null, action: DONE, entity: FILE_TICKET, entityId: row.entityId, data: { files: keys.length } });
          tickets += 1;
        }
      }
      return rows.length;
    });
    if (done < BATCH) break;
  }
  return { tickets, files, fileErrors };
}
