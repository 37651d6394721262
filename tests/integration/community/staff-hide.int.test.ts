/** @jest-environment node */
// Staff hiding (issue #25): staff hide an album (gone from the gallery, its page and the feed; still the owner's, with
// the reason) or one feed item, with a reason; each in one transaction with its audit row and the owner's e-mail in
// their language; showing again undoes it and tells the owner; doing it twice changes nothing. Members and guests are
// refused (403/401); a missing or short reason is a 400; the back office's list shows hidden ones too.
import { getPublicAlbum } from '@/lib/server/gallery/get-public-album';
import { listFeed } from '@/lib/server/feed/list-feed';
import type { CommunityModerationView } from '@/lib/shared/feed/moderation-views';
import { callApi } from '@/tests/helpers/api';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import listRoute from '@/pages/api/admin/community/index';
import albumHideRoute from '@/pages/api/admin/community/albums/[id]/hide';
import itemHideRoute from '@/pages/api/admin/community/items/[id]/hide';
import { type SignedIn, signedInMember } from '../account/account-helpers';
import { albumInFeed, postInFeed } from './community-helpers';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

type Route = typeof albumHideRoute;
const hide = (route: Route, who: SignedIn | null, id: number | string, reason?: unknown) =>
  callApi<{ changed: boolean }>(route, {
    method: 'POST',
    query: { id: String(id) },
    cookies: who?.jar.cookies ?? {},
    body: reason === undefined ? {} : { reason },
  });
const show = (route: Route, who: SignedIn | null, id: number | string) =>
  callApi<{ changed: boolean }>(route, { method: 'DELETE', query: { id: String(id) }, cookies: who?.jar.cookies ?? {} });
const feedIds = async () => (await listFeed(testDb.db, { locale: 'zh-TW', pageSize: 500 })).items.map((item) => item.id);

test('staff hide an album with a reason: gone from the public, the owner keeps it and is told; shown again, told again', async () => {
  const { db } = testDb;
  const staff = await signedInMember(db, { role: 'STAFF' });
  const owner = await signedInMember(db, { language: 'ko' });
  const { album, albumItem, cardItems } = await albumInFeed(db, owner.member.id, { name: 'Shiny box' }, { showCards: true });
  expect(await feedIds()).toEqual(expect.arrayContaining([albumItem.id, cardItems[0]!.id]));

  const hidden = await hide(albumHideRoute, staff, album.id, '  Not a card album.  ');
  expect([hidden.status, hidden.body.data]).toEqual([200, { changed: true }]);
  const row = await db.album.findUniqueOrThrow({ where: { id: album.id } });
  expect([row.hiddenReason, row.hiddenAt !== null, row.memberId]).toEqual(['Not a card album.', true, owner.member.id]);
  expect(await getPublicAlbum(db, album.id)).toBeNull();
  const ids = await feedIds();
  expect(ids).not.toContain(albumItem.id);
  expect(ids).not.toContain(cardItems[0]!.id);
  const [audit] = await db.auditLog.findMany({ where: { entity: 'Album', entityId: String(album.id), action: 'album.hidden' } });
  expect(audit).toMatchObject({ actorId: staff.member.id, actorRole: 'STAFF' });
  expect(JSON.stringify(audit!.data)).toContain('Not a card album.');
  // Every instance's cache is told in the change's transaction: the album's page and the feed among them.
  const told = (await db.pageInvalidation.findMany({ select: { path: true } })).map((row) => row.path);
  expect(told).toEqual(expect.arrayContaining([`/zh-TW/albums/${album.id}`, '/zh-TW/community', '/ko/community', '/en/albums']));
  const mails = await db.outboxMessage.findMany({ where: { to: owner.member.mbEmail, template: 'albumHidden' } });
  expect(mails).toHaveLength(1);
  expect(mails[0]!.locale).toBe('ko');
  expect(mails[0]!.text).toContain('Not a card album.');
  expect(mails[0]!.text).toContain('Shiny box');

  // Hiding it again changes nothing and tells nobody.
  expect((await hide(albumHideRoute, staff, album.id, 'Again, the same.')).body.data).toEqual({ changed: false });
  expect(await db.outboxMessage.count({ where: { to: owner.member.mbEmail, template: 'albumHidden' } })).toBe(1);

  expect((await show(albumHideRoute, staff, album.id)).body.data).toEqual({ changed: true });
  expect(await getPublicAlbum(db, album.id)).not.toBeNull();
  expect(await feedIds()).toContain(albumItem.id);
  expect(await db.auditLog.count({ where: { entity: 'Album', entityId: String(album.id), action: 'album.shownAgain' } })).toBe(1);
  expect(await db.outboxMessage.count({ where: { to: owner.member.mbEmail, template: 'albumShownAgain' } })).toBe(1);
});

