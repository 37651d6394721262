// Helpers of the public API tests (issue #22): members with keys, the meters reset between
// tests, and a client that counts the statements it sends — the proof that a refused request costs the database
// nothing and a counted one no write.
import type { Db } from '@/lib/server/db/client';
import { setDb } from '@/lib/server/db/client';
import { resetApiKeyCache } from '@/lib/server/api-keys/authenticate-api-key';
import { createApiKey } from '@/lib/server/api-keys/create-api-key';
import { resetKeyUsageMeter } from '@/lib/server/api-keys/usage-meter';
import { resetAddressMeter } from '@/lib/server/public-api/address-meter';
import { createMember } from '@/tests/factories/member';

/** Every meter and remembered key answer starts afresh; usage is written only when a test flushes it. */
export function resetMeters(): void {
  resetAddressMeter();
  resetApiKeyCache();
  resetKeyUsageMeter({ holdTimer: true });
}

export interface StatementLog {
  /** `Model.operation` or `-.$queryRaw`, in order. */
  statements: string[];
  clear(): void;
}

/** Makes the process's client one that logs every operation it runs (model calls and raw statements alike). */
export function countStatements(db: Db): StatementLog {
  const log: StatementLog = {
    statements: [],
    clear: () => {
      log.statements.length = 0;
    },
  };
  const counted = db.$extends({
    query: {
      $allOperations({ model, operation, args, query }) {
        log.statements.push(`${model ?? '-'}.${operation}`);
        return query(args);
      },
    },
  });
  setDb(counted as unknown as Db);
  return log;
}

/** What writes: model writes and raw statements (the scan counter and the usage flush are raw). */
export const writesIn = (statements: readonly string[]) =>
  statements.filter((statement) => /\.(create|createMany|update|updateMany|upsert|delete|deleteMany|\$executeRaw|\$queryRaw)/.test(statement));

/** A member with a new key: the key as shown once, and the rows. */
export async function memberWithKey(db: Db, name = 'Shop sync') {
  const member = await createMember(db);
  const created = await createApiKey(db, { memberId: member.id }, { name });
  return { member, key: created.key, apiKey: created.apiKey };
}

/** A fresh client address per test: the keyless meter counts per address. */
let addresses = 0;
export const nextIp = () => `203.0.113.${(addresses += 1)}`;

/** Waits out the last seconds of a clock minute: the keyless windows end on the minute, and a test counting in one must not straddle two. */
export async function awayFromMinuteEnd(margin = 3_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
