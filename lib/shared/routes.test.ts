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

test.each([
  ['/account/profile?tab=1', '/account/profile?tab=1'],
  ['//evil.example', '/'],
  ['/\\evil.example', '/'],
  ['https://evil.example', '/'],
  ['javascript:alert(1)', '/'],
  ['/ok\nSet-Cookie:x', '/'],
  [42, '/'],
  [undefined, '/'],
])('safeReturnUrl(%p) = %p', (value, expected) => {
  expect(safeReturnUrl(value)).toBe(expected);
});

test('loginUrl encodes the return path', () => {
  expect(loginUrl('/account/profile?a=1&b=2')).toBe('/login?returnUrl=%2Faccount%2Fprofile%3Fa%3D1%26b%3D2');
});

test('local data is kept only on the submit pages and kakaopay', () => {
  expect(keepsLocalData('/grading/submit')).toBe(true);
  expect(keepsLocalData('/grading/submit/shipping')).toBe(true);
  expect(keepsLocalData('/en/reholder/submit')).toBe(true);
  expect(keepsLocalData('/kakaopay')).toBe(true);
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
