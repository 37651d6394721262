/** @jest-environment node */
// Pages rendered per request that have nothing to show without their data, while the database cannot be reached
// (issue #23, lib/server/db/unavailable-page.ts): 503 with Retry-After, one log line and the message (ErrorScreen's
// `unavailable`) — never a 500 page — and the same page works again once the database is back. The pages that render
// their shell instead: pages-outage.int.test.ts.
import type { GetServerSidePropsContext } from 'next';
import { type PendingSignIn, setPendingCookie } from '@/lib/server/oauth/flow-cookies';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { getServerSideProps as labelPage } from '@/pages/certification/label/[serial]';
import { getServerSideProps as reportPage } from '@/pages/certification/report/[serial]';
import { getServerSideProps as outboxPage } from '@/pages/dev/outbox';
import { getServerSideProps as dormancyPage } from '@/pages/dormancy';
import { getServerSideProps as logoutPage } from '@/pages/logout';
import { getServerSideProps as sandboxPage } from '@/pages/payments/sandbox/[paymentId]';
import { getServerSideProps as resetPasswordPage } from '@/pages/reset-password';
import { getServerSideProps as signUpCompletePage } from '@/pages/sign-up-complete';
import { getServerSideProps as agreePage } from '@/pages/social/agree';
import { getServerSideProps as linkPage } from '@/pages/social/link';
import { type SignedIn, signedInMember } from '@/tests/integration/account/account-helpers';
import { publishedCertificate } from '@/tests/integration/certificates/scan-helpers';
import { duringOutage, expectOutageAnswer } from '@/tests/helpers/db-outage';
import { pageContext } from '@/tests/helpers/page-context';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
let serial: string;
let dormant: SignedIn;
let member: SignedIn;
let leaving: SignedIn;
let linking: SignedIn;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  serial = (await publishedCertificate(testDb.db)).serial;
  dormant = await signedInMember(testDb.db, { mbStatus: 'DORMANCY', mbNick: 'Sleepy' });
  member = await signedInMember(testDb.db);
  leaving = await signedInMember(testDb.db);
  linking = await signedInMember(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

/** The signed cookie of a pending social sign-in, as the provider's callback leaves it. */
async function pendingCookie(kind: PendingSignIn['kind'], email: string): Promise<Record<string, string>> {
  const { res, headers } = pageContext('/', {});
  await setPendingCookie(res as never, { kind, provider: 'kakao', providerUserId: 'k-1', email, name: 'Kim', returnUrl: '/', locale: 'en' });
  const [cookie] = headers.get('set-cookie') as string[];
  const [name, value] = cookie!.split(';', 1)[0]!.split('=') as [string, string];
  return { [name]: value };
}

type Page = (ctx: GetServerSidePropsContext) => Promise<unknown>;
type Visit = ReturnType<typeof pageContext>;
type Answer = { props?: Record<string, unknown>; redirect?: { destination: string }; notFound?: true };

/** Each page, how it is asked for, and what it answers once the database is back. */
const PAGES: [string, Page, () => Promise<Visit>, (answer: Answer, visit: Visit) => void][] = [
  [
    'a scanned label',
    labelPage,
    async () => pageContext(`/certification/label/${serial}`, {}, { k: 'nokey', s: 'nosig' }, { serial }),
    (answer) => expect(answer.props).toMatchObject({ certificate: { serial }, verdict: expect.any(Object) }),
  ],
  [
    'the report form',
    reportPage,
    async () => pageContext(`/certification/report/${serial}`, {}, {}, { serial }),
    (answer) => expect(answer.props).toMatchObject({ serial }),
  ],
  [
    'the dormancy page',
    dormancyPage,
    async () => pageContext('/dormancy', dormant.jar.cookies),
    (answer) => expect(answer.props).toMatchObject({ nick: 'Sleepy' }),
  ],
  [
    'the sandbox payment page',
    sandboxPage,
    async () => pageContext('/payments/sandbox/sbx_nope', member.jar.cookies, {}, { paymentId: 'sbx_nope' }),
    (answer) => expect(answer).toEqual({ notFound: true }),
  ],
  [
    'the development outbox',
    outboxPage,
    async () => pageContext('/dev/outbox', {}),
    (answer) => expect(answer.props).toMatchObject({ to: '', messages: expect.any(Array) }),
  ],
  [
    'a password reset link',
    resetPasswordPage,
    async () => pageContext('/reset-password', {}, { token: 'not-a-live-token' }),
    // The link is checked again: unknown, so the page says so (not before, while it could not be checked).
    (answer) => expect(answer.props).toMatchObject({ token: null }),
  ],
  [
    'an e-mail verification link',
    signUpCompletePage,
    async () => pageContext('/sign-up-complete', {}, { token: 'not-a-live-token' }),
    (answer) => expect(answer.props).toMatchObject({ state: 'linkFailed' }),
  ],
  [
    'a social link to confirm',
    linkPage,
    async () => pageContext('/social/link', await pendingCookie('link', linking.member.mbEmail)),
    (answer) => expect(answer.props).toMatchObject({ view: { email: linking.member.mbEmail, provider: 'kakao' } }),
  ],
  [
    'the logout',
    logoutPage,
    async () => pageContext('/logout', leaving.jar.cookies),
    // Only now is the session ended and are the cookies cleared (during the outage they were kept).
    (answer, visit) => {
      expect(answer).toEqual({ redirect: { destination: '/en', permanent: false } });
      expect(visit.headers.get('set-cookie')).toEqual(expect.arrayContaining([expect.stringMatching(/^acc=;/)]));
    },
  ],
];

test.each(PAGES)('%s answers 503 with the message while the database is down, and works again after', async (_name, page, visit, back) => {
  await duringOutage(testDb.db, async (errors) => {
    const during = await visit();
    const answer = (await page(during.context)) as Answer;
    expectOutageAnswer(during.res, during.headers, errors);
    expect(answer).toEqual({
      props: expect.objectContaining({ unavailable: true, _nextI18Next: expect.objectContaining({ ns: expect.arrayContaining(['common', 'errors']) }) }),
    });
    expect(during.headers.has('set-cookie')).toBe(false);
  });
  const after = await visit();
  back((await page(after.context)) as Answer, after);
  expect(after.res.statusCode).toBe(200);
});

test('a pending social sign-up needs no database to show its terms: it renders as usual during an outage', async () => {
  await duringOutage(testDb.db, async (errors) => {
    const visit = pageContext('/social/agree', await pendingCookie('signup', 'new@example.test'));
    expect(((await agreePage(visit.context)) as Answer).props).toMatchObject({ view: { email: 'new@example.test', provider: 'kakao' } });
    expect(visit.res.statusCode).toBe(200);
    expect(errors).not.toHaveBeenCalled();
  });
});
