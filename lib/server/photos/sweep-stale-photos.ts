// Photos uploaded for an order that was never placed: removed after STALE_PHOTO_DAYS, so abandoned
// drafts neither fill the disk nor keep a member at the 100-photo allowance. Meant for the hourly sweeps
// (lib/server/jobs/sweeps.ts). Safe on several instances at once: each row is claimed with
// FOR UPDATE SKIP LOCKED and deleted in the same statement, and only files of deleted rows are removed.
import type { Db } from '@/lib/server/db/client';
import { getStorage } from '../storage';

export const STALE_PHOTO_DAYS = 30;
const BATCH = 500;

export async function sweepStalePhotos(db: Db, now: Date): Promise<Record<string, number>> {
  const cutoff = new Date(now.getTime() - STALE_PHOTO_DAYS * 24 * 3600 * 1000);
  const storage = getStorage();
  let photos = 0;
  let fileErrors = 0;
  for (;;) {
    const rows = await db.$queryRaw<{ storageKey: string; thumbKey: string | null }[]>`
      DELETE FROM "Image" WHERE "id" IN (
        SELECT "id" FROM "Image"
        WHERE "kind" = 'ORDER_PHOTO' AND "gradingOrderId" IS NULL AND "createdAt" < ${cutoff}
        ORDER BY "id" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
      ) AND "gradingOrderId" IS NULL
      RETURNING "storageKey", "thumbKey"`;
    photos += rows.length;
    const keys = rows.flatMap((row) => (row.thumbKey ? [row.storageKey, row.thumbKey] : [row.storageKey]));
    const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    fileErrors += results.filter((result) => result.status === 'rejected').length;
    if (rows.length < BATCH) break;
  }
  return { photos, fileErrors };
}
