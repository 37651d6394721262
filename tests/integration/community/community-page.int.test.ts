/** @jest-environment node */
// /community's data function (issue #25, docs/decisions/0014-static-pages.md): the feed's first page in the page's
// language with its namespaces, the cursor of the next page, renewed within COMMUNITY_PAGE_SECONDS or when a scheduled
// post comes due, whichever is sooner; a deeper path is no page.
import type { GetStaticPropsResult } from 'next';
import { COMMUNITY_PAGE_SECONDS, type CommunityPageProps, communityStaticProps } from '@/lib/server/feed/community-page-props';
import { FEED_PAGE_SIZE } from '@/lib/shared/feed/feed-views';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { postInFeed } from './community-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

type Props = CommunityPageProps & { _nextI18Next?: { initialLocale: string; ns: string[] } };
const page = async (index?: string[], locale = 'en') => (await communityStaticProps({ params: index ? { index } : {}, locale })) as GetStaticPropsResult<Props>;

test('the first page in the page’s language, the next cursor, renewed within COMMUNITY_PAGE_SECONDS', async () => {
  for (let index = 0; index < FEED_PAGE_SIZE + 2; index += 1)
    await postInFeed(testDb.db, { title: `Notice ${index}`, publishedAt: new Date(Date.now() - 60_000 + index) });
  const result = await page();
  if (!('props' in result)) throw new Error('no props');
  expect(result.props.items).toHaveLength(FEED_PAGE_SIZE);
  expect(result.props.items[0]).toMatchObject({ kind: 'POST', post: { title: `Notice ${FEED_PAGE_SIZE + 1} (en)` } });
  expect(result.props.nextCursor).toMatch(/^\d+-\d+$/);
  expect(result.props._nextI18Next?.ns).toEqual(expect.arrayContaining(['common', 'community', 'gallery']));
  expect(result.revalidate).toBe(COMMUNITY_PAGE_SECONDS);
});

test('a post scheduled within the renewal time renews the page when it comes due', async () => {
  await postInFeed(testDb.db, { publishedAt: new Date(Date.now() + 30_000) });
  const result = await page(undefined, 'ko');
  if (!('props' in result)) throw new Error('no props');
  expect(result.revalidate).toBeGreaterThanOrEqual(1);
  expect(result.revalidate).toBeLessThanOrEqual(31);
});

test('a deeper path is not a page', async () => {
  expect(await page(['2'])).toEqual({ notFound: true, revalidate: COMMUNITY_PAGE_SECONDS });
});
