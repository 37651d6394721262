/** @jest-environment node */
// A member's albums through their API (issue #25; lib/shared/albums/album-rules.ts): create private and empty; add
// only the member's own graded cards (another member's or an unknown serial is refused alike, nothing added); public
// only with a card and a cover among its cards (the database holds it too); taking away the cover card or the last card
// turns it private; reorder, feature in the feed, delete; another member's album is a 404 for every call; the album
// limit holds, also under concurrent creates; every change has its audit row.
import albumRoute from '@/pages/api/member/albums/[id]/index';
import candidatesRoute from '@/pages/api/member/albums/[id]/candidates';
import cardRoute from '@/pages/api/member/albums/[id]/cards/[certificateId]';
import cardsRoute from '@/pages/api/member/albums/[id]/cards/index';
import albumsRoute from '@/pages/api/member/albums/index';
import type { MyAlbum, MyAlbumDetail } from '@/lib/shared/albums/album-views';
import { MAX_ALBUMS_PER_MEMBER } from '@/lib/shared/albums/album-rules';
import { resetLimitersForTests } from '@/lib/server/security/rate-limit';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { signedInMember } from '../account/account-helpers';
import { ownedCard } from '../gallery/gallery-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  resetLimitersForTests();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

type Cookies = Record<string, string>;
const create = (cookies: Cookies, body: unknown) => callApi<MyAlbumDetail>(albumsRoute, { method: 'POST', cookies, body });
const save = (cookies: Cookies, id: number, body: unknown) => callApi<MyAlbumDetail>(albumRoute, { method: 'PUT', cookies, body, query: { id: String(id) } });
const read = (cookies: Cookies, id: number | string) => callApi<MyAlbumDetail>(albumRoute, { cookies, query: { id: String(id) } });
const addCards = (cookies: Cookies, id: number, serials: unknown) =>
  callApi<MyAlbumDetail>(cardsRoute, { method: 'POST', cookies, body: { serials }, query: { id: String(id) } });
const removeCard = (cookies: Cookies, id: number, certificateId: number) =>
  callApi<MyAlbumDetail>(cardRoute, { method: 'DELETE', cookies, query: { id: String(id), certificateId: String(certificateId) } });
const keyOf = (result: { body: { key?: string; errors?: { key: string }[] } }) => result.body.key ?? result.body.errors?.[0]?.key;

async function albumWithCards(count = 2) {
  const owner = await signedInMember(testDb.db);
  const cards = [];
  for (let index = 0; index < count; index += 1) cards.push(await ownedCard(testDb.db, owner.member.id, { playerName: `Card ${index}` }));
  const created = await create(owner.jar.cookies, { name: '我的寶可夢', description: '第一本' });
  expect(created.status).toBe(200);
  const album = created.body.data!;
  if (count > 0)
    expect(
      (
        await addCards(
          owner.jar.cookies,
          album.id,
          cards.map((card) => card.serial),
        )
      ).status,
    ).toBe(200);
  return { owner, cards, album };
}

test('a new album is private and empty; the name is stored composed and trimmed; the audit names it', async () => {
  const { member, jar } = await signedInMember(testDb.db);
  const created = await create(jar.cookies, { name: '  Pikachu 151  ', description: '' });
  expect(created.status).toBe(200);
  expect(created.body.data).toMatchObject({ name: 'Pikachu 151', description: '', isPublic: false, cardCount: 0, cards: [], publishRefusal: 'noCards' });
  const row = await testDb.db.album.findUniqueOrThrow({ where: { id: created.body.data!.id } });
  expect(row).toMatchObject({ memberId: member.id, isPublic: false, thumbnailCertificateId: null });
  expect(await testDb.db.auditLog.count({ where: { action: 'album.created', entityId: String(row.id), actorId: member.id } })).toBe(1);
  const list = await callApi<MyAlbum[]>(albumsRoute, { cookies: jar.cookies });
  expect(list.body.data!.map((album) => album.id)).toEqual([row.id]);
});

test.each([
  ['one character', 'A'],
  ['17 characters', 'A'.repeat(17)],
  ['an emoji', 'Pika 😀'],
  ['HTML', '<b>x</b>'],
  ['only spaces', '     '],
  ['two spaces between words', 'Pika  chu'],
])('a name of %s is refused with the album-name message, nothing saved', async (_label, name) => {
  const { member, jar } = await signedInMember(testDb.db);
  const refused = await create(jar.cookies, { name, description: '' });
  expect(refused.status).toBe(400);
  expect(keyOf(refused)).toBe('albums:validation.nameInvalid');
  expect(await testDb.db.album.count({ where: { memberId: member.id } })).toBe(0);
});

test('a description of 301 characters is refused; 300 is kept; unknown fields are refused by name', async () => {
  const { jar } = await signedInMember(testDb.db);
  const long = await create(jar.cookies, { name: '收藏', description: '字'.repeat(301) });
  expect(long.status).toBe(400);
  expect(keyOf(long)).toBe('albums:validation.descriptionTooLong');
  expect((await create(jar.cookies, { name: '收藏', description: '字'.repeat(300) })).status).toBe(200);
  const extra = await create(jar.cookies, { name: '收藏', description: '', isPublic: true });
  expect(extra.status).toBe(400);
});

