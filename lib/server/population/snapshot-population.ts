// The population's daily snapshots (docs/product/certificates.md#population-report): a sweep (hourly, jobs/sweeps.ts)
// writes, for every card whose counts differ from its latest snapshot, its counts under the day of its last change
// (population-day.ts). Everything that changed a card on that day came before its last change and nothing after it, so
// the row is the card's state at the end of that day — unless changes straddle midnight between two sweeps, when the
// earlier day keeps the state of its last sweep (the chart is daily, not a ledger).
//
// Only cards changed in the last SNAPSHOT_WINDOW_DAYS are looked at (the (lastChangedAt, id) index): a week without
// sweeps is caught up, and a snapshot is never compared with all 150,000 cards. Safe on several instances at once
// (docs/product/README.md#scale-and-deployment): INSERT … ON CONFLICT DO UPDATE, and two sweeps write the same rows with
// the counts each read; should an older read land last, the next sweep sees the difference and writes it again.
import type { Db } from '@/lib/server/db/client';

export const SNAPSHOT_WINDOW_DAYS = 8;
/** Cards per statement: a statement is short even after a lab's busiest day (PGlite runs one statement at a time). */
export const SNAPSHOT_BATCH = 2_000;
const MAX_ROUNDS = 100;

/** Writes the snapshots due at `now`; returns how many rows it wrote. */
export async function snapshotPopulation(db: Db, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - SNAPSHOT_WINDOW_DAYS * 86_400_000);
  let written = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const batch = await db.$executeRaw`
      INSERT INTO "PopulationSnapshot" ("cardId", "day", "counts", "total")
      SELECT due."id", due."day", due."counts", due."total"
      FROM (
        SELECT c."id", (c."lastChangedAt" + interval '8 hours')::date AS "day", c."total", current."counts"
        FROM "PopulationCard" c
        CROSS JOIN LATERAL (
          SELECT coalesce(jsonb_object_agg(pc."grade", pc."count"), '{}'::jsonb) AS "counts"
          FROM "PopulationCount" pc WHERE pc."cardId" = c."id" AND pc."count" <> 0
        ) AS current
        LEFT JOIN LATERAL (
          SELECT s."counts", s."total" FROM "PopulationSnapshot" s WHERE s."cardId" = c."id" ORDER BY s."day" DESC LIMIT 1
        ) AS latest ON true
        WHERE c."lastChangedAt" >= ${since}
          AND (latest."total" IS NULL OR latest."total" <> c."total" OR latest."counts" <> current."counts")
        ORDER BY c."lastChangedAt", c."id"
        LIMIT ${SNAPSHOT_BATCH}
      ) AS due
      ON CONFLICT ("cardId", "day") DO UPDATE SET "counts" = EXCLUDED."counts", "total" = EXCLUDED."total"`;
    written += batch;
    if (batch < SNAPSHOT_BATCH) break;
  }
  return written;
}
