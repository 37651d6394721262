/** @jest-environment node */
// The community feed (issue #25): newest first; only what the world may see — private, hidden (album or item),
// withdrawn owner's, unfeatured or removed cards and posts not yet published are left out; keyset paging neither
// repeats nor skips when items join meanwhile; each item carries what its card shows; a post joins at its publishedAt
// (also when an admin moves it) and in the reader's language.
import { listFeed } from '@/lib/server/feed/list-feed';
import { syncPostFeedItem } from '@/lib/server/feed/sync-post-item';
import type { FeedEntry } from '@/lib/shared/feed/feed-views';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { signedInMember } from '../account/account-helpers';
import { albumInFeed, feedPage, postInFeed } from './community-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

async function allIds(pageSize = 100): Promise<number[]> {
  const ids: number[] = [];
  let after = null;
  for (;;) {
    const page = await listFeed(testDb.db, { locale: 'en', after, pageSize });
    ids.push(...page.items.map((item) => item.id));
    if (!page.nextCursor) return ids;
    const [at, id] = page.nextCursor.split('-').map(Number);
    after = { createdAt: new Date(at!), id: id! };
  }
}

test('visible items only: private, hidden, withdrawn owner’s, unfeatured, removed and future items are left out', async () => {
  const { db } = testDb;
  const owner = await signedInMember(db);
  const gone = await signedInMember(db);
  const shown = await albumInFeed(db, owner.member.id, { cards: [{ scan: true }, {}] }, { showCards: true });
  const privateAlbum = await albumInFeed(db, owner.member.id, {}, { showCards: true });
  await db.album.update({ where: { id: privateAlbum.album.id }, data: { isPublic: false } });
  const hiddenAlbum = await albumInFeed(db, owner.member.id, { hidden: true }, { showCards: true });
  const orphan = await albumInFeed(db, gone.member.id, {}, { showCards: true });
  await db.member.update({ where: { id: gone.member.id }, data: { withdrawnAt: new Date(), mbStatus: 'WITHDRAWN' } });
  const hiddenItem = await postInFeed(db);
  await db.feedItem.update({ where: { id: hiddenItem.item.id }, data: { hiddenAt: new Date(), hiddenReason: 'spam' } });
  const future = await postInFeed(db, { publishedAt: new Date(Date.now() + 3_600_000) });
  const published = await postInFeed(db, { kind: 'EVENT' });
  // The owner took the second card back (featuredAt cleared); its item stays until forgotten, but is not shown.
  const [firstCard, secondCard] = shown.cardItems;
  await db.albumCard.update({
    where: { albumId_certificateId: { albumId: shown.album.id, certificateId: secondCard!.certificateId! } },
    data: { featuredAt: null },
  });

  const ids = await allIds();
  expect(ids).toEqual(expect.arrayContaining([shown.albumItem.id, firstCard!.id, published.item.id]));
  for (const absent of [
    secondCard!.id,
    privateAlbum.albumItem.id,
    ...privateAlbum.cardItems.map((item) => item.id),
    hiddenAlbum.albumItem.id,
    ...hiddenAlbum.cardItems.map((item) => item.id),
    orphan.albumItem.id,
    ...orphan.cardItems.map((item) => item.id),
    hiddenItem.item.id,
    future.item.id,
  ]) {
    expect(ids).not.toContain(absent);
  }

  // The future post joins at its publishedAt.
  const later = await listFeed(db, { locale: 'en', now: new Date(Date.now() + 7_200_000), pageSize: 200 });
  expect(later.items.map((item) => item.id)).toContain(future.item.id);
});

