/** @jest-environment node */
// The FAQ in the content tools (issue #10): ADMIN creates, edits, reorders and deletes questions in three languages
// through /api/admin/faq; each change is one transaction with its audit row; STAFF are refused by the route and by
// the services themselves.
import faqEntryRoute from '@/pages/api/admin/faq/[id]';
import faqRoute from '@/pages/api/admin/faq/index';
import faqOrderRoute from '@/pages/api/admin/faq/order';
import { createFaqEntry as createFaqEntryService } from '@/lib/server/admin-content/create-faq-entry';
import { createPost as createPostService } from '@/lib/server/admin-content/create-post';
import { reorderFaq } from '@/lib/server/admin-content/reorder-faq';
import { listFaq } from '@/lib/server/content/list-faq';
import type { AdminFaqEntry, AdminFaqGroup } from '@/lib/shared/admin-content/views';
import { CONTENT_ERRORS as E } from '@/lib/shared/schemas/admin-content/content-errors';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
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

const qa = (question: string) => ({ question, answer: `${question} — answer.` });
const entryBody = (topic: string, label: string, overrides: Record<string, unknown> = {}) => ({
  topic,
  translations: { 'zh-TW': qa(`${label} 問題？`), en: qa(`${label} question?`), ko: qa(`${label} 질문?`) },
  ...overrides,
});
const create = async (topic: string, label: string) => {
  const answer = await callAs<AdminFaqEntry>(cast.admin, faqRoute, { method: 'POST', body: entryBody(topic, label) });
  expect(answer.status).toBe(201);
  return answer.body.data!;
};
const topicOrder = async (topic: string) =>
  (await testDb.db.faqEntry.findMany({ where: { topic }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }], select: { id: true } })).map((row) => row.id);
const counts = async () => [
  await testDb.db.faqEntry.count(),
  await testDb.db.faqTranslation.count(),
  await testDb.db.auditLog.count({ where: { entity: 'FaqEntry' } }),
];

test('ADMIN adds questions at the end of their topic with three languages and an audit row each', async () => {
  const first = await create('shipping', 'A');
  const second = await create('shipping', 'B');
  expect(second.sortOrder).toBe(first.sortOrder + 1);
  const rows = await testDb.db.faqTranslation.findMany({ where: { faqId: first.id }, orderBy: { locale: 'asc' } });
  expect(rows.map((row) => [row.locale, row.question])).toEqual([
    ['en', 'A question?'],
    ['ko', 'A 질문?'],
    ['zh-TW', 'A 問題？'],
  ]);
  expect(await auditRows(testDb.db, 'FaqEntry', first.id)).toEqual([
    expect.objectContaining({ actorId: cast.admin.member.id, action: 'faq.created', data: { from: null, to: expect.objectContaining({ topic: 'shipping' }) } }),
  ]);
  const ko = await listFaq(testDb.db, 'ko');
  expect(ko.find((group) => group.topic === 'shipping')?.items.map((item) => item.question)).toEqual(['A 질문?', 'B 질문?']);
  // The admin list has every topic, empty ones too, in the FAQ page's order.
  const list = await callAs<AdminFaqGroup[]>(cast.admin, faqRoute);
  expect(list.body.data!.map((group) => group.topic)).toEqual(['submission', 'shipping', 'grading', 'payment', 'account']);
  expect(list.body.data![1]!.entries.map((entry) => entry.id)).toEqual([first.id, second.id]);
});

test('400 on a missing zh-TW question, an unknown topic or a half-written language; nothing written', async () => {
  const before = await counts();
  const missing = await callAs(cast.admin, faqRoute, {
    method: 'POST',
    body: entryBody('grading', 'x', { translations: { 'zh-TW': { question: '', answer: '回答' } } }),
  });
  expect(missing.status).toBe(400);
  expect(fieldKeys(missing)).toEqual({ 'translations.zh-TW.question': E.required });
  const topic = await callAs(cast.admin, faqRoute, { method: 'POST', body: entryBody('gossip', 'x') });
  expect(fieldKeys(topic)).toEqual({ topic: E.topic });
  const half = await callAs(cast.admin, faqRoute, {
    method: 'POST',
    body: entryBody('grading', 'x', { translations: { 'zh-TW': qa('問'), en: { question: 'Q?', answer: '' } } }),
  });
  expect(fieldKeys(half)).toEqual({ 'translations.en.answer': E.incomplete });
  expect(await counts()).toEqual(before);
});

