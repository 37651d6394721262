/** @jest-environment node */
// docs/decisions/0014-static-pages.md: an admin's change regenerates exactly the cached storefront pages that show it,
// in every locale, through the API request that made it — and nothing when nothing changed or the change was refused.
import faqRoute from '@/pages/api/admin/faq/index';
import policyRoute from '@/pages/api/admin/price-policy/index';
import currencyRoute from '@/pages/api/admin/price-policy/[currency]';
import postRoute from '@/pages/api/admin/posts/[id]';
import postsRoute from '@/pages/api/admin/posts/index';
import type { AdminFaqEntry, AdminPost } from '@/lib/shared/admin-content/views';
import type { AdminPricePolicies } from '@/lib/shared/admin/views';
import type { PricePolicyUpdateInput } from '@/lib/shared/schemas/admin/price-policy';
import { prepareOrderDb } from '@/tests/integration/orders/order-helpers';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { type Cast, callAs, signInCast } from '../admin-content/content-helpers';

let testDb: TestDb;
let cast: Cast;

beforeAll(async () => {
  testDb = await createTestDb();
  await prepareOrderDb(testDb.db);
  cast = await signInCast(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.close();
});

async function usdBody(change: (body: PricePolicyUpdateInput) => void): Promise<PricePolicyUpdateInput> {
  const all = await callAs<AdminPricePolicies>(cast.admin, policyRoute);
  const { currency: _currency, updatedAt, ...prices } = all.body.data!.policies.find((row) => row.currency === 'USD')!.policy!;
  const body = structuredClone({ ...prices, expectedUpdatedAt: updatedAt }) as PricePolicyUpdateInput;
  change(body);
  return body;
}

const putUsd = (body: unknown) => callAs(cast.admin, currencyRoute, { method: 'PUT', query: { currency: 'USD' }, body });

test('a price change regenerates that currency’s pricing page in three locales, after the prices are saved', async () => {
  const answer = await putUsd(await usdBody((body) => (body.services[0]!.amount += 100)));
  expect(answer.status).toBe(200);
  expect(answer.revalidated.sort()).toEqual(['/en/grading/pricing/USD', '/grading/pricing/USD', '/ko/grading/pricing/USD']);
});

test('saving the same prices, or a refused save, regenerates nothing', async () => {
  expect((await putUsd(await usdBody(() => undefined))).revalidated).toEqual([]);
  const stale = await putUsd(await usdBody((body) => ((body.expectedUpdatedAt = '2020-01-01T00:00:00.000Z'), (body.services[0]!.amount += 1))));
  expect(stale.status).toBe(409);
  expect(stale.revalidated).toEqual([]);
  const refused = await callAs(cast.staff, currencyRoute, {
    method: 'PUT',
    query: { currency: 'USD' },
    body: await usdBody((body) => (body.services[0]!.amount += 1)),
  });
  expect(refused.status).toBe(403);
  expect(refused.revalidated).toEqual([]);
});

const texts = (title: string) => ({ title, summary: `${title} summary`, body: `${title} body.` });
const notice = (slug: string) => ({
  kind: 'NOTICE',
  slug,
  pinned: false,
  publishedAt: '2026-11-01T00:00:00.000Z',
  startsAt: null,
  endsAt: null,
  translations: { 'zh-TW': texts('公告'), en: texts('Notice'), ko: texts('공지') },
});
const everyLocale = (paths: string[]) => paths.flatMap((path) => [path, `/en${path}`, `/ko${path}`]).sort();

test('a notice: created, renamed and deleted — the list, each address it had and the community feed (issue #25)', async () => {
  const created = await callAs<AdminPost>(cast.admin, postsRoute, { method: 'POST', body: notice('opening-hours') });
  expect(created.status).toBe(201);
  // The address may have been asked for before it existed: its cached 404 is regenerated too.
  expect(created.revalidated.sort()).toEqual(everyLocale(['/notices', '/notices/opening-hours', '/community']));

  const id = String(created.body.data!.id);
  const renamed = await callAs(cast.admin, postRoute, { method: 'PUT', query: { id }, body: notice('opening-hours-2027') });
  expect(renamed.status).toBe(200);
  expect(renamed.revalidated.sort()).toEqual(everyLocale(['/notices', '/notices/opening-hours', '/notices/opening-hours-2027', '/community']));

  const deleted = await callAs(cast.admin, postRoute, { method: 'DELETE', query: { id } });
  expect(deleted.status).toBe(200);
  expect(deleted.revalidated.sort()).toEqual(everyLocale(['/notices', '/notices/opening-hours-2027', '/community']));
});

test('an event regenerates /events, never /notices; a FAQ entry /about-us/faq', async () => {
  const event = await callAs(cast.admin, postsRoute, { method: 'POST', body: { ...notice('spring-show'), kind: 'EVENT' } });
  expect(event.revalidated.sort()).toEqual(everyLocale(['/events', '/events/spring-show', '/community']));

  const qa = (question: string) => ({ question, answer: `${question} answer` });
  const faq = await callAs<AdminFaqEntry>(cast.admin, faqRoute, {
    method: 'POST',
    body: { topic: 'grading', translations: { 'zh-TW': qa('問？'), en: qa('Q?'), ko: qa('질문?') } },
  });
  expect(faq.status).toBe(201);
  expect(faq.revalidated.sort()).toEqual(everyLocale(['/about-us/faq']));
});
