/** @jest-environment node */
// Server side of the account pages (docs/product/storefront.md#route-guards): who sees what, and where everyone else
// goes.
import type { GetServerSidePropsContext } from 'next';
import { getServerSideProps as accountIndex } from '@/pages/account/index';
import { getServerSideProps as dashboardPage } from '@/pages/account/dashboard';
import { getServerSideProps as addressesPage } from '@/pages/account/addresses';
import { getServerSideProps as profilePage } from '@/pages/account/profile';
import { getServerSideProps as dormancyPage } from '@/pages/dormancy';
import { getServerSideProps as logoutPage } from '@/pages/logout';
import { accountPageProps } from '@/lib/server/account/account-page';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { createOrder, signedInMember } from './account-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

function ctx(path: string, cookies: Record<string, string> = {}, locale = 'zh-TW') {
  const headers = new Map<string, unknown>();
  const res = { getHeader: (n: string) => headers.get(n.toLowerCase()), setHeader: (n: string, v: unknown) => headers.set(n.toLowerCase(), v) };
  const context = {
    req: { headers: {}, cookies },
    res,
    locale,
    defaultLocale: 'zh-TW',
    locales: ['zh-TW', 'en', 'ko'],
    resolvedUrl: path,
    query: {},
    params: {},
  };
  return { context: context as unknown as GetServerSidePropsContext, setCookies: () => (headers.get('set-cookie') as string[] | undefined) ?? [] };
}

type Result = { redirect?: { destination: string }; props?: { initial: unknown } };

test('/account opens the dashboard, keeping the language', async () => {
  expect(await accountIndex(ctx('/account').context)).toEqual({ redirect: { destination: '/account/dashboard', permanent: false } });
  expect(await accountIndex(ctx('/account', {}, 'en').context)).toEqual({ redirect: { destination: '/en/account/dashboard', permanent: false } });
});

test("the dashboard renders the member's own data on the server", async () => {
  const { member, jar } = await signedInMember(testDb.db);
  await createOrder(testDb.db, member.id, { gradingOrderStatus: 'PROCESSING' });
  const result = (await dashboardPage(ctx('/account/dashboard', jar.cookies).context)) as Result;
  expect(result.props?.initial).toMatchObject({
    profile: { mbId: member.mbId },
    orderCounts: { all: 1, awaitingPayment: 0, inProcess: 1, cancel: 0, refund: 0, complete: 0 },
    recentOrders: [{ status: 'PROCESSING' }],
  });
});

test('an expired access token with a refresh cookie renders without data (the client renews); no session → /login', async () => {
  const { jar } = await signedInMember(testDb.db);
  const { acc: _acc, ...withoutAccess } = jar.cookies;
  const expired = (await addressesPage(ctx('/account/addresses', withoutAccess).context)) as Result;
  expect(expired.props?.initial).toBeNull();
  const none = (await addressesPage(ctx('/account/addresses').context)) as Result;
  expect(none.redirect?.destination).toBe('/login?returnUrl=%2Faccount%2Faddresses');
  const ko = (await addressesPage(ctx('/account/addresses', {}, 'ko').context)) as Result;
  expect(ko.redirect?.destination).toBe('/ko/login?returnUrl=%2Faccount%2Faddresses');
});

