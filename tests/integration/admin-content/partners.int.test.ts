/** @jest-environment node */
// Partner shops in the content tools (issue #10; docs/product/storefront.md#partner-shops-and-inquiry): ADMIN creates
// and edits shops with zh-TW, en and ko translations, orders and (de)activates them through /api/admin/partners;
// /partner-shop shows each shop in the visitor's language, else in the shop's own words; every change has its audit
// row; STAFF are refused.
import shopActiveRoute from '@/pages/api/admin/partners/[id]/active';
import shopRoute from '@/pages/api/admin/partners/[id]/index';
import shopsRoute from '@/pages/api/admin/partners/index';
import { setPartnerShopActive } from '@/lib/server/admin-content/set-partner-shop-active';
import { listPartnerShops } from '@/lib/server/partners/list-partner-shops';
import type { AdminPartnerShop } from '@/lib/shared/admin-content/views';
import type { Locale } from '@/lib/shared/locale';
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

let sequence = 0;
function shopBody(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: `卡匠收藏 ${sequence}`,
    country: 'TW',
    city: '臺北市',
    address: `臺北市大安區復興南路一段 ${sequence} 號`,
    phone: '02-2708-3158',
    email: `shop${sequence}@cardsmith.example`,
    website: 'https://cardsmith.example',
    sortOrder: 10 * sequence,
    isActive: true,
    translations: {
      'zh-TW': { name: `卡匠收藏 ${sequence}`, city: '臺北市', address: `復興南路一段 ${sequence} 號` },
      en: { name: `Card Smith ${sequence}`, city: 'Taipei', address: `No. ${sequence}, Sec. 1, Fuxing S. Rd.` },
      ko: { name: `카드 스미스 ${sequence}`, city: '타이베이', address: `푸싱남로 1단 ${sequence}호` },
    },
    ...overrides,
  };
}

const create = async (body = shopBody()) => {
  const answer = await callAs<AdminPartnerShop>(cast.admin, shopsRoute, { method: 'POST', body });
  expect(answer.status).toBe(201);
  return answer.body.data!;
};
const publicShop = async (locale: Locale, id: number) =>
  (await listPartnerShops(testDb.db, locale)).flatMap((group) => group.shops).find((shop) => shop.id === id);
const counts = async () => [
  await testDb.db.partnerShop.count(),
  await testDb.db.partnerShopTranslation.count(),
  await testDb.db.auditLog.count({ where: { entity: 'PartnerShop' } }),
];

test('ADMIN creates a shop with three translations; the public list shows each visitor their language', async () => {
  const shop = await create();
  const rows = await testDb.db.partnerShopTranslation.findMany({ where: { shopId: shop.id }, orderBy: { locale: 'asc' } });
  expect(rows.map((row) => [row.locale, row.name])).toEqual([
    ['en', shop.translations.en.name],
    ['ko', shop.translations.ko.name],
    ['zh-TW', shop.translations['zh-TW'].name],
  ]);
  expect(await publicShop('en', shop.id)).toMatchObject({
    name: shop.translations.en.name,
    city: 'Taipei',
    address: shop.translations.en.address,
    email: shop.email,
  });
  expect(await publicShop('ko', shop.id)).toMatchObject({ name: shop.translations.ko.name, city: '타이베이' });
  expect(await publicShop('zh-TW', shop.id)).toMatchObject({ address: shop.translations['zh-TW'].address });
  expect(await auditRows(testDb.db, 'PartnerShop', shop.id)).toEqual([
    expect.objectContaining({
      actorId: cast.admin.member.id,
      action: 'partnerShop.created',
      data: { from: null, to: expect.objectContaining({ name: shop.name, isActive: true }) },
    }),
  ]);
});

test('ADMIN edits a shop: an emptied language is removed and its visitors see the shop’s own words; empty contacts are none', async () => {
  const shop = await create();
  const body = shopBody({
    name: 'Cardbay 홍대점',
    country: 'KR',
    city: '서울특별시',
    address: '마포구 양화로 156',
    phone: '',
    email: '',
    website: '',
    sortOrder: 5,
  });
  const { en } = body.translations as { en: unknown };
  const answer = await callAs<AdminPartnerShop>(cast.admin, shopRoute, {
    method: 'PUT',
    query: { id: String(shop.id) },
    body: { ...body, translations: { en } },
  });
  expect(answer.status).toBe(200);
  expect(await testDb.db.partnerShop.findUniqueOrThrow({ where: { id: shop.id } })).toMatchObject({
    name: 'Cardbay 홍대점',
    country: 'KR',
    phone: null,
    email: null,
    website: null,
    sortOrder: 5,
  });
  expect((await testDb.db.partnerShopTranslation.findMany({ where: { shopId: shop.id } })).map((row) => row.locale)).toEqual(['en']);
  expect(await publicShop('ko', shop.id)).toMatchObject({ name: 'Cardbay 홍대점', city: '서울특별시', address: '마포구 양화로 156', phone: null });
  expect(await publicShop('zh-TW', shop.id)).toMatchObject({ name: 'Cardbay 홍대점' });
  expect((await auditRows(testDb.db, 'PartnerShop', shop.id)).at(-1)).toMatchObject({
    action: 'partnerShop.updated',
    data: {
      from: { country: 'TW', translations: { ko: { name: shop.translations.ko.name } } },
      to: { country: 'KR', phone: '', translations: { ko: { name: '' } } },
    },
  });
  expect((await callAs(cast.admin, shopRoute, { method: 'PUT', query: { id: '999999' }, body })).status).toBe(404);
});

