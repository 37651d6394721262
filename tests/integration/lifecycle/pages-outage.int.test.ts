/** @jest-environment node */
// Signed-in pages while the database cannot be reached (issue #23): 503 with Retry-After and one log line, the page's
// shell without its data (its own query says to try again) — never a 500 page; the back office's shell only for staff.
// The submit wizard is such a page too (its draft lives in the browser). Pages that show the message instead:
// pages-outage-message.int.test.ts.
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { getServerSideProps as addressesPage } from '@/pages/account/addresses';
import { getServerSideProps as pricesPage } from '@/pages/admin/prices';
import { getServerSideProps as gradingWizard } from '@/pages/grading/submit/[[...step]]';
import { getServerSideProps as reholderWizard } from '@/pages/reholder/submit/[[...step]]';
import { duringOutage, expectOutageAnswer } from '@/tests/helpers/db-outage';
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

type Result = { notFound?: boolean; props?: { initial: unknown; step?: string; paymentMethods?: unknown } };

test('an account page, a staff page and the submit wizard answer 503 with their shell; a member asking for the back office still gets not-found', async () => {
  await duringOutage(testDb.db, async (errors) => {
    const account = ctx('/account/addresses', people.member.jar.cookies);
    const page = (await addressesPage(account.context)) as Result;
    expectOutageAnswer(account.res, account.headers, errors);
    expect(page.props?.initial).toBeNull();

    const admin = ctx('/admin/prices', people.admin.jar.cookies);
    expect(((await pricesPage(admin.context)) as Result).props?.initial).toBeNull();
    expect(admin.res.statusCode).toBe(503);

    const member = ctx('/admin/prices', people.member.jar.cookies);
    expect(await pricesPage(member.context)).toEqual({ notFound: true });

    // The wizard: its step and payment methods, without the member's data (the client asks for it again).
    for (const [path, page] of [
      ['/grading/submit', gradingWizard],
      ['/reholder/submit', reholderWizard],
    ] as const) {
      errors.mockClear();
      const wizard = ctx(path, people.member.jar.cookies);
      const props = ((await page(wizard.context)) as Result).props;
      expectOutageAnswer(wizard.res, wizard.headers, errors);
      expect(props).toMatchObject({ initial: null, step: 'cards', paymentMethods: { TWD: expect.any(Array), KRW: expect.any(Array), USD: expect.any(Array) } });
    }
  });
  // Back: the same page has its data again.
  const again = ctx('/account/addresses', people.member.jar.cookies);
  expect(((await addressesPage(again.context)) as Result).props?.initial).toEqual([]);
  expect(again.res.statusCode).toBe(200);
  const wizard = ctx('/grading/submit', people.member.jar.cookies);
  expect(((await gradingWizard(wizard.context)) as Result).props?.initial).toMatchObject({ addresses: [], phoneVerified: expect.any(Boolean) });
  expect(wizard.res.statusCode).toBe(200);
});