test('each item carries what its card shows; a post in the reader’s language, else zh-TW', async () => {
  const { db } = testDb;
  const owner = await signedInMember(db, { mbNick: 'PikaFan' });
  const { album, albumItem, cardItems, cards } = await albumInFeed(
    db,
    owner.member.id,
    { name: 'Holo set', likeCount: 3, cards: [{ scan: true, grade: 10 }] },
    { showCards: true },
  );
  const { post, item: postItem } = await postInFeed(db, { title: 'Open day' });
  const page = await listFeed(db, { locale: 'en', pageSize: 200 });
  const byId = new Map(page.items.map((item) => [item.id, item]));
  expect(byId.get(albumItem.id)).toMatchObject({
    kind: 'ALBUM',
    likeCount: 3,
    album: { id: album.id, name: 'Holo set', nickname: 'PikaFan', cardCount: 1, thumbUrl: expect.stringContaining(cards[0]!.serial) },
  });
  expect(byId.get(cardItems[0]!.id)).toMatchObject({
    kind: 'CARD',
    card: { serial: cards[0]!.serial, grade: '10', voided: false, thumbUrl: expect.any(String) },
    album: { id: album.id, name: 'Holo set' },
    nickname: 'PikaFan',
  });
  expect(byId.get(postItem.id)).toMatchObject({ kind: 'POST', post: { kind: 'NOTICE', slug: post.slug, title: 'Open day (en)', summary: 'Summary' } });
  const ko = await listFeed(db, { locale: 'ko', pageSize: 200 });
  expect(ko.items.find((item) => item.id === postItem.id)).toMatchObject({ post: { title: 'Open day' } });
  // The owner is named by nickname only: not their login e-mail (mbId).
  expect(JSON.stringify(page)).not.toContain(owner.member.mbId);
});

test('a post whose publishedAt an admin moves moves in the feed', async () => {
  const { db } = testDb;
  const { post, item } = await postInFeed(db);
  const later = new Date(Date.now() + 86_400_000);
  await db.$transaction(async (tx) => syncPostFeedItem(tx, await tx.post.update({ where: { id: post.id }, data: { publishedAt: later } })));
  expect((await db.feedItem.findUniqueOrThrow({ where: { id: item.id } })).createdAt).toEqual(later);
  expect(await db.feedItem.count({ where: { postId: post.id } })).toBe(1);
  expect(await allIds()).not.toContain(item.id);
});

test('keyset paging: newest first, stable while items join; the API reads the cursor and refuses a forged one', async () => {
  const { db } = testDb;
  const before = await allIds();
  const base = Date.now() - 60_000;
  const made: number[] = [];
  for (let index = 0; index < 7; index += 1) made.push((await postInFeed(db, { publishedAt: new Date(base + index * 1000) })).item.id);
  // Two in the same millisecond: the id breaks the tie.
  made.push((await postInFeed(db, { publishedAt: new Date(base + 7000) })).item.id, (await postInFeed(db, { publishedAt: new Date(base + 7000) })).item.id);

  const first = await listFeed(db, { locale: 'en', pageSize: 4 });
  const seen: FeedEntry[] = [...first.items];
  // New items join between pages: they come before the cursor, so later pages neither repeat nor skip.
  await postInFeed(db);
  await postInFeed(db);
  let cursor = first.nextCursor;
  while (cursor) {
    const answer = await feedPage({ cursor, locale: 'en' });
    expect(answer.status).toBe(200);
    const data = answer.body.data!;
    expect(data.items.length).toBeLessThanOrEqual(20);
    seen.push(...data.items);
    cursor = data.nextCursor;
  }
  const ids = seen.map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(expect.arrayContaining([...made, ...before]));
  const times = seen.map((item) => [Date.parse(item.createdAt), item.id] as const);
  for (let index = 1; index < times.length; index += 1) {
    const [at, id] = times[index]!;
    const [prevAt, prevId] = times[index - 1]!;
    expect(at < prevAt || (at === prevAt && id < prevId)).toBe(true);
  }

  for (const cursor of ['x', '12', '-1-2', '1-0', '99999999999999999-1', '1-99999999999']) {
    const answer = await feedPage({ cursor });
    expect([cursor, answer.status]).toEqual([cursor, 400]);
  }
  expect((await feedPage()).status).toBe(200);
});