// Both pages whose load reads the member's row take the standing from it (accountPageProps' statusOf); the answers
// must be those of the separate status read.
describe.each([
  ['/account/dashboard', dashboardPage],
  ['/account/profile', profilePage],
])('%s', (path, page) => {
  test('a dormant member goes to /dormancy; a withdrawn one (token still valid) is logged out', async () => {
    const dormant = await signedInMember(testDb.db, { mbStatus: 'DORMANCY' });
    expect(((await page(ctx(path, dormant.jar.cookies).context)) as Result).redirect?.destination).toBe('/dormancy');
    const leaving = await signedInMember(testDb.db);
    await testDb.db.member.update({ where: { id: leaving.member.id }, data: { mbStatus: 'WITHDRAWN' } });
    expect(((await page(ctx(path, leaving.jar.cookies).context)) as Result).redirect?.destination).toBe('/logout');
  });

  test('a session ended elsewhere and a member not verified are logged out; the redirects keep the language', async () => {
    const revoked = await signedInMember(testDb.db);
    await testDb.db.refreshToken.updateMany({ where: { memberId: revoked.member.id }, data: { revokedAt: new Date() } });
    expect(((await page(ctx(path, revoked.jar.cookies).context)) as Result).redirect?.destination).toBe('/logout');
    const unverified = await signedInMember(testDb.db);
    await testDb.db.member.update({ where: { id: unverified.member.id }, data: { mbStatus: 'NOT_APPROVED' } });
    expect(((await page(ctx(path, unverified.jar.cookies).context)) as Result).redirect?.destination).toBe('/logout');
    const english = await signedInMember(testDb.db, { mbStatus: 'DORMANCY' });
    expect(((await page(ctx(`/en${path}`, english.jar.cookies, 'en').context)) as Result).redirect?.destination).toBe('/en/dormancy');
  });

  test('an active member gets the page with their own data', async () => {
    const { member, jar } = await signedInMember(testDb.db);
    const result = (await page(ctx(path, jar.cookies).context)) as Result;
    expect(result.redirect).toBeUndefined();
    expect(JSON.stringify(result.props?.initial)).toContain(member.mbId);
  });
});

// Issue #11: a page's load runs beside the session's checks, yet the standing decides first, whatever the load did.
test('a dormant member is redirected whether the load answered, failed or threw at once; an active one sees its error', async () => {
  const dormant = await signedInMember(testDb.db, { mbStatus: 'DORMANCY' });
  const loads = [
    async () => 'data',
    async () => Promise.reject(new Error('load failed')),
    () => {
      throw new Error('refused at once');
    },
  ];
  for (const load of loads) {
    const result = (await accountPageProps(ctx('/account/addresses', dormant.jar.cookies).context, ['account'], load as () => Promise<string>)) as Result;
    expect(result.redirect?.destination).toBe('/dormancy');
  }
  const active = await signedInMember(testDb.db);
  await expect(accountPageProps(ctx('/account/addresses', active.jar.cookies).context, ['account'], loads[2] as () => Promise<string>)).rejects.toThrow(
    'refused at once',
  );
  const page = (await accountPageProps(ctx('/account/addresses', active.jar.cookies).context, ['account'], loads[0]!)) as Result;
  expect(page.props?.initial).toBe('data');
});

test('/dormancy: dormant members stay, active members go home, visitors go to login', async () => {
  const dormant = await signedInMember(testDb.db, { mbStatus: 'DORMANCY', mbNick: 'sleeper1' });
  expect(((await dormancyPage(ctx('/dormancy', dormant.jar.cookies).context)) as { props: { nick: string } }).props.nick).toBe('sleeper1');
  const active = await signedInMember(testDb.db);
  expect(((await dormancyPage(ctx('/dormancy', active.jar.cookies).context)) as Result).redirect?.destination).toBe('/');
  expect(((await dormancyPage(ctx('/dormancy').context)) as Result).redirect?.destination).toBe('/login?returnUrl=%2Fdormancy');
});

test('/logout revokes the session on the server, clears the cookies and goes home', async () => {
  const { member, jar } = await signedInMember(testDb.db);
  const { context, setCookies } = ctx('/logout', jar.cookies);
  expect(await logoutPage(context)).toEqual({ redirect: { destination: '/', permanent: false } });
  expect(setCookies().filter((c) => /^(acc|rft|user)=;/.test(c))).toHaveLength(3);
  expect(await testDb.db.refreshToken.count({ where: { memberId: member.id, revokedAt: null } })).toBe(0);
});
