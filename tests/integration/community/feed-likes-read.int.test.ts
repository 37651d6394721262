/** @jest-environment node */
// GET /api/community/likes (issue #25; lib/server/feed/feed-likes-of.ts): the feed page's one read of the member's
// likes — each visible card or post item and album with its live count and the member's like (null for a guest);
// hidden, invisible, private and unknown ones left out, an album's item not counted as an item; never cached; a
// malformed or too long list is a 400.
import likesRoute from '@/pages/api/community/likes';
import { FEED_LIKES_MAX } from '@/lib/shared/feed/feed-likes-query';
import type { FeedLikesAnswer } from '@/lib/shared/feed/feed-likes-query';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type SignedIn, signedInMember } from '../account/account-helpers';
import { like } from '../gallery/gallery-helpers';
import { albumInFeed, likeItem, postInFeed } from './community-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const read = (who: SignedIn | null, query: Record<string, string>) =>
  callApi<FeedLikesAnswer>(likesRoute, { method: 'GET', query, cookies: who?.jar.cookies ?? {} });

test('the member’s likes and live counts of what the world may see; a guest gets the counts only; never cached', async () => {
  const { db } = testDb;
  const owner = await signedInMember(db);
  const fan = await signedInMember(db);
  const shown = await albumInFeed(db, owner.member.id, {}, { showCards: true });
  const privateAlbum = await albumInFeed(db, owner.member.id, {}, { showCards: true });
  await db.album.update({ where: { id: privateAlbum.album.id }, data: { isPublic: false } });
  const { item: notice } = await postInFeed(db);
  const { item: hidden } = await postInFeed(db);
  const card = shown.cardItems[0]!;
  for (const answer of [await likeItem('POST', fan, card.id), await likeItem('POST', owner, notice.id), await like('POST', fan, shown.album.id)])
    expect(answer.status).toBe(200);
  await db.feedItem.update({ where: { id: hidden.id }, data: { hiddenAt: new Date(), hiddenReason: 'spam' } });

  const query = {
    items: [card.id, notice.id, hidden.id, shown.albumItem.id, privateAlbum.cardItems[0]!.id, 99_999_999].join(','),
    albums: [shown.album.id, privateAlbum.album.id, 99_999_999].join(','),
  };
  const mine = await read(fan, query);
  expect([mine.status, mine.headers['cache-control']]).toEqual([200, 'private, no-store']);
  expect(mine.body.data).toEqual({
    items: { [card.id]: { liked: true, likeCount: 1 }, [notice.id]: { liked: false, likeCount: 1 } },
    albums: { [shown.album.id]: { liked: true, likeCount: 1 } },
  });
  expect((await read(owner, query)).body.data).toEqual({
    items: { [card.id]: { liked: false, likeCount: 1 }, [notice.id]: { liked: true, likeCount: 1 } },
    albums: { [shown.album.id]: { liked: false, likeCount: 1 } },
  });
  expect((await read(null, query)).body.data).toEqual({
    items: { [card.id]: { liked: null, likeCount: 1 }, [notice.id]: { liked: null, likeCount: 1 } },
    albums: { [shown.album.id]: { liked: null, likeCount: 1 } },
  });
  expect((await read(fan, {})).body.data).toEqual({ items: {}, albums: {} });
});

test('a malformed or too long list is a 400, never cached', async () => {
  const fan = await signedInMember(testDb.db);
  const tooMany = Array.from({ length: FEED_LIKES_MAX + 1 }, (_, index) => index + 1).join(',');
  const exactly = Array.from({ length: FEED_LIKES_MAX }, (_, index) => index + 1).join(',');
  expect((await read(fan, { items: exactly, albums: exactly })).status).toBe(200);
  for (const query of <Record<string, string>[]>[
    { items: tooMany },
    { albums: tooMany },
    { items: '1,,2' },
    { items: '0' },
    { items: 'abc' },
    { albums: '1;2' },
    { items: '12345678901' },
  ]) {
    const answer = await read(fan, query);
    expect([query, answer.status, answer.body.code, answer.headers['cache-control']]).toEqual([query, 400, 'VALIDATION', 'private, no-store']);
  }
  // The largest id the list may spell matches nothing rather than failing.
  expect((await read(fan, { items: '9999999999' })).body.data).toEqual({ items: {}, albums: {} });
});
