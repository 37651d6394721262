/** @jest-environment node */
// The lab's notices and events join the community feed (issue #25) in the transaction that creates them — through the
// admin's editor and the demo seed — at their publishedAt: a post scheduled for later is in the feed from then on, and
// an admin moving the date moves the item. A post's change also regenerates /community (pagesShowing).
import { createPost } from '@/lib/server/admin-content/create-post';
import { updatePost } from '@/lib/server/admin-content/update-post';
import { listFeed } from '@/lib/server/feed/list-feed';
import { seedContent } from '@/lib/server/seed/seed-content';
import { pagesShowing } from '@/lib/shared/static-pages';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { signedInMember } from '../account/account-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const input = (slug: string, publishedAt: string) => ({
  kind: 'NOTICE' as const,
  slug,
  pinned: false,
  publishedAt,
  startsAt: null,
  endsAt: null,
  translations: {
    'zh-TW': { title: '公告', summary: '摘要', body: '內文。' },
    en: { title: 'Notice', summary: 'Summary', body: 'Body.' },
    ko: { title: '', summary: '', body: '' },
  },
});

test('an admin’s notice joins the feed at its publishedAt; a scheduled one later; a moved date moves it', async () => {
  const { db } = testDb;
  const admin = await signedInMember(db, { role: 'ADMIN' });
  const session = { memberId: admin.member.id, role: 'ADMIN' as const };
  const now = await createPost(db, session, input('feed-now', new Date(Date.now() - 1000).toISOString()));
  const later = new Date(Date.now() + 86_400_000);
  const scheduled = await createPost(db, session, input('feed-later', later.toISOString()));
  const nowItem = await db.feedItem.findFirstOrThrow({ where: { postId: now.id } });
  const laterItem = await db.feedItem.findFirstOrThrow({ where: { postId: scheduled.id } });
  expect(laterItem.createdAt).toEqual(later);
  const ids = (await listFeed(db, { locale: 'en' })).items.map((item) => item.id);
  expect(ids).toContain(nowItem.id);
  expect(ids).not.toContain(laterItem.id);
  expect((await listFeed(db, { locale: 'en', now: new Date(later.getTime() + 1000) })).items.map((item) => item.id)).toContain(laterItem.id);

  // Brought forward by the admin: in the feed now, still one item.
  const earlier = new Date(Date.now() - 60_000).toISOString();
  await updatePost(db, session, scheduled.id, input('feed-later', earlier));
  expect(await db.feedItem.count({ where: { postId: scheduled.id } })).toBe(1);
  expect((await listFeed(db, { locale: 'en' })).items.map((item) => item.id)).toContain(laterItem.id);
});

test('the demo seed’s notices and events are in the feed, once, however often it runs', async () => {
  const { db } = testDb;
  await seedContent(db, { demo: true });
  await seedContent(db, { demo: true });
  const posts = await db.post.findMany({ select: { id: true, publishedAt: true, feedItems: { select: { createdAt: true } } } });
  expect(posts.length).toBeGreaterThan(2);
  for (const post of posts) expect(post.feedItems).toEqual([{ createdAt: post.publishedAt }]);
});

test('a post’s change regenerates the community feed’s first page in every language', () => {
  expect(pagesShowing('events', { slugs: ['x'] })).toEqual(expect.arrayContaining(['/community', '/en/community', '/ko/community']));
});
