/** @jest-environment node */
// The proxy's redirects (docs/product/storefront.md#route-guards) with the return URLs an attacker tried (issue #7):
// a signed-in visit to /login?returnUrl=… must land on this site, in every locale.
import { NextRequest } from 'next/server';
import { i18n } from './next-i18next.config';
import { proxy } from './proxy';

const ORIGIN = 'http://cardgrade.test';

function visit(path: string, cookies: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const request = new NextRequest(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {}, nextConfig: { i18n } });
  return proxy(request);
}

const signedIn = { rft: 'anything' };

test.each([
  '%2F..%2F%2Fevil.com',
  '%2F.%2F%2Fevil.com',
  '%2F%252e%252e%2F%2Fevil.com',
  '%252F..%252F%252Fevil.com',
  '%2F%252F%252Fevil.com',
  '%2F%5Cevil.com',
  '%5C%5Cevil.com',
  '%2F%2Fevil.com',
  'https%3A%2F%2Fevil.com',
  '%2F%09%2Fevil.com',
])('a signed-in visit to /login?returnUrl=%s stays on the site, in every locale', (returnUrl) => {
  for (const prefix of ['', '/en', '/ko']) {
    const response = visit(`${prefix}/login?returnUrl=${returnUrl}`, signedIn);
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(ORIGIN);
    expect(location.pathname.startsWith('//')).toBe(false);
    expect(location.pathname).toMatch(/^\/(en|ko)?$/);
  }
});

test('a safe returnUrl is followed', () => {
  const response = visit('/login?returnUrl=%2Faccount%2Fprofile%3Ftab%3D1', signedIn);
  const location = new URL(response.headers.get('location')!);
  expect(location.origin).toBe(ORIGIN);
  expect(`${location.pathname}${location.search}`).toBe('/account/profile?tab=1');
});

test('a protected page without a session goes to /login with the page as returnUrl', () => {
  const response = visit('/account/profile?tab=1');
  const location = new URL(response.headers.get('location')!);
  expect(location.pathname).toBe('/login');
  expect(location.searchParams.get('returnUrl')).toBe('/account/profile?tab=1');
});

test.each([
  '/login?returnUrl=%2F%00%2F%2Fevil.com',
  '/payments/sandbox/%00',
  '/events/x%01y',
  '/certification?serial=%00',
  '/dev/outbox?to=a%00b',
  '/en/account?x=%7F',
  '/events/%E0%A4%A',
])('a page URL with a control character or malformed encoding (%s) gets the not-found page', (path) => {
  const response = visit(path, signedIn);
  expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/404$/);
});

test.each([
  ['/events/x%01y', '/404'],
  ['/en/events/x%01y', '/en/404'],
  ['/ko/payments/sandbox/%00', '/ko/404'],
])('the not-found page of a malformed URL keeps the address’s language (%s → %s)', (path, page) => {
  expect(new URL(visit(path).headers.get('x-middleware-rewrite')!).pathname).toBe(page);
});

test('an ordinary page passes', () => {
  expect(visit('/about-us?tab=1').headers.get('x-middleware-next')).toBe('1');
});

// docs/decisions/0014-static-pages.md: each currency's prices are one cached page; `?currency=` stays the address.
describe('the pricing page', () => {
  const rewrittenTo = (path: string) => visit(path).headers.get('x-middleware-rewrite');

  test.each([
    ['/grading/pricing?currency=USD', '/grading/pricing/USD'],
    ['/grading/pricing?currency=krw', '/grading/pricing/KRW'],
    ['/en/grading/pricing?currency=KRW', '/en/grading/pricing/KRW'],
    ['/ko/grading/pricing?currency=USD&x=1', '/ko/grading/pricing/USD'],
  ])('%s is served from the cached page %s', (path, cached) => {
    expect(new URL(rewrittenTo(path)!).pathname).toBe(cached);
  });

  test.each(['/grading/pricing', '/grading/pricing?currency=TWD', '/grading/pricing?currency=EUR', '/en/grading/pricing?currency='])(
    '%s is the TWD page itself',
    (path) => {
      expect(rewrittenTo(path)).toBeNull();
    },
  );
});

// Issue #25: each view of the gallery is one cached page; `?sort=&category=&page=` stays the address.
describe('the gallery', () => {
  const rewrittenTo = (path: string) => visit(path).headers.get('x-middleware-rewrite');

  test.each([
    ['/albums?sort=liked', '/albums/liked/all/1'],
    ['/albums?category=pokemon', '/albums/newest/POKEMON/1'],
    ['/en/albums?sort=LIKED&category=SPORTS&page=3', '/en/albums/liked/SPORTS/3'],
    ['/ko/albums?page=2&utm_source=x', '/ko/albums/newest/all/2'],
  ])('%s is served from the cached page %s', (path, cached) => {
    expect(new URL(rewrittenTo(path)!).pathname).toBe(cached);
  });

  test.each(['/albums', '/albums?sort=newest', '/albums?sort=bogus&category=NOPE&page=0', '/en/albums?page=99999', '/albums?page=1'])(
    '%s is the gallery itself',
    (path) => {
      expect(rewrittenTo(path)).toBeNull();
    },
  );

  test('an album page is not rewritten', () => {
    expect(rewrittenTo('/albums/12?sort=liked')).toBeNull();
  });
});

