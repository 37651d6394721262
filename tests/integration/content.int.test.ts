/** @jest-environment node */
import { getPost } from '@/lib/server/content/get-post';
import { listFaq } from '@/lib/server/content/list-faq';
import { listPosts } from '@/lib/server/content/list-posts';
import { listPartnerShops } from '@/lib/server/partners/list-partner-shops';
import { seedContent } from '@/lib/server/seed/seed-content';
import { createFaqEntry } from '@/tests/factories/faq';
import { createPartnerShop } from '@/tests/factories/partner';
import { createPost } from '@/tests/factories/post';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

let testDb: TestDb;
const NOW = new Date('2026-11-22T04:00:00Z');

beforeAll(async () => {
  testDb = await createTestDb();
  await seedContent(testDb.db);
});
afterAll(async () => {
  await testDb.close();
});

describe('seedContent', () => {
  test('partner shops in Taiwan and Korea, FAQ in five topics, notices and events in three languages', async () => {
    const groups = await listPartnerShops(testDb.db, 'zh-TW');
    expect(groups.map((group) => group.country)).toEqual(['TW', 'KR']);
    expect(groups.flatMap((group) => group.shops)).toHaveLength(8);
    expect(await testDb.db.partnerShopTranslation.count({ where: { locale: 'en' } })).toBe(8);
    const faq = await listFaq(testDb.db, 'en');
    expect(faq.map((group) => group.topic)).toEqual(['submission', 'shipping', 'grading', 'payment', 'account']);
    expect(faq.flatMap((group) => group.items).length).toBeGreaterThanOrEqual(12);
    const translations = await testDb.db.postTranslation.groupBy({ by: ['locale'], _count: true });
    expect(Object.fromEntries(translations.map((row) => [row.locale, row._count]))).toEqual({ 'zh-TW': 7, en: 7, ko: 7 });
  });

  test('running it again adds nothing', async () => {
    const count = async () => [
      await testDb.db.partnerShop.count(),
      await testDb.db.partnerShopTranslation.count(),
      await testDb.db.faqEntry.count(),
      await testDb.db.faqTranslation.count(),
      await testDb.db.post.count(),
      await testDb.db.postTranslation.count(),
    ];
    const before = await count();
    await seedContent(testDb.db);
    expect(await count()).toEqual(before);
  });
});

describe('posts', () => {
  test('notices are listed pinned first, then newest first, in the reader’s language', async () => {
    const notices = await listPosts(testDb.db, 'NOTICE', 'ko', { now: NOW });
    expect(notices[0]).toMatchObject({ slug: 'new-website-open', pinned: true, locale: 'ko', title: '새 공식 웹사이트를 오픈했습니다' });
    const rest = notices.slice(1).map((notice) => notice.publishedAt);
    expect(rest).toEqual([...rest].sort().reverse());
  });

  test('events carry their status: running, then upcoming, then ended', async () => {
    const events = await listPosts(testDb.db, 'EVENT', 'en', { now: NOW });
    expect(events.map((event) => [event.slug, event.status])).toEqual([
      ['year-end-album-contest-2026', 'ongoing'],
      ['taipei-card-show-2026', 'upcoming'],
      ['busan-collectors-meetup-2026', 'ended'],
    ]);
  });

  test('a post missing the reader’s language falls back to zh-TW', async () => {
    await createPost(testDb.db, {
      kind: 'NOTICE',
      slug: 'zh-only-notice',
      publishedAt: new Date('2026-11-01T00:00:00Z'),
      translations: [
        { locale: 'zh-TW', title: '只有中文', summary: '中文摘要', body: '第一段。\n\n第二段。' },
        { locale: 'ko', title: '한국어만', summary: '요약', body: '본문' },
      ],
    });
    expect(await getPost(testDb.db, 'NOTICE', 'zh-only-notice', 'en', NOW)).toMatchObject({ locale: 'zh-TW', title: '只有中文', body: '第一段。\n\n第二段。' });
    expect(await getPost(testDb.db, 'NOTICE', 'zh-only-notice', 'ko', NOW)).toMatchObject({ locale: 'ko', title: '한국어만' });
    const listed = (await listPosts(testDb.db, 'NOTICE', 'en', { now: NOW })).find((post) => post.slug === 'zh-only-notice');
    expect(listed).toMatchObject({ locale: 'zh-TW', title: '只有中文' });
  });

  test('a post in one other language only is still shown in it', async () => {
    await createPost(testDb.db, {
      kind: 'EVENT',
      slug: 'en-only-event',
      publishedAt: new Date('2026-11-01T00:00:00Z'),
      translations: [{ locale: 'en', title: 'English only', summary: 's', body: 'b' }],
    });
    expect(await getPost(testDb.db, 'EVENT', 'en-only-event', 'ko', NOW)).toMatchObject({ locale: 'en', title: 'English only' });
  });

  test('an unknown slug, a slug of the other kind, a scheduled post or a malformed slug is not found', async () => {
    await createPost(testDb.db, { kind: 'NOTICE', slug: 'scheduled-notice', publishedAt: new Date('2027-01-01T00:00:00Z') });
    expect(await getPost(testDb.db, 'NOTICE', 'no-such-post', 'en', NOW)).toBeNull();
    expect(await getPost(testDb.db, 'EVENT', 'new-website-open', 'en', NOW)).toBeNull();
    expect(await getPost(testDb.db, 'NOTICE', 'scheduled-notice', 'en', NOW)).toBeNull();
    expect((await listPosts(testDb.db, 'NOTICE', 'en', { now: NOW })).some((post) => post.slug === 'scheduled-notice')).toBe(false);
    for (const slug of ["x' OR 1=1 --", '../etc/passwd', 'A'.repeat(500), ['new-website-open'], undefined]) {
      expect(await getPost(testDb.db, 'NOTICE', slug, 'en', NOW)).toBeNull();
    }
  });
});