test("only the member's own graded cards join; someone else's and an unknown serial are refused alike, nothing added", async () => {
  const { owner, album } = await albumWithCards(0);
  const mine = await ownedCard(testDb.db, owner.member.id);
  const unpublished = await ownedCard(testDb.db, owner.member.id, { published: false });
  const stranger = await signedInMember(testDb.db);
  const theirs = await ownedCard(testDb.db, stranger.member.id);
  for (const serial of [theirs.serial, '1000000', unpublished.serial]) {
    const refused = await addCards(owner.jar.cookies, album.id, [mine.serial, serial]);
    expect(refused.status).toBe(400);
    expect(keyOf(refused)).toBe('albums:errors.notYourCard');
  }
  expect(await testDb.db.albumCard.count({ where: { albumId: album.id } })).toBe(0);
  expect((await addCards(owner.jar.cookies, album.id, ['12345'])).status).toBe(400);
  const added = await addCards(owner.jar.cookies, album.id, [mine.serial, mine.serial]);
  expect(added.body.data!.cards.map((card) => card.serial)).toEqual([mine.serial]);
});

test('public only with a card and a cover among its cards; then it joins the feed once and is dated', async () => {
  const { owner, cards, album } = await albumWithCards(2);
  const base = { name: album.name, description: '', isPublic: true };
  const noCover = await save(owner.jar.cookies, album.id, { ...base, thumbnailCertificateId: null });
  expect(noCover.status).toBe(409);
  expect(keyOf(noCover)).toBe('albums:errors.publish.noThumbnail');

  const stranger = await signedInMember(testDb.db);
  const foreign = await ownedCard(testDb.db, stranger.member.id);
  const wrongCover = await save(owner.jar.cookies, album.id, { ...base, thumbnailCertificateId: foreign.id });
  expect(wrongCover.status).toBe(400);
  expect(keyOf(wrongCover)).toBe('albums:errors.thumbnailNotInAlbum');
  expect(await testDb.db.album.findUniqueOrThrow({ where: { id: album.id } })).toMatchObject({ isPublic: false, thumbnailCertificateId: null });

  const published = await save(owner.jar.cookies, album.id, { ...base, thumbnailCertificateId: cards[1]!.id });
  expect(published.status).toBe(200);
  expect(published.body.data).toMatchObject({ isPublic: true, thumbnailCertificateId: cards[1]!.id, publishRefusal: null });
  expect(published.body.data!.publishedAt).not.toBeNull();
  await save(owner.jar.cookies, album.id, { ...base, isPublic: false, thumbnailCertificateId: cards[1]!.id });
  await save(owner.jar.cookies, album.id, { ...base, thumbnailCertificateId: cards[1]!.id });
  expect(await testDb.db.feedItem.count({ where: { kind: 'ALBUM', albumId: album.id } })).toBe(1);
});

test('an empty album cannot be public', async () => {
  const { owner, album } = await albumWithCards(0);
  const refused = await save(owner.jar.cookies, album.id, { name: album.name, description: '', isPublic: true, thumbnailCertificateId: null });
  expect(refused.status).toBe(409);
  expect(keyOf(refused)).toBe('albums:errors.publish.noCards');
});

test('taking away the cover card turns the album private; so does the database when the cover row goes', async () => {
  const { owner, cards, album } = await albumWithCards(2);
  await save(owner.jar.cookies, album.id, { name: album.name, description: '', isPublic: true, thumbnailCertificateId: cards[0]!.id });
  const removed = await removeCard(owner.jar.cookies, album.id, cards[1]!.id);
  expect(removed.body.data).toMatchObject({ isPublic: true, cardCount: 1 });
  const coverGone = await removeCard(owner.jar.cookies, album.id, cards[0]!.id);
  expect(coverGone.body.data).toMatchObject({ isPublic: false, thumbnailCertificateId: null, cardCount: 0, publishRefusal: 'noCards' });
  const audit = await testDb.db.auditLog.findFirstOrThrow({ where: { action: 'album.cardRemoved', entityId: String(album.id) }, orderBy: { id: 'desc' } });
  expect(audit.data).toMatchObject({ thumbnail: true, from: { isPublic: true }, to: { isPublic: false } });

  // The database itself: a public album cannot lose its cover without turning private, nor be public without one.
  const again = await albumWithCards(1);
  await save(again.owner.jar.cookies, again.album.id, { name: again.album.name, description: '', isPublic: true, thumbnailCertificateId: again.cards[0]!.id });
  await testDb.db.albumCard.deleteMany({ where: { albumId: again.album.id } });
  expect(await testDb.db.album.findUniqueOrThrow({ where: { id: again.album.id } })).toMatchObject({ isPublic: false, thumbnailCertificateId: null });
  await expect(testDb.db.album.update({ where: { id: again.album.id }, data: { thumbnailCertificateId: again.cards[0]!.id } })).rejects.toThrow();
});

