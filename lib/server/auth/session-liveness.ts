// Is a session (a refresh-token family) still live? The access token alone would keep working for its
// whole 10 minutes after logout or a revocation for reuse (issue #7). Every request that carries one asks
// here: state-changing calls always read the database; reads (API GETs and page loads) may use this
// instance's answer of the last SESSION_CHECK_SECONDS (default 5). So a session ends on every instance
// within that bound, and a member's pages cost at most one small indexed query per bound.
import { type DbOrTx, getDb } from '@/lib/server/db/client';

const DEFAULT_CHECK_SECONDS = 5;
/** Bounded, so a flood of forged-but-valid tokens cannot grow memory without limit. */
const MAX_REMEMBERED = 10_000;

const remembered = new Map<string, { live: boolean; checkedAt: number }>();

/**
 * Reads of a family whose remembered answer has run out, waiting for the one query already asking (issue #11): when
 * the answer expires under load, every request of that session in flight would otherwise send its own query at once.
 */
const asking = new Map<string, Promise<boolean>>();

/** Bumped by every forget: an answer asked before a logout on this instance is not remembered after it. */
let forgets = 0;

export function sessionCheckMs(): number {
  const seconds = Number(process.env.SESSION_CHECK_SECONDS ?? DEFAULT_CHECK_SECONDS);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : DEFAULT_CHECK_SECONDS * 1000;
}

function remember(familyId: string, live: boolean, now: number): void {
  remembered.delete(familyId);
  remembered.set(familyId, { live, checkedAt: now });
  if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
}

/** A family is live while its newest token is neither revoked nor expired (the database's answer). */
export async function isFamilyActive(db: DbOrTx, familyId: string, now = Date.now()): Promise<boolean> {
  const live = await db.refreshToken.count({ where: { familyId, revokedAt: null, expiresAt: { gt: new Date(now) } } });
  return live > 0;
}

/** The same answer, remembered for reads on this instance (see the header). */
export async function isFamilyLive(familyId: string, options: { fresh: boolean; now?: number }): Promise<boolean> {
  const now = options.now ?? Date.now();
  const hit = remembered.get(familyId);
  if (!options.fresh && hit && now - hit.checkedAt < sessionCheckMs()) return hit.live;
  // A change always asks itself: its answer must be the database's as of its own start.
  if (options.fresh) return ask(familyId, now);
  const pending = asking.get(familyId);
  if (pending) return pending;
  const answer = ask(familyId, now).finally(() => {
    if (asking.get(familyId) === answer) asking.delete(familyId);
  });
  asking.set(familyId, answer);
  return answer;
}

async function ask(familyId: string, now: number): Promise<boolean> {
  const generation = forgets;
  const live = await isFamilyActive(await getDb(), familyId, now);
  if (generation === forgets) remember(familyId, live, now);
  return live;
}

/** This instance revoked the family: it ends here at once (other instances follow within the bound). */
export function forgetFamily(familyId: string): void {
  forgets += 1;
  asking.delete(familyId);
  remembered.delete(familyId);
}

/** Every family of a member was revoked (withdrawal, password change): forget all, they are re-read. */
export function forgetAllFamilies(): void {
  forgets += 1;
  asking.clear();
  remembered.clear();
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request may use the remembered answer (reads) or must read the database (changes). */
export function needsFreshCheck(method: string | undefined): boolean {
  return !READS.has((method ?? 'GET').toUpperCase());
}
