// Requests per API key and UTC day (docs/product/certificates.md#public-api, docs/decisions/0021-public-api.md):
// counted in this process's memory and written to ApiUsage every few seconds — one statement per key per flush, which
// also sets the key's lastUsedAt — never a write per request. A request is allowed while "the day's total as last
// stored + what this process counted since" stays within KEYED_PER_DAY. The stored total includes every instance's
// flushes, so instances learn of each other's counts at their next flush: together they may overshoot by what they
// count between two flushes. A process that stops loses at most its last few seconds of counts.
import { type DbOrTx, getDb } from '@/lib/server/db/client';
import { KEYED_PER_DAY } from '@/lib/shared/public-api/limits';
import { DAY_MS } from '../public-api/address-meter';
import { type Metered, ceilSeconds } from '../public-api/quotas';

/** How often the counts are written. */
export const FLUSH_INTERVAL_MS = 5_000;

interface DayCount {
  keyId: number;
  day: number;
  /** The day's total in ApiUsage, as last read or written. */
  stored: number;
  /** Counted here since the last flush. */
  pending: number;
  lastUsedAt: Date;
}

const counts = new Map<string, DayCount>();
let timer: ReturnType<typeof setInterval> | null = null;
/** Flushes run one after the other; the timer skips its turn while one runs. */
let queue: Promise<void> = Promise.resolve();
let busy = false;

const dayOf = (now: number) => Math.floor(now / DAY_MS);
/** The ApiUsage row's day (a DATE): midnight UTC. */
export const usageDay = (now: Date) => new Date(dayOf(now.getTime()) * DAY_MS);

/** Tests flush when they choose (flushApiUsage), so what they see never depends on the timer's moment. */
let timerHeld = false;

function startTimer(): void {
  if (timer || timerHeld) return;
  timer = setInterval(() => {
    if (!busy) void flushApiUsage().catch((error: unknown) => console.error('[api-keys] flushing usage failed', error));
  }, FLUSH_INTERVAL_MS);
  timer.unref?.();
}

/**
 * Counts one request of key `keyId` if its day allows it. `storedToday`: the day's total as the key's look-up read it
 * (it may be a few seconds old, or from before a restart); the larger of it and what this process knows is used.
 */
export function meterKey(keyId: number, storedToday: number, now: Date): Metered {
  const time = now.getTime();
  const day = dayOf(time);
  const id = `${keyId}:${day}`;
  let entry = counts.get(id);
  if (!entry) {
    entry = { keyId, day, stored: 0, pending: 0, lastUsedAt: now };
    counts.set(id, entry);
  }
  entry.stored = Math.max(entry.stored, storedToday);
  const allowed = entry.stored + entry.pending < KEYED_PER_DAY;
  if (allowed) {
    entry.pending += 1;
    entry.lastUsedAt = now;
    startTimer();
  }
  const remaining = Math.max(0, KEYED_PER_DAY - entry.stored - entry.pending);
  return {
    allowed,
    quotas: [{ name: 'day', limit: KEYED_PER_DAY, windowSeconds: DAY_MS / 1000, remaining, resetSeconds: ceilSeconds((day + 1) * DAY_MS - time) }],
  };
}

async function writeCount(db: DbOrTx, entry: DayCount): Promise<void> {
  const flushed = entry.pending;
  const day = new Date(entry.day * DAY_MS);
  // One statement: the day's row gets the count (created or added to), the key its last use. The row's total comes
  // back with every instance's counts in it.
  const rows = await db.$queryRaw<{ requests: number }[]>`
    WITH usage AS (
      INSERT INTO "ApiUsage" ("keyId", "day", "requests") VALUES (${entry.keyId}, ${day}::date, ${flushed})
      ON CONFLICT ("keyId", "day") DO UPDATE SET "requests" = "ApiUsage"."requests" + EXCLUDED."requests"
      RETURNING "requests"
    ), used AS (
      UPDATE "ApiKey" SET "lastUsedAt" = GREATEST(COALESCE("lastUsedAt", ${entry.lastUsedAt}), ${entry.lastUsedAt}) WHERE "id" = ${entry.keyId}
    )
    SELECT "requests" FROM usage`;
  entry.pending -= flushed;
  entry.stored = Math.max(entry.stored + flushed, Number(rows[0]?.requests ?? 0));
}

async function flushAll(db: DbOrTx): Promise<void> {
  const today = dayOf(Date.now());
  for (const [id, entry] of counts) {
    if (entry.pending > 0) {
      try {
        await writeCount(db, entry);
      } catch (error) {
        // A key deleted meanwhile (its member's account removed) has nowhere to count: forget it. Anything else is
        // kept and written at the next flush.
        if (/23503|foreign key/i.test(String((error as Error)?.message ?? error))) counts.delete(id);
        else console.error(`[api-keys] writing the usage of key ${entry.keyId} failed`, error);
        continue;
      }
    }
    if (entry.day < today && entry.pending === 0) counts.delete(id);
  }
}

/** Writes every count not yet stored (the timer's job; tests call it to see the counts at once). */
export function flushApiUsage(db?: DbOrTx): Promise<void> {
  const run = queue.then(async () => {
    busy = true;
    try {
      await flushAll(db ?? (await getDb()));
    } finally {
      busy = false;
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Tests: forget every count and stop the timer (the counts not flushed are dropped); `holdTimer`: no timer at all. */
export function resetKeyUsageMeter(options: { holdTimer?: boolean } = {}): void {
  counts.clear();
  if (timer) clearInterval(timer);
  timer = null;
  timerHeld = options.holdTimer ?? timerHeld;
}
