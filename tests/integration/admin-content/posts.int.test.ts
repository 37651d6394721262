/** @jest-environment node */
// Notices and events in the content tools (issue #10; docs/product/storefront.md#content-pages): ADMIN creates, edits
// and deletes them in three languages through /api/admin/posts; each change is one transaction with its audit row; a
// future publishedAt keeps a post off the public pages; STAFF and members are refused.
import postRoute from '@/pages/api/admin/posts/[id]';
import postsRoute from '@/pages/api/admin/posts/index';
import { getPost } from '@/lib/server/content/get-post';
import { listPosts } from '@/lib/server/content/list-posts';
import type { AdminPost, AdminPostList } from '@/lib/shared/admin-content/views';
import { CONTENT_ERRORS as E } from '@/lib/shared/schemas/admin-content/content-errors';
import { createPost } from '@/tests/factories/post';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import type { SignedIn } from '../account/account-helpers';
import { type Cast, auditRows, callAs, fieldKeys, signInCast } from './content-helpers';

let testDb: TestDb;
let cast: Cast;

beforeAll(async () => {
  testDb = await createTestDb();
  cast = await signInCast(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

let sequence = 0;
const texts = (title: string) => ({ title, summary: `${title} summary`, body: `${title} body.\n\nSecond paragraph.` });
function eventBody(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    kind: 'EVENT',
    slug: `card-show-${sequence}`,
    pinned: false,
    publishedAt: '2026-11-01T00:00:00.000Z',
    startsAt: '2026-12-05T02:00:00.000Z',
    endsAt: '2026-12-06T10:00:00.000Z',
    translations: { 'zh-TW': texts('卡牌展'), en: texts('Card show'), ko: texts('카드 쇼') },
    ...overrides,
  };
}

const create = (body: unknown, who: SignedIn | null = cast.admin) => callAs<AdminPost>(who, postsRoute, { method: 'POST', body });
const counts = async () => [
  await testDb.db.post.count(),
  await testDb.db.postTranslation.count(),
  await testDb.db.auditLog.count({ where: { entity: 'Post' } }),
];

test('ADMIN creates an event in three languages: one row, three translations, one audit row', async () => {
  const body = eventBody();
  const answer = await create(body);
  expect(answer.status).toBe(201);
  const id = answer.body.data!.id;
  const row = await testDb.db.post.findUniqueOrThrow({ where: { id }, include: { translations: { orderBy: { locale: 'asc' } } } });
  expect(row).toMatchObject({
    kind: 'EVENT',
    slug: body.slug,
    pinned: false,
    startsAt: new Date('2026-12-05T02:00:00Z'),
    endsAt: new Date('2026-12-06T10:00:00Z'),
  });
  expect(row.translations.map((t) => [t.locale, t.title])).toEqual([
    ['en', 'Card show'],
    ['ko', '카드 쇼'],
    ['zh-TW', '卡牌展'],
  ]);
  const [audit] = await auditRows(testDb.db, 'Post', id);
  expect(audit).toMatchObject({ actorId: cast.admin.member.id, action: 'post.created', data: { from: null, to: { slug: body.slug, kind: 'EVENT' } } });
  expect(audit!.data).toMatchObject({ to: { translations: { ko: { title: '카드 쇼' } } } });
  // The public page shows it in the reader's language.
  expect(await getPost(testDb.db, 'EVENT', body.slug, 'ko', new Date('2026-11-22T00:00:00Z'))).toMatchObject({ locale: 'ko', title: '카드 쇼' });
});

test('en and ko are optional: a zh-TW-only notice is stored with one translation and read in zh-TW', async () => {
  const body = eventBody({ kind: 'NOTICE', startsAt: null, endsAt: null, translations: { 'zh-TW': texts('公告') } });
  const answer = await create(body);
  expect(answer.status).toBe(201);
  expect(answer.body.data!.translations.en).toEqual({ title: '', summary: '', body: '' });
  expect(await testDb.db.postTranslation.count({ where: { postId: answer.body.data!.id } })).toBe(1);
  expect(await getPost(testDb.db, 'NOTICE', body.slug, 'en', new Date('2026-11-22T00:00:00Z'))).toMatchObject({ locale: 'zh-TW', title: '公告' });
});

test('400 on a bad slug, a missing zh-TW title, a half-written language or a notice with a period; nothing written', async () => {
  const before = await counts();
  const badSlug = await create(eventBody({ slug: 'Card Show!' }));
  expect(badSlug.status).toBe(400);
  expect(fieldKeys(badSlug)).toEqual({ slug: E.slug });
  const noTitle = await create(eventBody({ translations: { 'zh-TW': { ...texts('x'), title: '  ' }, en: texts('Card show') } }));
  expect(noTitle.status).toBe(400);
  expect(fieldKeys(noTitle)).toEqual({ 'translations.zh-TW.title': E.required });
  const half = await create(eventBody({ translations: { 'zh-TW': texts('展'), ko: { title: '쇼', summary: '', body: '' } } }));
  expect(fieldKeys(half)).toEqual({ 'translations.ko.summary': E.incomplete, 'translations.ko.body': E.incomplete });
  const noticeWithPeriod = await create(eventBody({ kind: 'NOTICE' }));
  expect(fieldKeys(noticeWithPeriod)).toEqual({ startsAt: E.noticeDates, endsAt: E.noticeDates });
  const backwards = await create(eventBody({ endsAt: '2026-12-01T00:00:00Z' }));
  expect(fieldKeys(backwards)).toEqual({ endsAt: E.endsBeforeStart });
  for (const body of [null, [], 'x', { ...eventBody(), translations: [] }, { ...eventBody(), publishedAt: 1_700_000_000 }]) {
    expect((await create(body)).status).toBe(400);
  }
  expect(await counts()).toEqual(before);
});

test('a slug already used (by a notice or an event) is a 409 under the field', async () => {
  const first = eventBody();
  expect((await create(first)).status).toBe(201);
  const before = await counts();
  const again = await create(eventBody({ kind: 'NOTICE', startsAt: null, endsAt: null, slug: first.slug }));
  expect(again.status).toBe(409);
  expect(fieldKeys(again)).toEqual({ slug: E.slugTaken });
  expect(await counts()).toEqual(before);
});

test('STAFF, members and guests are refused every route; nothing written', async () => {
  const post = await createPost(testDb.db, { slug: `guarded-${Date.now().toString(36)}` });
  const before = await counts();
  for (const [who, status] of [
    [cast.staff, 403],
    [cast.member, 403],
    [null, 401],
  ] as const) {
    expect((await create(eventBody(), who)).status).toBe(status);
    expect((await callAs(who, postsRoute, { query: { kind: 'NOTICE' } })).status).toBe(status);
    expect((await callAs(who, postRoute, { query: { id: String(post.id) } })).status).toBe(status);
    expect(
      (await callAs(who, postRoute, { method: 'PUT', query: { id: String(post.id) }, body: eventBody({ kind: 'NOTICE', startsAt: null, endsAt: null }) }))
        .status,
    ).toBe(status);
    expect((await callAs(who, postRoute, { method: 'DELETE', query: { id: String(post.id) } })).status).toBe(status);
  }
  expect(await counts()).toEqual(before);
});

test('ADMIN edits a post: fields and texts replaced, an emptied language removed, the audit row has before and after', async () => {
  const created = (await create(eventBody())).body.data!;
  const body = eventBody({
    slug: `${created.slug}-renamed`,
    pinned: true,
    translations: { 'zh-TW': texts('卡牌展（更新）'), en: texts('Card show (updated)') },
  });
  const answer = await callAs<AdminPost>(cast.admin, postRoute, { method: 'PUT', query: { id: String(created.id) }, body });
  expect(answer.status).toBe(200);
  expect(answer.body.data).toMatchObject({ id: created.id, slug: body.slug, pinned: true });
  const rows = await testDb.db.postTranslation.findMany({ where: { postId: created.id }, orderBy: { locale: 'asc' } });
  expect(rows.map((t) => [t.locale, t.title])).toEqual([
    ['en', 'Card show (updated)'],
    ['zh-TW', '卡牌展（更新）'],
  ]);
  const audits = await auditRows(testDb.db, 'Post', created.id);
  expect(audits.map((a) => a.action)).toEqual(['post.created', 'post.updated']);
  expect(audits[1]).toMatchObject({
    actorId: cast.admin.member.id,
    data: {
      from: { slug: created.slug, pinned: false, translations: { ko: { title: '카드 쇼' } } },
      to: { slug: body.slug, pinned: true, translations: { ko: { title: '' } } },
    },
  });
});

test('an edit cannot turn an event into a notice; an unknown id is 404; a bad id 400', async () => {
  const created = (await create(eventBody())).body.data!;
  const changed = await callAs(cast.admin, postRoute, {
    method: 'PUT',
    query: { id: String(created.id) },
    body: eventBody({ kind: 'NOTICE', startsAt: null, endsAt: null, slug: created.slug }),
  });
  expect(changed.status).toBe(400);
  expect(fieldKeys(changed)).toEqual({ kind: E.kindChanged });
  expect((await testDb.db.post.findUniqueOrThrow({ where: { id: created.id } })).kind).toBe('EVENT');
  expect((await callAs(cast.admin, postRoute, { method: 'PUT', query: { id: '999999' }, body: eventBody() })).status).toBe(404);
  expect((await callAs(cast.admin, postRoute, { query: { id: '999999' } })).status).toBe(404);
  for (const id of ['abc', '0', '-1', '1.5', '99999999999']) expect((await callAs(cast.admin, postRoute, { query: { id } })).status).toBe(400);
});

test('ADMIN deletes a post: row and translations gone, the audit row keeps what it said, a second delete is 404', async () => {
  const created = (await create(eventBody())).body.data!;
  const answer = await callAs(cast.admin, postRoute, { method: 'DELETE', query: { id: String(created.id) } });
  expect(answer.status).toBe(200);
  expect(await testDb.db.post.findUnique({ where: { id: created.id } })).toBeNull();
  expect(await testDb.db.postTranslation.count({ where: { postId: created.id } })).toBe(0);
  const audits = await auditRows(testDb.db, 'Post', created.id);
  expect(audits.at(-1)).toMatchObject({
    action: 'post.deleted',
    actorId: cast.admin.member.id,
    data: { from: { slug: created.slug, translations: { en: { title: 'Card show' } } }, to: null },
  });
  expect((await callAs(cast.admin, postRoute, { method: 'DELETE', query: { id: String(created.id) } })).status).toBe(404);
});

test('a future publishedAt schedules the post: listed for the admin as scheduled, hidden from the public until then', async () => {
  const body = eventBody({ kind: 'NOTICE', startsAt: null, endsAt: null, publishedAt: '2099-01-01T00:00:00+08:00' });
  const created = (await create(body)).body.data!;
  const list = await callAs<AdminPostList>(cast.admin, postsRoute, { query: { kind: 'NOTICE' } });
  expect(list.status).toBe(200);
  expect(list.headers['cache-control']).toBe('private, no-store');
  expect(list.body.data!.posts.find((post) => post.id === created.id)).toMatchObject({ scheduled: true, title: '卡牌展', languages: ['zh-TW', 'en', 'ko'] });
  expect(list.body.data!.posts.every((post) => post.kind === 'NOTICE')).toBe(true);
  expect((await listPosts(testDb.db, 'NOTICE', 'zh-TW')).some((post) => post.slug === body.slug)).toBe(false);
  expect(await getPost(testDb.db, 'NOTICE', body.slug, 'zh-TW')).toBeNull();
  // Once the date passes, it is public.
  expect((await listPosts(testDb.db, 'NOTICE', 'zh-TW', { now: new Date('2099-01-02T00:00:00Z') })).some((post) => post.slug === body.slug)).toBe(true);
  expect((await callAs(cast.admin, postsRoute, { query: { kind: 'BLOG' } })).status).toBe(400);
});