describe('FAQ and partner shops', () => {
  test('FAQ falls back to zh-TW per entry; a new topic comes after the known ones', async () => {
    await createFaqEntry(testDb.db, { topic: 'zz-new', sortOrder: 1, translations: [{ locale: 'zh-TW', question: '新問題？', answer: '新回答。' }] });
    const groups = await listFaq(testDb.db, 'ko');
    expect(groups.at(-1)).toMatchObject({ topic: 'zz-new', items: [{ locale: 'zh-TW', question: '新問題？' }] });
    expect(groups[0]?.items[0]?.locale).toBe('ko');
  });

  test('inactive shops are hidden; a shop in a new country gets its own group after Taiwan and Korea', async () => {
    await createPartnerShop(testDb.db, { name: 'Closed Shop', isActive: false });
    await createPartnerShop(testDb.db, { name: 'Tokyo Cards', country: 'JP', city: '東京都' });
    const groups = await listPartnerShops(testDb.db, 'en');
    expect(groups.map((group) => group.country)).toEqual(['TW', 'KR', 'JP']);
    expect(groups.flatMap((group) => group.shops).some((shop) => shop.name === 'Closed Shop')).toBe(false);
  });

  test('each shop in the visitor’s language (issue #10), else in its own words', async () => {
    const shop = await createPartnerShop(testDb.db, {
      name: '測試卡舖',
      city: '臺北市',
      address: '臺北市中正區測試路 1 號',
      phone: '+886 2 2345 6789',
      translations: { create: [{ locale: 'en', name: 'Test Cards', city: 'Taipei', address: 'No. 1, Test Rd., Taipei' }] },
    });
    const find = async (locale: 'zh-TW' | 'en' | 'ko') =>
      (await listPartnerShops(testDb.db, locale)).flatMap((group) => group.shops).find((item) => item.id === shop.id);
    expect(await find('en')).toMatchObject({ name: 'Test Cards', city: 'Taipei', address: 'No. 1, Test Rd., Taipei', phone: '+886 2 2345 6789' });
    expect(await find('ko')).toMatchObject({ name: '測試卡舖', city: '臺北市', address: '臺北市中正區測試路 1 號' });
    expect(await find('zh-TW')).toMatchObject({ name: '測試卡舖', city: '臺北市' });
    // The seed's Korean shops have a Traditional Chinese translation; Taiwanese ones a Korean one.
    const seeded = async (locale: 'zh-TW' | 'ko') => (await listPartnerShops(testDb.db, locale)).flatMap((group) => group.shops.map((item) => item.name));
    expect(await seeded('zh-TW')).toEqual(expect.arrayContaining(['卡匠收藏 Card Smith', 'Cardbay 弘大店']));
    expect(await seeded('ko')).toEqual(expect.arrayContaining(['카드 스미스', '카드베이 홍대점 Cardbay Hongdae']));
  });
});
