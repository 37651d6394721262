import fc from 'fast-check';
import { isAllowedWhileDormant, localizedPath, isGuestOnlyPath, isProtectedPath, keepsLocalData, loginUrl, safeReturnUrl, stripLocale } from './routes';

test.each([
  ['/account', true],
  ['/account/profile', true],
  ['/grading/submit', true],
  ['/grading/submit/shipping', true],
  ['/reholder/submit', true],
  ['/accounting', false],
  ['/grading', false],
  ['/grading/pricing', false],
  ['/', false],
])('isProtectedPath(%s) = %s', (path, expected) => {
  expect(isProtectedPath(path)).toBe(expected);
});

test('guest-only pages', () => {
  expect(isGuestOnlyPath('/login')).toBe(true);
  expect(isGuestOnlyPath('/signup')).toBe(true);
  expect(isGuestOnlyPath('/sign-up')).toBe(true);
  expect(isGuestOnlyPath('/logout')).toBe(false);
});

// Issue #7: every form an attacker tried, and more. The proxy reads returnUrl once decoded by
// URLSearchParams, so both the decoded and the still-encoded forms must be refused.
const OFF_SITE = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  'https://evil.example',
  'http:evil.example',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'data:text/html,x',
  '/..//evil.example',
  '/.//evil.example',
  '/./..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e/%2fevil.example',
  '/%2e//evil.example',
  '/..%2f..%2f%2fevil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '%2F%2Fevil.example',
  '%2F..%2F%2Fevil.example',
  '%252F%252Fevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%2e%2e%2f%2fevil.example',
  '/en/..//evil.example',
  '/en/../..//evil.example',
  '/ko/%2e%2e//evil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  '/\n/evil.example',
  '/%0a/evil.example',
  '/%0d%0a/evil.example',
  '/%00//evil.example',
  '/\u0000//evil.example',
  '/ok\nSet-Cookie:x',
  '/%E0%A4%A', // malformed percent-encoding never settles
  '',
];

test.each(OFF_SITE)('safeReturnUrl(%p) falls back to /', (value) => {
  expect(safeReturnUrl(value)).toBe('/');
});

test.each([
  ['/account/profile?tab=1', '/account/profile?tab=1'],
  ['/grading/submit/shipping', '/grading/submit/shipping'],
  ['/en/account', '/en/account'],
  ['/account/../grading', '/grading'],
  ['/ /evil.example', '/%20/evil.example'],
  ['/grading?q=%E5%AF%B6%E5%8F%AF%E5%A4%A2', '/grading?q=%E5%AF%B6%E5%8F%AF%E5%A4%A2'],
  ['/account#addresses', '/account#addresses'],
])('safeReturnUrl(%p) = %p (the resolved path)', (value, expected) => {
  expect(safeReturnUrl(value)).toBe(expected);
});

test.each([[42], [undefined], [null], [['/a']], ['/' + 'a'.repeat(2048)]])('safeReturnUrl(%p) is the fallback', (value) => {
  expect(safeReturnUrl(value, '/account/profile')).toBe('/account/profile');
});

test('property: whatever the input, the answer is a path a browser keeps on this site', () => {
  const candidates = fc.oneof(
    fc.string(),
    fc.webUrl(),
    fc
      .array(fc.constantFrom('/', '\\', '.', '..', '%2e', '%2f', '%5c', '%25', 'evil.example', '%09', '\t', ':', '@', '?', '#', 'en'), { maxLength: 12 })
      .map((parts) => parts.join('')),
  );
  fc.assert(
    fc.property(candidates, (value) => {
      const result = safeReturnUrl(value);
      const followed = new URL(result, 'https://cardgrade.test');
      expect(followed.origin).toBe('https://cardgrade.test');
      expect(result.startsWith('/')).toBe(true);
      expect(/^\/[\\/]/.test(result)).toBe(false);
      // Followed again (the login form pushes it, the proxy redirects to it), it still stays.
      expect(safeReturnUrl(result)).toBe(result);
    }),
    { numRuns: 2000 },
  );
});

test('loginUrl encodes the return path', () => {
  expect(loginUrl('/account/profile?a=1&b=2')).toBe('/login?returnUrl=%2Faccount%2Fprofile%3Fa%3D1%26b%3D2');
});

test('local data is kept only on the submit pages and kakaopay', () => {
  expect(keepsLocalData('/grading/submit')).toBe(true);
  expect(keepsLocalData('/grading/submit/shipping')).toBe(true);
  expect(keepsLocalData('/en/reholder/submit')).toBe(true);
  expect(keepsLocalData('/kakaopay')).toBe(true);
  expect(keepsLocalData('/en/payments/ecpay/CGABCDEFGHIJKLMNOPQR')).toBe(true);
  expect(keepsLocalData('/payments/portone/CG0123456789ABCDEF0123456789ABCD')).toBe(true);
  expect(keepsLocalData('/grading/pricing')).toBe(false);
  expect(keepsLocalData('/')).toBe(false);
});

test('a dormant member may only reach /dormancy, /logout and the policies', () => {
  expect(isAllowedWhileDormant('/dormancy')).toBe(true);
  expect(isAllowedWhileDormant('/ko/dormancy')).toBe(true);
  expect(isAllowedWhileDormant('/logout')).toBe(true);
  expect(isAllowedWhileDormant('/account')).toBe(false);
  expect(isAllowedWhileDormant('/')).toBe(false);
});

test('stripLocale', () => {
  expect(stripLocale('/en')).toBe('/');
  expect(stripLocale('/zh-TW/grading')).toBe('/grading');
  expect(stripLocale('/english')).toBe('/english');
});

test('localizedPath', () => {
  expect(localizedPath('/payments/sandbox/abc', 'en')).toBe('/en/payments/sandbox/abc');
  expect(localizedPath('/payments/sandbox/abc', 'zh-TW')).toBe('/payments/sandbox/abc');
  expect(localizedPath('/ko/x', 'en')).toBe('/en/x');
  expect(localizedPath('/', 'ko')).toBe('/ko');
});

describe('localizedPath in each locale (zh-TW, the default, has no prefix)', () => {
  it.each([
    ['zh-TW', '/dormancy', '/'],
    ['en', '/en/dormancy', '/en'],
    ['ko', '/ko/dormancy', '/ko'],
  ])('%s', (locale, dormancy, home) => {
    expect(localizedPath('/dormancy', locale)).toBe(dormancy);
    expect(localizedPath('/', locale)).toBe(home);
  });

  it('keeps the query of an e-mailed link', () => {
    expect(localizedPath('/reset-password?token=abc', 'ko')).toBe('/ko/reset-password?token=abc');
    expect(localizedPath('/login?returnUrl=%2Faccount', 'zh-TW')).toBe('/login?returnUrl=%2Faccount');
  });

  it('gives the default path for a missing or unknown locale (a member language stored as something else)', () => {
    for (const locale of [undefined, null, '', 'ja', 'EN']) expect(localizedPath('/forgot-password', locale)).toBe('/forgot-password');
  });
});