test('reorder names every card once, or nothing moves; feature only while public', async () => {
  const { owner, cards, album } = await albumWithCards(3);
  const ids = cards.map((card) => card.id);
  const reorder = (certificateIds: unknown) =>
    callApi<MyAlbumDetail>(cardsRoute, { method: 'PUT', cookies: owner.jar.cookies, body: { certificateIds }, query: { id: String(album.id) } });
  expect((await reorder([ids[0], ids[1]])).status).toBe(409);
  expect((await reorder([ids[0], ids[0], ids[1]])).status).toBe(400);
  const moved = await reorder([ids[2], ids[0], ids[1]]);
  expect(moved.body.data!.cards.map((card) => card.certificateId)).toEqual([ids[2], ids[0], ids[1]]);

  const feature = (certificateId: number, featured: unknown) =>
    callApi<MyAlbumDetail>(cardRoute, {
      method: 'PUT',
      cookies: owner.jar.cookies,
      body: { featured },
      query: { id: String(album.id), certificateId: String(certificateId) },
    });
  expect((await feature(ids[0]!, true)).status).toBe(409);
  await save(owner.jar.cookies, album.id, { name: album.name, description: '', isPublic: true, thumbnailCertificateId: ids[0] });
  const shown = await feature(ids[0]!, true);
  expect(shown.body.data!.cards.find((card) => card.certificateId === ids[0])?.featured).toBe(true);
  expect(await testDb.db.feedItem.count({ where: { kind: 'CARD', albumId: album.id, certificateId: ids[0] } })).toBe(1);
  expect((await feature(ids[0]!, 'yes')).status).toBe(400);
  await feature(ids[0]!, false);
  expect(await testDb.db.feedItem.count({ where: { kind: 'CARD', albumId: album.id } })).toBe(0);
});

test("another member's album answers 404 to every call, and nothing changes", async () => {
  const { owner, cards, album } = await albumWithCards(1);
  const stranger = await signedInMember(testDb.db);
  const cookies = stranger.jar.cookies;
  const theirCard = await ownedCard(testDb.db, stranger.member.id);
  const answers = [
    await read(cookies, album.id),
    await save(cookies, album.id, { name: 'Stolen', description: '', isPublic: false, thumbnailCertificateId: null }),
    await addCards(cookies, album.id, [theirCard.serial]),
    await removeCard(cookies, album.id, cards[0]!.id),
    await callApi(albumRoute, { method: 'DELETE', cookies, query: { id: String(album.id) } }),
    await callApi(candidatesRoute, { cookies, query: { id: String(album.id) } }),
  ];
  expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404]);
  expect(await testDb.db.album.findUniqueOrThrow({ where: { id: album.id } })).toMatchObject({ name: album.name, memberId: owner.member.id });
  expect(await testDb.db.albumCard.count({ where: { albumId: album.id } })).toBe(1);
  expect((await read(cookies, 'abc')).status).toBe(404);
  expect((await callApi(albumsRoute, {})).status).toBe(401);
});

test('candidates are the member’s own graded cards not in the album; delete keeps the cards in the collection', async () => {
  const { owner, cards, album } = await albumWithCards(1);
  const other = await ownedCard(testDb.db, owner.member.id, { playerName: 'Mew' });
  const candidates = await callApi<{ serial: string }[]>(candidatesRoute, { cookies: owner.jar.cookies, query: { id: String(album.id) } });
  expect(candidates.body.data!.map((card) => card.serial)).toEqual([other.serial]);
  const deleted = await callApi(albumRoute, { method: 'DELETE', cookies: owner.jar.cookies, query: { id: String(album.id) } });
  expect(deleted.status).toBe(200);
  expect(await testDb.db.album.count({ where: { id: album.id } })).toBe(0);
  expect(await testDb.db.certificate.count({ where: { id: cards[0]!.id, memberId: owner.member.id } })).toBe(1);
  expect(await testDb.db.auditLog.count({ where: { action: 'album.deleted', entityId: String(album.id) } })).toBe(1);
});

test(`a member keeps at most ${MAX_ALBUMS_PER_MEMBER} albums, also when the last ones are asked for at once`, async () => {
  const { member, jar } = await signedInMember(testDb.db);
  await testDb.db.album.createMany({
    data: Array.from({ length: MAX_ALBUMS_PER_MEMBER - 2 }, (_, index) => ({ memberId: member.id, name: `Album ${index}` })),
  });
  const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => create(jar.cookies, { name: `Late ${index}`, description: '' })));
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
  expect(answers.filter((answer) => answer.status === 400).every((answer) => keyOf(answer) === 'albums:errors.albumLimit')).toBe(true);
  expect(await testDb.db.album.count({ where: { memberId: member.id } })).toBe(MAX_ALBUMS_PER_MEMBER);
});
