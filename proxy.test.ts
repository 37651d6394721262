/** @jest-environment node */
// The proxy's redirects (docs/product/storefront.md#route-guards) with the return URLs an attacker tried (issue #7):
// a signed-in visit to /login?returnUrl=… must land on this site, in every locale.
import { NextRequest } from 'next/server';
import { i18n } from './next-i18next.config';
import { proxy } from './proxy';

const ORIGIN = 'http://cardgrade.test';

function visit(path: string, cookies: Record<string, string> = {}) {
  const cookie = Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; ');
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

test.each(['/login?returnUrl=%2F%00%2F%2Fevil.com', '/payments/sandbox/%00', '/events/x%01y', '/certification?serial=%00', '/dev/outbox?to=a%00b', '/en/account?x=%7F', '/events/%E0%A4%A'])(
  'a page URL with a control character or malformed encoding (%s) gets the not-found page',
  (path) => {
    const response = visit(path, signedIn);
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/404$/);
  },
);

test('an ordinary page passes', () => {
  expect(visit('/grading/pricing?currency=USD').headers.get('x-middleware-next')).toBe('1');
});
