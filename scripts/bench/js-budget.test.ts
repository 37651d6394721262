import { MIX_ORDER } from './demo-order';
import type { FirstLoadJs } from './first-load-js';
import { JS_PAGES, jsTable, pageFor, verdict } from './js-budget';
import { cookieHeader } from './sign-in';
import { STOREFRONT_PAGES } from './targets';

const js = (gzipBytes: number): FirstLoadJs => ({ files: 3, rawBytes: gzipBytes * 3, gzipBytes, skipped: [], scripts: [] });

describe('first-load JS budgets (issue #11)', () => {
  it('gives storefront pages 150 kB, the login page and the signed-in wizard 200 kB, my page, my orders and an order 200 kB', () => {
    expect(pageFor('/').budgetKb).toBe(150);
    expect(pageFor('/partner-shop').budgetKb).toBe(150);
    expect(pageFor('/login')).toMatchObject({ budgetKb: 200, signedIn: undefined });
    expect(pageFor('/grading/submit')).toMatchObject({ budgetKb: 200, signedIn: true });
    // Issue #24: the member pages, signed in.
    for (const path of ['/account/dashboard', '/account/orders', `/account/orders/${MIX_ORDER}`]) {
      expect(pageFor(path)).toMatchObject({ budgetKb: 200, signedIn: true, budgetName: 'member' });
    }
    // Every measured storefront page, then the login and the wizard, then the three member pages.
    expect(JS_PAGES).toHaveLength(STOREFRONT_PAGES.length + 5);
  });

  it('signs in for a page written with a leading +, and budgets an unknown page as storefront', () => {
    expect(pageFor('+/account')).toEqual({ path: '/account', signedIn: true, budgetKb: 150, budgetName: 'storefront' });
  });

  it('says over or under by how much, in decimal kB', () => {
    expect(verdict(pageFor('/'), 150_000)).toBe('under by 0.0 kB');
    expect(verdict(pageFor('/'), 151_500)).toBe('**over** by 1.5 kB');
  });

  it('prints a markdown row per page, failures included', () => {
    const table = jsTable([
      { page: pageFor('/'), js: js(120_400) },
      { page: pageFor('/grading/submit'), error: 'HTTP 307 | → /login' },
    ]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toBe('| `/` | 3 | 361.2 | 120.4 | storefront ≤ 150 kB | under by 29.6 kB |');
    expect(table[3]).toContain('`/grading/submit` (signed in)');
    expect(table[3]).toContain('FAIL: HTTP 307 \\| → /login');
  });
});

describe('cookieHeader', () => {
  it('keeps name=value pairs and drops attributes and cleared cookies', () => {
    expect(cookieHeader(['acc=a.b.c; Path=/; HttpOnly', 'rft=xyz; Path=/', 'old=; Max-Age=0'])).toBe('acc=a.b.c; rft=xyz');
    expect(cookieHeader(undefined)).toBe('');
  });
});
