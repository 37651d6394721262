import { localizedPath } from './routes';
import { inEveryLocale, pagesShowing, pricingPagePath } from './static-pages';

test.each([
  ['/', 'zh-TW', '/'],
  ['/', 'en', '/en'],
  ['/notices', 'zh-TW', '/notices'],
  ['/notices', 'ko', '/ko/notices'],
] as const)('localizedPath(%s, %s) → %s', (path, locale, expected) => {
  expect(localizedPath(path, locale)).toBe(expected);
});

test('every locale, the default without a prefix', () => {
  expect(inEveryLocale(['/faq'])).toEqual(['/faq', '/en/faq', '/ko/faq']);
});

test.each([
  ['TWD', '/grading/pricing'],
  ['USD', '/grading/pricing/USD'],
  ['KRW', '/grading/pricing/KRW'],
] as const)('the cached page of %s prices is %s', (currency, path) => {
  expect(pricingPagePath(currency)).toBe(path);
});

describe('pagesShowing: exactly the pages that show what changed', () => {
  test('a price change: that currency’s page in three locales', () => {
    expect(pagesShowing('pricing', { currency: 'USD' })).toEqual(['/grading/pricing/USD', '/en/grading/pricing/USD', '/ko/grading/pricing/USD']);
    expect(pagesShowing('pricing', { currency: 'TWD' })).toEqual(['/grading/pricing', '/en/grading/pricing', '/ko/grading/pricing']);
  });

  test('a post: the list, its articles (old and new slug) and the community feed that lists it', () => {
    expect(pagesShowing('notices', { slugs: ['old-slug', 'new-slug'] })).toEqual([
      '/notices',
      '/notices/old-slug',
      '/notices/new-slug',
      '/community',
      '/en/notices',
      '/en/notices/old-slug',
      '/en/notices/new-slug',
      '/en/community',
      '/ko/notices',
      '/ko/notices/old-slug',
      '/ko/notices/new-slug',
      '/ko/community',
    ]);
    expect(pagesShowing('events')).toEqual(['/events', '/community', '/en/events', '/en/community', '/ko/events', '/ko/community']);
  });

  test.each([
    ['faq', '/about-us/faq'],
    ['partners', '/partner-shop'],
  ] as const)('%s: %s only (slugs do not apply)', (area, page) => {
    expect(pagesShowing(area, { slugs: ['x'] })).toEqual(inEveryLocale([page]));
  });
});
