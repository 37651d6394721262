/** @jest-environment node */
// Issue #11: a per-request page costs as few database round trips as it needs — my page's dashboard reads the
// profile (whose status is the member's standing, not read twice), the order counts, the recent orders and the orders
// a reminder can come from (issue #24: a refused refund may sit on any order, so no other read can tell), and asks
// whether the session is still live once per render at most (docs/decisions/0007-hardening.md lets a page load reuse
// the answer of the last seconds).
import type { GetServerSidePropsContext } from 'next';
import { type Db, setDb } from '@/lib/server/db/client';
import { getServerSideProps as dashboardPage } from '@/pages/account/dashboard';
import { getServerSideProps as profilePage } from '@/pages/account/profile';
import { forgetFamily, isFamilyLive } from '@/lib/server/auth/session-liveness';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { createOrder, signedInMember } from './account-helpers';

let testDb: TestDb;
const operations: string[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  // Every Prisma operation the page runs, in order (the session check reads through getDb(), so it is counted too).
  const counted = testDb.db.$extends({
    query: {
      $allOperations({ model, operation, args, query }) {
        operations.push(`${model ?? '$'}.${operation}`);
        return query(args);
      },
    },
  });
  setDb(counted as unknown as Db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

function ctx(path: string, cookies: Record<string, string>) {
  const res = { getHeader: () => undefined, setHeader: () => undefined };
  const context = {
    req: { headers: {}, cookies, method: 'GET' },
    res,
    locale: 'zh-TW',
    defaultLocale: 'zh-TW',
    locales: ['zh-TW', 'en', 'ko'],
    resolvedUrl: path,
    query: {},
    params: {},
  };
  return context as unknown as GetServerSidePropsContext;
}

test('the dashboard: one statement of its own (the profile, which gives the standing, and the orders), one liveness check at most', async () => {
  const { member, jar } = await signedInMember(testDb.db);
  await createOrder(testDb.db, member.id, { gradingOrderStatus: 'PROCESSING' });

  operations.length = 0;
  const first = (await dashboardPage(ctx('/account/dashboard', jar.cookies))) as { props?: { initial: unknown } };
  expect(first.props?.initial).toMatchObject({ profile: { mbId: member.mbId }, orderCounts: { all: 1 } });
  expect(operations.filter((op) => op === 'RefreshToken.count')).toHaveLength(1);
  expect(operations).toHaveLength(2);

  // The next page of the visit, a moment later: the liveness answer is reused (SESSION_CHECK_SECONDS).
  operations.length = 0;
  await dashboardPage(ctx('/account/dashboard', jar.cookies));
  // The profile, the counts, the recent orders and the reminders' orders in one statement (lib/server/account/dashboard-reads.ts).
  expect(operations).toEqual(['$.$queryRaw']);
});

test('the profile: one read of the member (with membership and social accounts) gives the page and the standing', async () => {
  const { member, jar } = await signedInMember(testDb.db);
  await profilePage(ctx('/account/profile', jar.cookies));
  operations.length = 0;
  const page = (await profilePage(ctx('/account/profile', jar.cookies))) as { props?: { initial: unknown } };
  expect(page.props?.initial).toMatchObject({ mbId: member.mbId });
  expect(operations).toEqual(['Member.findUnique']);
});

describe('the liveness check under load (lib/server/auth/session-liveness.ts)', () => {
  const checks = () => operations.filter((op) => op === 'RefreshToken.count').length;
  async function family(): Promise<string> {
    const { member } = await signedInMember(testDb.db);
    return (await testDb.db.refreshToken.findFirstOrThrow({ where: { memberId: member.id } })).familyId;
  }

  test('reads of one session at once, its answer run out: one query, every read gets its answer', async () => {
    const familyId = await family();
    operations.length = 0;
    const answers = await Promise.all(Array.from({ length: 10 }, () => isFamilyLive(familyId, { fresh: false })));
    expect(answers).toEqual(Array(10).fill(true));
    expect(checks()).toBe(1);
  });

  test('a change asks the database itself, even while a read is asking', async () => {
    const familyId = await family();
    operations.length = 0;
    await Promise.all([isFamilyLive(familyId, { fresh: false }), isFamilyLive(familyId, { fresh: true }), isFamilyLive(familyId, { fresh: true })]);
    expect(checks()).toBe(3);
  });

  test('a logout on this instance while a read is asking: that answer is not remembered', async () => {
    const familyId = await family();
    operations.length = 0;
    const asked = isFamilyLive(familyId, { fresh: false });
    forgetFamily(familyId);
    expect(await asked).toBe(true); // the database's answer when asked
    await isFamilyLive(familyId, { fresh: false });
    expect(checks()).toBe(2);
  });
});
