import { CURRENCY_DECIMALS, formatMoney, toMajorUnits } from './money';

describe('CURRENCY_DECIMALS', () => {
  test('TWD and KRW are whole units, USD is in cents', () => {
    expect(CURRENCY_DECIMALS).toEqual({ TWD: 0, KRW: 0, USD: 2 });
  });
});

describe('toMajorUnits', () => {
  test.each([
    [650, 'TWD', 650],
    [25000, 'KRW', 25000],
    [1800, 'USD', 18],
    [150, 'USD', 1.5],
    [0, 'USD', 0],
  ] as const)('%i %s → %d', (minor, currency, major) => {
    expect(toMajorUnits(minor, currency)).toBe(major);
  });
});

describe('formatMoney', () => {
  // Every locale shows the same unambiguous symbol; grouping follows the locale.
  test.each([
    ['zh-TW', 'TWD', 650, 'NT$650'],
    ['en', 'TWD', 650, 'NT$650'],
    ['ko', 'TWD', 650, 'NT$650'],
    ['zh-TW', 'TWD', 1500, 'NT$1,500'],
    ['zh-TW', 'USD', 1800, 'US$18.00'],
    ['en', 'USD', 1800, 'US$18.00'],
    ['ko', 'USD', 1800, 'US$18.00'],
    ['en', 'USD', 150, 'US$1.50'],
    ['en', 'USD', 123456, 'US$1,234.56'],
    ['zh-TW', 'KRW', 25000, '₩25,000'],
    ['en', 'KRW', 25000, '₩25,000'],
    ['ko', 'KRW', 25000, '₩25,000'],
  ] as const)('%s %s %i → %s', (locale, currency, minor, expected) => {
    expect(formatMoney(minor, currency, locale)).toBe(expected);
  });

  test('TWD and KRW never show decimals, USD always shows two', () => {
    expect(formatMoney(650, 'TWD', 'en')).not.toMatch(/\./);
    expect(formatMoney(9800, 'KRW', 'ko')).not.toMatch(/\./);
    expect(formatMoney(2500, 'USD', 'en')).toMatch(/\.00$/);
  });

  test('zero amounts are shown as zero in the currency', () => {
    expect(formatMoney(0, 'TWD', 'zh-TW')).toBe('NT$0');
    expect(formatMoney(0, 'KRW', 'ko')).toBe('₩0');
    expect(formatMoney(0, 'USD', 'en')).toBe('US$0.00');
  });

  test('negative amounts (discounts) keep their sign', () => {
    expect(formatMoney(-65, 'TWD', 'en')).toBe('-NT$65');
  });

  test('an unknown locale formats as the default zh-TW rather than throwing', () => {
    expect(formatMoney(650, 'TWD', 'xx-invalid-!')).toBe('NT$650');
    expect(formatMoney(1800, 'USD', '')).toBe('US$18.00');
  });
});
