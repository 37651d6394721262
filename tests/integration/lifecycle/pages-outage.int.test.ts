/** @jest-environment node */
// Signed-in pages while the database cannot be reached (issue #23): 503 with Retry-After and one log line, the page's
// shell without its data (its own query says to try again) — never a 500 page; the back office's shell only for staff.
import { openPostgres, setDb } from '@/lib/server/db/client';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { getServerSideProps as addressesPage } from '@/pages/account/addresses';
import { getServerSideProps as pricesPage } from '@/pages/admin/prices';
import { pageContext } from '@/tests/helpers/page-context';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Cast, cast } from '../admin/admin-helpers';

let testDb: TestDb;
let people: Cast;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  people = await cast(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const ctx = (path: string, cookies: Record<string, string>) => pageContext(path, cookies);

type Result = { notFound?: boolean; props?: { initial: unknown } };

test('an account page and a staff page answer 503 with their shell; a member asking for the back office still gets not-found', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // Nothing listens on port 1: every connection is refused, as with a stopped server.
  const down = await openPostgres('postgresql://nobody:nothing@127.0.0.1:1/none', { migrate: false });
  setDb(down);
  try {
    const account = ctx('/account/addresses', people.member.jar.cookies);
    const page = (await addressesPage(account.context)) as Result;
    expect(account.res.statusCode).toBe(503);
    expect(account.headers.get('retry-after')).toBe('5');
    expect(page.props?.initial).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toMatch(/^\[db\] unavailable: [^\n]+$/);

    const admin = ctx('/admin/prices', people.admin.jar.cookies);
    expect(((await pricesPage(admin.context)) as Result).props?.initial).toBeNull();
    expect(admin.res.statusCode).toBe(503);

    const member = ctx('/admin/prices', people.member.jar.cookies);
    expect(await pricesPage(member.context)).toEqual({ notFound: true });
  } finally {
    errors.mockRestore();
    await down.$disconnect().catch(() => undefined);
    setDb(testDb.db);
  }
  // Back: the same page has its data again.
  const again = ctx('/account/addresses', people.member.jar.cookies);
  expect(((await addressesPage(again.context)) as Result).props?.initial).toEqual([]);
  expect(again.res.statusCode).toBe(200);
});
