/** @jest-environment node */
// Cached pages told with the change (issue #23, decision 0027): a content change writes the PageInvalidation rows every
// instance's cache polls in its own transaction, so a process that dies right after the commit — its after-change hook
// never runs, as here — still leaves no other instance serving the old page. A post's article is named under its old
// and new slug.
import postEntryRoute from '@/pages/api/admin/posts/[id]';
import postsRoute from '@/pages/api/admin/posts/index';
import faqRoute from '@/pages/api/admin/faq/index';
import type { AdminFaqEntry, AdminPost } from '@/lib/shared/admin-content/views';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Cast, callAs, signInCast } from './content-helpers';

// The process "dies" after the commit: nothing after it runs.
jest.mock('@/lib/server/admin-content/after-change', () => ({ afterContentChange: jest.fn(async () => undefined) }));

let testDb: TestDb;
let cast: Cast;

beforeAll(async () => {
  testDb = await createTestDb();
  cast = await signInCast(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const told = async (since: number) =>
  (await testDb.db.pageInvalidation.findMany({ where: { id: { gt: since } }, orderBy: { id: 'asc' } })).map((row) => row.path).sort();
const last = async () => (await testDb.db.pageInvalidation.findFirst({ orderBy: { id: 'desc' } }))?.id ?? 0;

test('a FAQ entry: /about-us/faq in every locale is told in the change itself', async () => {
  const since = await last();
  const answer = await callAs<AdminFaqEntry>(cast.admin, faqRoute, {
    method: 'POST',
    body: { topic: 'shipping', translations: { 'zh-TW': { question: '多久會寄回？', answer: '鑑定完成後寄出。' } } },
  });
  expect(answer.status).toBe(201);
  expect(await told(since)).toEqual(['/en/about-us/faq', '/ko/about-us/faq', '/zh-TW/about-us/faq']);
});

test('a notice created, then its slug changed: the list and the article under both slugs', async () => {
  const body = {
    kind: 'NOTICE',
    slug: 'told-in-change',
    pinned: false,
    publishedAt: '2026-01-01T00:00:00+08:00',
    startsAt: null,
    endsAt: null,
    translations: { 'zh-TW': { title: '公告', summary: '摘要', body: '內文。' } },
  };
  let since = await last();
  const created = await callAs<AdminPost>(cast.admin, postsRoute, { method: 'POST', body });
  expect(created.status).toBe(201);
  // The community feed lists the lab's notices (issue #25).
  expect(await told(since)).toEqual([
    '/en/community',
    '/en/notices',
    '/en/notices/told-in-change',
    '/ko/community',
    '/ko/notices',
    '/ko/notices/told-in-change',
    '/zh-TW/community',
    '/zh-TW/notices',
    '/zh-TW/notices/told-in-change',
  ]);
  since = await last();
  const post = created.body.data!;
  const renamed = await callAs<AdminPost>(cast.admin, postEntryRoute, {
    method: 'PUT',
    query: { id: String(post.id) },
    body: { ...body, slug: 'told-renamed' },
  });
  expect(renamed.status).toBe(200);
  expect(await told(since)).toEqual(expect.arrayContaining(['/zh-TW/notices', '/zh-TW/notices/told-in-change', '/zh-TW/notices/told-renamed']));
});