test('staff hide one feed item: the album stays in the gallery; a post of the lab tells nobody', async () => {
  const { db } = testDb;
  const admin = await signedInMember(db, { role: 'ADMIN' });
  const owner = await signedInMember(db);
  const { album, albumItem, cardItems } = await albumInFeed(db, owner.member.id, {}, { showCards: true });
  const { item: postItem } = await postInFeed(db);

  expect((await hide(itemHideRoute, admin, cardItems[0]!.id, 'Spam in the feed.')).body.data).toEqual({ changed: true });
  expect((await hide(itemHideRoute, admin, postItem.id, 'Posted by mistake.')).body.data).toEqual({ changed: true });
  const ids = await feedIds();
  expect(ids).not.toContain(cardItems[0]!.id);
  expect(ids).not.toContain(postItem.id);
  expect(ids).toContain(albumItem.id);
  expect(await getPublicAlbum(db, album.id)).not.toBeNull();
  expect(await db.outboxMessage.count({ where: { to: owner.member.mbEmail, template: 'feedItemHidden' } })).toBe(1);
  expect(await db.outboxMessage.count({ where: { template: 'feedItemHidden' } })).toBe(1);
  expect(
    await db.auditLog.count({ where: { entity: 'FeedItem', action: 'feedItem.hidden', entityId: { in: [String(cardItems[0]!.id), String(postItem.id)] } } }),
  ).toBe(2);

  const list = await callApi<CommunityModerationView>(listRoute, { method: 'GET', cookies: admin.jar.cookies });
  expect(list.status).toBe(200);
  expect(list.body.data!.items.find((item) => item.id === cardItems[0]!.id)).toMatchObject({
    hiddenReason: 'Spam in the feed.',
    owner: { mbId: owner.member.mbId },
  });
  expect(list.body.data!.albums.find((row) => row.id === album.id)).toMatchObject({ hiddenAt: null });

  expect((await show(itemHideRoute, admin, cardItems[0]!.id)).body.data).toEqual({ changed: true });
  expect(await feedIds()).toContain(cardItems[0]!.id);
  expect(await db.outboxMessage.count({ where: { to: owner.member.mbEmail, template: 'feedItemShownAgain' } })).toBe(1);
});

test('members and guests are refused; the reason is required; unknown ids are 404', async () => {
  const { db } = testDb;
  const staff = await signedInMember(db, { role: 'STAFF' });
  const member = await signedInMember(db);
  const { album, albumItem } = await albumInFeed(db, member.member.id);
  for (const [route, id] of [
    [albumHideRoute, album.id],
    [itemHideRoute, albumItem.id],
  ] as const) {
    expect((await hide(route, member, id, 'I want it gone.')).status).toBe(403);
    expect((await show(route, member, id)).status).toBe(403);
    expect((await hide(route, null, id, 'I want it gone.')).status).toBe(401);
    for (const reason of [undefined, '', '   ', 'ab', 42, 'x'.repeat(501)]) {
      expect([reason, (await hide(route, staff, id, reason)).status]).toEqual([reason, 400]);
    }
    expect((await hide(route, staff, 99_999_999, 'Not a card album.')).status).toBe(404);
    expect((await hide(route, staff, 'abc', 'Not a card album.')).status).toBeGreaterThanOrEqual(400);
  }
  expect((await callApi(listRoute, { method: 'GET', cookies: member.jar.cookies })).status).toBe(403);
  expect((await db.album.findUniqueOrThrow({ where: { id: album.id } })).hiddenAt).toBeNull();
  expect(await db.auditLog.count({ where: { action: { in: ['album.hidden', 'feedItem.hidden'] }, actorId: member.member.id } })).toBe(0);
});
