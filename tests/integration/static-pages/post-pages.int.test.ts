/** @jest-environment node */
// docs/decisions/0014-static-pages.md: the cached /notices and /events pages regenerate by themselves when time alone
// changes them — a scheduled post going public, an event starting or ending — and never serve a deeper path.
import { nextPostChange } from '@/lib/server/content/next-post-change';
import { postPageProps } from '@/lib/server/content/post-page-props';
import { setDb } from '@/lib/server/db/client';
import { createPost } from '@/tests/factories/post';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
const now = new Date();
const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1000);

beforeAll(async () => {
  testDb = await createTestDb();
  setDb(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

test('nothing scheduled: no moment, the page waits for an edit', async () => {
  await createPost(testDb.db, { kind: 'NOTICE', slug: 'open-notice', publishedAt: inSeconds(-3600) });
  expect(await nextPostChange(testDb.db, 'NOTICE', now)).toBeNull();
  const result = await postPageProps('NOTICE')({ locale: 'en', params: {} });
  expect(result).not.toHaveProperty('revalidate');
  expect(result).toMatchObject({ props: { view: 'list', posts: [expect.objectContaining({ slug: 'open-notice' })] } });
});

test('a scheduled notice: the list and its (still missing) article regenerate when it goes public', async () => {
  await createPost(testDb.db, { kind: 'NOTICE', slug: 'later-notice', publishedAt: inSeconds(7200) });
  await createPost(testDb.db, { kind: 'NOTICE', slug: 'much-later', publishedAt: inSeconds(86_400) });
  expect(await nextPostChange(testDb.db, 'NOTICE', now)).toEqual(inSeconds(7200));
  const list = (await postPageProps('NOTICE')({ locale: 'zh-TW', params: {} })) as { revalidate: number; props: { posts: { slug: string }[] } };
  expect(list.revalidate).toBeGreaterThan(7100);
  expect(list.revalidate).toBeLessThanOrEqual(7201);
  expect(list.props.posts.map((post) => post.slug)).not.toContain('later-notice');
  const article = await postPageProps('NOTICE')({ locale: 'zh-TW', params: { slug: ['later-notice'] } });
  expect(article).toMatchObject({ notFound: true, revalidate: expect.any(Number) });
});

test('an event: the next start or end, whichever comes first; notices do not count', async () => {
  await createPost(testDb.db, { kind: 'EVENT', slug: 'running-show', publishedAt: inSeconds(-86_400), startsAt: inSeconds(-3600), endsAt: inSeconds(1800) });
  await createPost(testDb.db, { kind: 'EVENT', slug: 'next-show', publishedAt: inSeconds(-86_400), startsAt: inSeconds(600), endsAt: inSeconds(90_000) });
  expect(await nextPostChange(testDb.db, 'EVENT', now)).toEqual(inSeconds(600));
  const article = (await postPageProps('EVENT')({ locale: 'ko', params: { slug: ['running-show'] } })) as { revalidate: number; props: { view: string } };
  expect(article.props.view).toBe('article');
  expect(article.revalidate).toBeLessThanOrEqual(601);
});

test('a deeper path or another kind’s slug is not a page', async () => {
  expect(await postPageProps('NOTICE')({ locale: 'en', params: { slug: ['open-notice', 'extra'] } })).toEqual({ notFound: true });
  expect(await postPageProps('EVENT')({ locale: 'en', params: { slug: ['open-notice'] } })).toMatchObject({ notFound: true });
});