test('ADMIN edits a question: texts replaced, an emptied language removed, another topic puts it last there', async () => {
  const moved = await create('payment', 'M');
  const stays = await create('account', 'S');
  const body = entryBody('account', 'M2', { translations: { 'zh-TW': qa('M2 問題？'), en: qa('M2 question?') } });
  const answer = await callAs<AdminFaqEntry>(cast.admin, faqEntryRoute, { method: 'PUT', query: { id: String(moved.id) }, body });
  expect(answer.status).toBe(200);
  expect(await topicOrder('account')).toEqual([stays.id, moved.id]);
  expect((await testDb.db.faqTranslation.findMany({ where: { faqId: moved.id }, orderBy: { locale: 'asc' } })).map((row) => row.locale)).toEqual([
    'en',
    'zh-TW',
  ]);
  const audits = await auditRows(testDb.db, 'FaqEntry', moved.id);
  expect(audits.at(-1)).toMatchObject({
    action: 'faq.updated',
    data: {
      from: { topic: 'payment', translations: { ko: { question: 'M 질문?' } } },
      to: { topic: 'account', translations: { ko: { question: '' }, en: { question: 'M2 question?' } } },
    },
  });
  expect((await callAs(cast.admin, faqEntryRoute, { method: 'PUT', query: { id: '999999' }, body })).status).toBe(404);
});

test('ADMIN reorders a topic: positions follow the list, one audit row; a stale list is a 409 and nothing moves', async () => {
  const [a, b, c] = [await create('grading', '1'), await create('grading', '2'), await create('grading', '3')];
  const answer = await callAs(cast.admin, faqOrderRoute, { method: 'PUT', body: { topic: 'grading', ids: [c.id, a.id, b.id] } });
  expect(answer.status).toBe(200);
  expect(await topicOrder('grading')).toEqual([c.id, a.id, b.id]);
  expect((await listFaq(testDb.db, 'en')).find((group) => group.topic === 'grading')?.items.map((item) => item.id)).toEqual([c.id, a.id, b.id]);
  expect(await auditRows(testDb.db, 'FaqEntry', 'grading')).toEqual([
    expect.objectContaining({ action: 'faq.reordered', actorId: cast.admin.member.id, data: { from: [a.id, b.id, c.id], to: [c.id, a.id, b.id] } }),
  ]);
  // Another admin added a question meanwhile: the list no longer names every entry.
  const d = await create('grading', '4');
  const stale = await callAs(cast.admin, faqOrderRoute, { method: 'PUT', body: { topic: 'grading', ids: [a.id, b.id, c.id] } });
  expect(stale.status).toBe(409);
  expect(stale.body).toMatchObject({ code: 'CONFLICT', key: E.orderChanged });
  // An entry of another topic is not this topic's.
  const other = await create('submission', 'x');
  expect((await callAs(cast.admin, faqOrderRoute, { method: 'PUT', body: { topic: 'grading', ids: [a.id, b.id, c.id, other.id] } })).status).toBe(409);
  expect(await topicOrder('grading')).toEqual([c.id, a.id, b.id, d.id]);
  expect((await callAs(cast.admin, faqOrderRoute, { method: 'PUT', body: { topic: 'grading', ids: [a.id, a.id] } })).status).toBe(400);
});

test('ADMIN deletes a question: gone with its translations, audit row kept, the rest keep their order', async () => {
  const [a, b, c] = [await create('submission', 'd1'), await create('submission', 'd2'), await create('submission', 'd3')];
  const answer = await callAs(cast.admin, faqEntryRoute, { method: 'DELETE', query: { id: String(b.id) } });
  expect(answer.status).toBe(200);
  expect(await testDb.db.faqEntry.findUnique({ where: { id: b.id } })).toBeNull();
  expect(await testDb.db.faqTranslation.count({ where: { faqId: b.id } })).toBe(0);
  const order = await topicOrder('submission');
  expect(order.indexOf(a.id)).toBeLessThan(order.indexOf(c.id));
  expect((await auditRows(testDb.db, 'FaqEntry', b.id)).at(-1)).toMatchObject({ action: 'faq.deleted', data: { from: { topic: 'submission' }, to: null } });
  expect((await callAs(cast.admin, faqEntryRoute, { method: 'DELETE', query: { id: String(b.id) } })).status).toBe(404);
});

test('STAFF and members get 403 on every route, guests 401; the services refuse STAFF themselves; nothing written', async () => {
  const entry = await create('payment', 'guard');
  const before = await counts();
  for (const [who, status] of [
    [cast.staff, 403],
    [cast.member, 403],
    [null, 401],
  ] as const) {
    expect((await callAs(who, faqRoute)).status).toBe(status);
    expect((await callAs(who, faqRoute, { method: 'POST', body: entryBody('payment', 'x') })).status).toBe(status);
    expect((await callAs(who, faqEntryRoute, { method: 'PUT', query: { id: String(entry.id) }, body: entryBody('payment', 'x') })).status).toBe(status);
    expect((await callAs(who, faqEntryRoute, { method: 'DELETE', query: { id: String(entry.id) } })).status).toBe(status);
    expect((await callAs(who, faqOrderRoute, { method: 'PUT', body: { topic: 'payment', ids: [entry.id] } })).status).toBe(status);
  }
  const staff = { memberId: cast.staff.member.id, role: 'STAFF' as const };
  await expect(createFaqEntryService(testDb.db, staff, entryBody('payment', 'x') as never)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  await expect(reorderFaq(testDb.db, staff, { topic: 'payment', ids: [entry.id] })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  await expect(createPostService(testDb.db, staff, {} as never)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  expect(await counts()).toEqual(before);
});
