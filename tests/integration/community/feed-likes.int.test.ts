/** @jest-environment node */
// Likes of the feed's card and post items (issue #25): a guest is refused with "login required to like" (401, the
// gallery's words), one like per member, unlike takes it back, hidden/invisible/album/unknown items are the same 404,
// and FeedItem.likeCount equals the rows with 25 members liking at once (on PostgreSQL the calls truly overlap; PGlite
// has one connection, so there they run one after the other).
import { memberActor } from '@/lib/server/audit/record-audit';
import { likeFeedItem, unlikeFeedItem } from '@/lib/server/feed/feed-likes';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { together } from '@/tests/helpers/together';
import { signedInMember } from '../account/account-helpers';
import { keyOf } from '../gallery/gallery-helpers';
import { albumInFeed, likeItem, postInFeed } from './community-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

const rowsOf = (feedItemId: number) => testDb.db.feedLike.count({ where: { feedItemId } });
const countOf = async (id: number) => (await testDb.db.feedItem.findUniqueOrThrow({ where: { id } })).likeCount;

test('a guest reads the count and is told to log in to like (401 with the gallery’s words)', async () => {
  const { item } = await postInFeed(testDb.db);
  const read = await likeItem('GET', null, item.id);
  expect([read.status, read.body.data]).toEqual([200, { liked: null, likeCount: 0 }]);
  for (const method of ['POST', 'DELETE'] as const) {
    const refused = await likeItem(method, null, item.id);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Login required to like.');
    expect(keyOf(refused)).toBe('gallery:like.loginRequired');
  }
  expect(await rowsOf(item.id)).toBe(0);
});

test('one like per member on a card or a post; unlike takes it back', async () => {
  const { db } = testDb;
  const owner = await signedInMember(db);
  const fan = await signedInMember(db);
  const { cardItems } = await albumInFeed(db, owner.member.id, {}, { showCards: true });
  const { item: postItem } = await postInFeed(db);
  for (const id of [cardItems[0]!.id, postItem.id]) {
    expect((await likeItem('POST', fan, id)).body.data).toEqual({ liked: true, likeCount: 1 });
    expect((await likeItem('POST', fan, id)).body.data).toEqual({ liked: true, likeCount: 1 });
    expect((await likeItem('GET', fan, id)).body.data).toEqual({ liked: true, likeCount: 1 });
    expect((await likeItem('GET', owner, id)).body.data).toEqual({ liked: false, likeCount: 1 });
    expect((await likeItem('DELETE', fan, id)).body.data).toEqual({ liked: false, likeCount: 0 });
    expect((await likeItem('DELETE', fan, id)).body.data).toEqual({ liked: false, likeCount: 0 });
    expect([await rowsOf(id), await countOf(id)]).toEqual([0, 0]);
    // One audit row per real change: the repeated like and unlike left none.
    const audits = await db.auditLog.findMany({ where: { entity: 'FeedItem', entityId: String(id) }, orderBy: { id: 'asc' } });
    expect(audits.map((row) => [row.action, row.actorId, row.data])).toEqual([
      ['feedItem.liked', fan.member.id, { likeCount: 1 }],
      ['feedItem.unliked', fan.member.id, { likeCount: 0 }],
    ]);
  }
});

test('hidden, invisible, album, unknown and malformed items: the same 404; a guest gets 401 first', async () => {
  const { db } = testDb;
  const owner = await signedInMember(db);
  const fan = await signedInMember(db);
  const shown = await albumInFeed(db, owner.member.id, {}, { showCards: true });
  const privateAlbum = await albumInFeed(db, owner.member.id, {}, { showCards: true });
  await db.album.update({ where: { id: privateAlbum.album.id }, data: { isPublic: false } });
  const { item: hidden } = await postInFeed(db);
  await db.feedItem.update({ where: { id: hidden.id }, data: { hiddenAt: new Date(), hiddenReason: 'spam' } });
  const { item: future } = await postInFeed(db, { publishedAt: new Date(Date.now() + 3_600_000) });
  const ids = [shown.albumItem.id, privateAlbum.cardItems[0]!.id, hidden.id, future.id, 99_999_999, 'abc', '012', '1.5', '99999999999'];
  for (const id of ids) {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const answer = await likeItem(method, fan, id);
      expect([id, method, answer.status, answer.body.code]).toEqual([id, method, 404, 'NOT_FOUND']);
    }
    expect((await likeItem('POST', null, id)).status).toBe(401);
  }
  expect(await db.feedLike.count({ where: { memberId: fan.member.id } })).toBe(0);
});

test('25 members like at once, then unlike at once: the count always equals the rows', async () => {
  const { db } = testDb;
  const { item } = await postInFeed(db);
  const members = [];
  for (let index = 0; index < 25; index += 1) members.push(await signedInMember(db));
  const liked = await together(
    testDb,
    members.flatMap((member) => [() => likeFeedItem(db, memberActor(member.member), item.id), () => likeFeedItem(db, memberActor(member.member), item.id)]),
  );
  expect(liked.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
  expect([await rowsOf(item.id), await countOf(item.id)]).toEqual([25, 25]);
  const unliked = await together(
    testDb,
    members.map((member) => () => unlikeFeedItem(db, memberActor(member.member), item.id)),
  );
  expect(unliked.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
  expect([await rowsOf(item.id), await countOf(item.id)]).toEqual([0, 0]);
});
