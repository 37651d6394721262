// Issue #23's database outage for integration tests: while `run` runs, the process's database is one nothing listens
// for (port 1: every connection refused, as with a stopped server) and console.error is recorded; then the test's
// database is the process's again, so the test can show that the app recovers by itself.
import { type Db, openPostgres, setDb } from '@/lib/server/db/client';

export async function duringOutage(back: Db, run: (errors: jest.SpyInstance) => Promise<void>): Promise<void> {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const down = await openPostgres('postgresql://nobody:nothing@127.0.0.1:1/none', { migrate: false });
  setDb(down);
  try {
    await run(errors);
  } finally {
    errors.mockRestore();
    await down.$disconnect().catch(() => undefined);
    setDb(back);
  }
}

/** An answer of the outage: 503, Retry-After and exactly one log line without a stack (lib/server/db/unavailable.ts). */
export function expectOutageAnswer(res: { statusCode: number }, headers: Map<string, unknown>, errors: jest.SpyInstance): void {
  expect(res.statusCode).toBe(503);
  expect(headers.get('retry-after')).toBe('5');
  expect(errors).toHaveBeenCalledTimes(1);
  expect(String(errors.mock.calls[0]![0])).toMatch(/^\[db\] unavailable: [^\n]+$/);
}