test('the public list follows sortOrder; a deactivated shop disappears from it and comes back when activated', async () => {
  const late = await create(shopBody({ sortOrder: 900 }));
  const early = await create(shopBody({ sortOrder: 1 }));
  const order = (await listPartnerShops(testDb.db, 'en')).flatMap((group) => group.shops.map((shop) => shop.id));
  expect(order.indexOf(early.id)).toBeLessThan(order.indexOf(late.id));

  const off = await callAs<AdminPartnerShop>(cast.admin, shopActiveRoute, { method: 'PUT', query: { id: String(late.id) }, body: { isActive: false } });
  expect(off.status).toBe(200);
  expect(off.body.data!.isActive).toBe(false);
  expect(await publicShop('en', late.id)).toBeUndefined();
  // Still listed for the admin.
  const list = await callAs<AdminPartnerShop[]>(cast.admin, shopsRoute);
  expect(list.body.data!.find((shop) => shop.id === late.id)).toMatchObject({ isActive: false });
  // Asking again changes nothing and writes nothing.
  await callAs(cast.admin, shopActiveRoute, { method: 'PUT', query: { id: String(late.id) }, body: { isActive: false } });
  expect((await callAs(cast.admin, shopActiveRoute, { method: 'PUT', query: { id: String(late.id) }, body: { isActive: true } })).status).toBe(200);
  expect(await publicShop('en', late.id)).toBeDefined();
  expect((await auditRows(testDb.db, 'PartnerShop', late.id)).map((row) => [row.action, row.data])).toEqual([
    ['partnerShop.created', expect.anything()],
    ['partnerShop.deactivated', { from: { isActive: true }, to: { isActive: false } }],
    ['partnerShop.activated', { from: { isActive: false }, to: { isActive: true } }],
  ]);
  expect((await callAs(cast.admin, shopActiveRoute, { method: 'PUT', query: { id: String(late.id) }, body: { isActive: 'false' } })).status).toBe(400);
});

test('400 on missing own fields, a half-written language, a javascript: website or an unknown country; nothing written', async () => {
  const before = await counts();
  const cases: [Record<string, unknown>, Record<string, string>][] = [
    [{ name: '' }, { name: E.required }],
    [{ translations: { ko: { name: '카드', city: '', address: '' } } }, { 'translations.ko.city': E.incomplete, 'translations.ko.address': E.incomplete }],
    [{ website: 'javascript:alert(1)' }, { website: E.website }],
    [{ country: 'XX' }, { country: E.country }],
    [{ sortOrder: 1.5 }, { sortOrder: E.sortOrder }],
  ];
  for (const [overrides, errors] of cases) {
    const answer = await callAs(cast.admin, shopsRoute, { method: 'POST', body: shopBody(overrides) });
    expect(answer.status).toBe(400);
    expect(fieldKeys(answer)).toEqual(errors);
  }
  expect(await counts()).toEqual(before);
});

test('STAFF and members get 403 on every route, guests 401; the service refuses STAFF itself; nothing written', async () => {
  const shop = await create();
  const before = await counts();
  for (const [who, status] of [
    [cast.staff, 403],
    [cast.member, 403],
    [null, 401],
  ] as const) {
    expect((await callAs(who, shopsRoute)).status).toBe(status);
    expect((await callAs(who, shopsRoute, { method: 'POST', body: shopBody() })).status).toBe(status);
    expect((await callAs(who, shopRoute, { method: 'PUT', query: { id: String(shop.id) }, body: shopBody() })).status).toBe(status);
    expect((await callAs(who, shopActiveRoute, { method: 'PUT', query: { id: String(shop.id) }, body: { isActive: false } })).status).toBe(status);
  }
  await expect(setPartnerShopActive(testDb.db, { memberId: cast.staff.member.id, role: 'STAFF' }, shop.id, { isActive: false })).rejects.toMatchObject({
    code: 'FORBIDDEN',
  });
  expect(await counts()).toEqual(before);
  expect(await publicShop('en', shop.id)).toBeDefined();
});
