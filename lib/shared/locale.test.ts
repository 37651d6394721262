import { DEFAULT_LOCALE, LOCALES, LOCALE_LABELS, isLocale, pickLocale } from './locale';

describe('isLocale', () => {
  it.each(LOCALES)('accepts %s', (locale) => {
    expect(isLocale(locale)).toBe(true);
  });

  it.each(['zh-CN', 'zh', 'ZH-TW', 'fr', '', undefined, null, 42])('rejects %p', (value) => {
    expect(isLocale(value)).toBe(false);
  });
});

describe('pickLocale', () => {
  it('prefers a valid NEXT_LOCALE cookie over Accept-Language', () => {
    expect(pickLocale('ko', 'en-US,en;q=0.9')).toBe('ko');
    expect(pickLocale('en', 'zh-TW')).toBe('en');
  });

  it('ignores an unknown cookie value', () => {
    expect(pickLocale('fr', 'ko-KR')).toBe('ko');
  });

  it.each([
    ['zh-TW,zh;q=0.9', 'zh-TW'],
    // Simplified Chinese readers still get Traditional Chinese: the only Chinese we have
    // (docs/product/storefront.md#country-and-languages).
    ['zh-CN,zh;q=0.9', 'zh-TW'],
    ['ko-KR,ko;q=0.9,en-US;q=0.8', 'ko'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.5', 'en'],
  ] as const)('maps Accept-Language %s to %s', (header, expected) => {
    expect(pickLocale(undefined, header)).toBe(expected);
  });

  it.each([undefined, '', 'fr', 'de-DE,ja;q=0.8'])('falls back to zh-TW for %p', (header) => {
    expect(pickLocale(undefined, header)).toBe(DEFAULT_LOCALE);
    expect(DEFAULT_LOCALE).toBe('zh-TW');
  });
});

describe('LOCALE_LABELS', () => {
  it('names every locale', () => {
    for (const locale of LOCALES) expect(LOCALE_LABELS[locale]).toBeTruthy();
  });
});
