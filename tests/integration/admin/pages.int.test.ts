/** @jest-environment node */
// Server side of the ADMIN tools' pages (issue #10): an ADMIN gets the page with its data rendered on the server, with
// the search or filter of the URL; STAFF and members get the not-found page (the back office does not announce its
// admin tools); an unknown or malformed member id is not found.
import { getServerSideProps as inquiriesPage } from '@/pages/admin/inquiries';
import { getServerSideProps as memberPage } from '@/pages/admin/members/[mbId]';
import { getServerSideProps as membersPage } from '@/pages/admin/members/index';
import { getServerSideProps as pricesPage } from '@/pages/admin/prices';
import { seedPricePolicy } from '@/lib/server/seed/seed-price-policy';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { pageContext } from '@/tests/helpers/page-context';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Cast, cast } from './admin-helpers';

let testDb: TestDb;
let people: Cast;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
  await seedPricePolicy(testDb.db);
  people = await cast(testDb.db);
  await testDb.db.partnerInquiry.create({ data: { company: 'Card Corner', description: 'Hello', email: 'shop@corner.test', status: 'IN_PROGRESS' } });
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const ctx = (path: string, cookies: Record<string, string>, query: Record<string, string> = {}, params: Record<string, string> = {}) =>
  pageContext(path, cookies, query, params).context;

type Result = { notFound?: boolean; props?: { initial: unknown; mbId?: string } };

test('an ADMIN gets each page with its data; STAFF and members the not-found page', async () => {
  const admin = people.admin.jar.cookies;
  const prices = (await pricesPage(ctx('/admin/prices', admin))) as Result;
  expect(prices.props?.initial).toMatchObject({
    policies: [{ currency: 'TWD', policy: { services: expect.any(Array) } }, { currency: 'USD' }, { currency: 'KRW' }],
  });

  const members = (await membersPage(ctx('/admin/members?role=STAFF', admin, { role: 'STAFF' }))) as Result;
  expect(members.props?.initial).toMatchObject({ search: { role: 'STAFF', page: 1 }, page: { total: 1, items: [{ mbId: people.staff.member.mbId }] } });

  const member = (await memberPage(ctx(`/admin/members/${people.member.member.mbId}`, admin, {}, { mbId: people.member.member.mbId }))) as Result;
  expect(member.props).toMatchObject({ mbId: people.member.member.mbId, initial: { mbEmail: people.member.member.mbEmail, isSelf: false } });
  expect(JSON.stringify(member.props)).not.toContain('passwordHash');

  const inquiries = (await inquiriesPage(ctx('/admin/inquiries?status=IN_PROGRESS', admin, { status: 'IN_PROGRESS' }))) as Result;
  expect(inquiries.props?.initial).toMatchObject({ list: { status: 'IN_PROGRESS' }, page: { total: 1, items: [{ company: 'Card Corner' }] } });

  for (const who of [people.staff, people.member]) {
    const cookies = who.jar.cookies;
    expect(await pricesPage(ctx('/admin/prices', cookies))).toEqual({ notFound: true });
    expect(await membersPage(ctx('/admin/members', cookies))).toEqual({ notFound: true });
    expect(await memberPage(ctx('/admin/members/x', cookies, {}, { mbId: people.member.member.mbId }))).toEqual({ notFound: true });
    expect(await inquiriesPage(ctx('/admin/inquiries', cookies))).toEqual({ notFound: true });
  }
});

test('a bad filter in the URL shows the first unfiltered page; an unknown or malformed member id is not found', async () => {
  const admin = people.admin.jar.cookies;
  const members = (await membersPage(ctx('/admin/members?page=zero', admin, { page: 'zero', role: 'ROOT' }))) as Result;
  expect(members.props?.initial).toMatchObject({ search: { q: '', role: null, status: null, page: 1 } });
  for (const mbId of ['00000000-0000-4000-8000-000000000000', 'not a member']) {
    expect(await memberPage(ctx(`/admin/members/${mbId}`, admin, {}, { mbId }))).toEqual({ notFound: true });
  }
});
