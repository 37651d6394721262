/** @jest-environment node */
// The collection's pages on the server (issue #25): the member's own page of cards for the URL's filters (a value the
// schema refuses is dropped, the rest kept), the portfolio, and /login for guests.
import type { CollectionPage, PortfolioView } from '@/lib/shared/collection/views';
import { getServerSideProps as collectionPage } from '@/pages/account/collection/index';
import { getServerSideProps as portfolioPage } from '@/pages/account/collection/portfolio';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { signedInMember } from '@/tests/integration/account/account-helpers';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { pageContext } from '@/tests/helpers/page-context';
import { ownedCertificate } from './collection-helpers';

const ctx = (path: string, query: Record<string, string>, cookies: Record<string, string> = {}) => pageContext(path, cookies, query).context;

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

type Result<T> = { redirect?: { destination: string }; props?: { initial: T } };

test("the URL's filters, read with the API's schema: a refused value dropped, the rest kept; only her cards", async () => {
  const alice = await signedInMember(testDb.db);
  const bob = await signedInMember(testDb.db);
  const authentic = await ownedCertificate(testDb.db, alice.member.id, { grade: null, authentic: true });
  await ownedCertificate(testDb.db, alice.member.id, { grade: 9, authentic: false });
  await ownedCertificate(testDb.db, bob.member.id, { grade: null, authentic: true });

  const result = (await collectionPage(
    ctx('/en/account/collection?grade=A&year=abc', { grade: 'A', year: 'abc' }, alice.jar.cookies),
  )) as Result<CollectionPage>;
  expect(result.props?.initial).toMatchObject({ query: { grade: 'A', sort: 'recent', page: 1 }, total: 1 });
  expect(result.props?.initial.items.map((item) => item.serial)).toEqual([authentic.serial]);

  const portfolio = (await portfolioPage(ctx('/en/account/collection/portfolio', {}, alice.jar.cookies))) as Result<PortfolioView>;
  expect(portfolio.props?.initial).toMatchObject({ cards: 2, gemRate: 0, graded: 1 });
});

test('guests go to the login, and come back', async () => {
  for (const [page, path] of [
    [collectionPage, '/account/collection'],
    [portfolioPage, '/account/collection/portfolio'],
  ] as const) {
    const result = (await page(ctx(path, {}))) as Result<unknown>;
    expect(result.redirect?.destination).toMatch(new RegExp(`^/en/login\\?returnUrl=${encodeURIComponent(path).replaceAll('/', '%2F')}`));
  }
});
