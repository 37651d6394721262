// Concurrency tests' calls "at once": truly overlapping on PostgreSQL (a pool of connections), one after the other on
// the embedded PGlite (one connection, where overlapping calls would only queue). Every outcome is kept, as
// Promise.allSettled gives it, so a test can count who won.
import type { TestDb } from './test-db';

export async function together<T>(testDb: Pick<TestDb, 'kind'>, work: (() => Promise<T>)[]): Promise<PromiseSettledResult<T>[]> {
  if (testDb.kind === 'postgres') return Promise.allSettled(work.map((run) => run()));
  const results: PromiseSettledResult<T>[] = [];
  for (const run of work)
    results.push(
      await run().then(
        (value) => ({ status: 'fulfilled' as const, value }),
        (reason: unknown) => ({ status: 'rejected' as const, reason }),
      ),
    );
  return results;
}