describe('certificate addresses (docs/product/certificates.md#certificate-lookup)', () => {
  const rewrittenTo = (response: Response) => {
    const target = response.headers.get('x-middleware-rewrite');
    return target ? `${new URL(target).pathname}${new URL(target).search}` : null;
  };
  const locationOf = (response: Response) => {
    const location = new URL(response.headers.get('location')!);
    return `${location.pathname}${location.search}`;
  };

  test.each([
    ['/certification?serial=4829173', '/certification/4829173'],
    ['/certification?serial=%EF%BC%94%EF%BC%98%EF%BC%92%EF%BC%99%EF%BC%91%EF%BC%97%EF%BC%93', '/certification/4829173'],
    ['/certification?serial=4829+173', '/certification/4829173'],
    ['/certification/4829-173', '/certification/4829173'],
    ['/certification/%EF%BC%94%EF%BC%98%EF%BC%92%EF%BC%99%EF%BC%91%EF%BC%97%EF%BC%93?k=1&s=x', '/certification/4829173?k=1&s=x'],
    ['/en/certification?serial=4829173', '/en/certification/4829173'],
  ])('%s leads to %s', (path, target) => {
    const response = visit(path);
    expect(response.status).toBe(307);
    expect(locationOf(response)).toBe(target);
  });

  test.each([
    ['/certification?serial=48291735', '/certification/lookup?serial=48291735'],
    ['/certification?serial=abc', '/certification/lookup?serial=abc'],
    ['/certification?serial=', '/certification/lookup?serial='],
    ['/certification/482917a', '/certification/lookup?serial=482917a'],
    ['/certification/1234', '/certification/lookup?serial=1234'],
  ])('%s is answered by the look-up (400)', (path, target) => {
    expect(rewrittenTo(visit(path))).toBe(target);
  });

  test('a 100 kB serial is cut before it travels on', () => {
    const target = rewrittenTo(visit(`/certification?serial=${'1'.repeat(100_000)}`));
    expect(target).toBe(`/certification/lookup?serial=${'1'.repeat(40)}`);
  });

  test('a label code is rendered with its verdict under the same address; a plain look-up is the cached page', () => {
    expect(rewrittenTo(visit('/certification/4829173?k=1&s=abcdefghijklmnopqrstuv'))).toBe('/certification/label/4829173?k=1&s=abcdefghijklmnopqrstuv');
    expect(rewrittenTo(visit('/ko/certification/4829173?s=x'))).toBe('/ko/certification/label/4829173?s=x');
    const plain = visit('/certification/4829173');
    expect(rewrittenTo(plain)).toBeNull();
    expect(plain.headers.get('location')).toBeNull();
  });

  test("a scanned code without a language in its address gets the visitor's: their choice here, else their browser's", () => {
    const scan = (headers: Record<string, string>) => proxy(new NextRequest(`${ORIGIN}/certification/4829173?k=1&s=x`, { headers, nextConfig: { i18n } }));
    expect(rewrittenTo(scan({ 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' }))).toBe('/ko/certification/label/4829173?k=1&s=x');
    expect(rewrittenTo(scan({ 'accept-language': 'en-US,en;q=0.9' }))).toBe('/en/certification/label/4829173?k=1&s=x');
    expect(rewrittenTo(scan({ 'accept-language': 'ko-KR', cookie: 'NEXT_LOCALE=zh-TW' }))).toBe('/certification/label/4829173?k=1&s=x');
    expect(rewrittenTo(scan({ 'accept-language': 'zh-TW,zh;q=0.9' }))).toBe('/certification/label/4829173?k=1&s=x');
    expect(rewrittenTo(scan({}))).toBe('/certification/label/4829173?k=1&s=x');
    // An address in a language keeps it.
    expect(
      rewrittenTo(proxy(new NextRequest(`${ORIGIN}/en/certification/4829173?k=1&s=x`, { headers: { 'accept-language': 'ko' }, nextConfig: { i18n } }))),
    ).toBe('/en/certification/label/4829173?k=1&s=x');
  });

  test('the look-up page and the other certification pages are left alone', () => {
    for (const path of ['/certification', '/certification/lookup?serial=1', '/certification/population', '/certification/label/4829173?k=1']) {
      const response = visit(path);
      expect([response.headers.get('location'), rewrittenTo(response)]).toEqual([null, null]);
    }
  });
});
