// Certificate serials (docs/product/grading.md#certificate-serials): exactly 7 digits, drawn at random
// between 1000000 and 9999999 from the CSPRNG so one serial does not reveal or let anyone guess another
// ("not sequential"), a collision redrawn.
import { randomInt } from 'node:crypto';
import type { Tx } from '@/lib/server/db/client';

export const SERIAL_MIN = 1_000_000;
export const SERIAL_MAX_EXCLUSIVE = 10_000_000;
/** More than any order holds (quantities are at most 1,000 a line): a larger request is a bug. */
const MAX_SERIALS_AT_ONCE = 10_000;
/** A round redraws only the collisions; with 9 million values the second round is already rare. */
const MAX_ROUNDS = 10;
/**
 * The transaction-scoped advisory lock every allocation takes: held until the caller's transaction ends,
 * so no other allocation can hand out a serial this one found free before the caller has inserted it.
 * (A unique violation cannot be caught and retried instead: it aborts the caller's whole transaction.)
 */
const SERIAL_LOCK_KEY = 7_012_001;

/** Only a transaction client: with the plain client the lock would end with its own statement. */
type InTransaction = Tx & { $connect?: never };

export function randomSerial(nextInt: (min: number, maxExclusive: number) => number = randomInt): string {
  return String(nextInt(SERIAL_MIN, SERIAL_MAX_EXCLUSIVE));
}

/**
 * `count` distinct serials that no certificate holds, for the caller to insert in the same transaction
 * (e.g. every card of an order scored at once). Draws from the CSPRNG (`draw` only for tests), checks the
 * draws in one query per round and redraws what is taken or repeated.
 */
export async function allocateSerials(tx: InTransaction, count: number, draw: () => string = () => randomSerial()): Promise<string[]> {
  if (!Number.isInteger(count) || count < 0 || count > MAX_SERIALS_AT_ONCE) throw new RangeError(`Cannot allocate ${count} serials.`);
  if (count === 0) return [];
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SERIAL_LOCK_KEY}::bigint)`;
  const chosen = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS && chosen.size < count; round++) {
    const candidates = new Set(Array.from({ length: count - chosen.size }, draw).filter((serial) => !chosen.has(serial)));
    const taken = await tx.certificate.findMany({ where: { serial: { in: [...candidates] } }, select: { serial: true } });
    for (const { serial } of taken) candidates.delete(serial);
    for (const serial of candidates) chosen.add(serial);
  }
  if (chosen.size < count) throw new Error(`Could not draw ${count} free certificate serials in ${MAX_ROUNDS} rounds.`);
  return [...chosen];
}
