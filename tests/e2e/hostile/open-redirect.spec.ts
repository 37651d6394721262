// A signed-in visit to /login (a guest-only page) is sent on to its returnUrl by proxy.ts. Whatever the
// returnUrl, the redirect must stay on this site: no `//host` or `/\host` path (browsers read both as
// another host), no scheme, no control characters slipping through after decoding (issue #7).
import { type APIRequestContext, expect, test } from '@playwright/test';
import { baseUrlOf, openContext } from './hostile-client';

/** Values of returnUrl exactly as they appear in the query string (already in URL form). */
const HOSTILE_RETURN_URLS = [
  '%2F..%2F%2Fevil.com',
  '/.//evil.com',
  '/%2e%2e//evil.com',
  '%252F%252Fevil.com',
  '/%2F%2Fevil.com',
  '//evil.com',
  '/%5C%5Cevil.com',
  '%2F%5Cevil.com',
  '/%5Cevil.com',
  '%5C%5Cevil.com',
  'https://evil.com',
  'https:%2F%2Fevil.com',
  'http:evil.com',
  'javascript:alert(1)',
  '/%09/evil.com',
  '/%5C%09evil.com',
  '%09//evil.com',
  '/%0a/evil.com',
  '/%0d/evil.com',
  '/%0d%0a/evil.com',
  '%2F%09%2Fevil.com',
  '/%00//evil.com',
  '/%20/evil.com',
  '/..%2f..%2f%2fevil.com',
  '/en/..//evil.com',
  '///evil.com',
  '/.%2e/%2fevil.com',
  '%2F%2F%2Fevil.com%2F%2E%2E',
  '/%E3%80%82/evil.com',
  '/%EF%BC%8F/evil.com',
];
// Raw backslashes in a query stay as they are (only the path turns them into slashes).
const RAW_BACKSLASH_URLS = ['/\\evil.com', '\\\\evil.com', '/\\/evil.com'];

const KEPT = '/account/profile?tab=1';

async function visit(ctx: APIRequestContext, url: string) {
  // Any non-empty refresh-token cookie makes proxy.ts treat the visitor as signed in.
  return ctx.get(url, { headers: { cookie: 'rft=hostile-open-redirect' }, maxRedirects: 0, failOnStatusCode: false });
}

/** Why a redirect's Location leaves `origin`, or null when it stays. */
function offSite(location: string | undefined, origin: string): string | null {
  if (!location) return 'no Location header';
  let target: URL;
  try {
    target = new URL(location, origin);
  } catch {
    return 'not a URL';
  }
  if (target.origin !== origin) return `goes to ${target.origin}`;
  const path = location.startsWith(origin) ? location.slice(origin.length) : location;
  if (path.startsWith('//') || path.startsWith('/\\')) return 'its path starts with // or /\\ (another host for a browser)';
  if (target.pathname.startsWith('//')) return 'its resolved path starts with //';
  return null;
}

/**
 * A control character (other than tab and line breaks) in the query: proxy.ts answers such URLs with
 * the not-found page, which sends nobody anywhere. Every other value must be answered with a redirect.
 */
const mayBeRefused = (value: string) => /%(0[0-8BCEF]|1[0-9A-F]|7F)/i.test(value);

/** Visits `url` and follows up to four redirects: the first one that leaves the site, or null. */
async function escape(ctx: APIRequestContext, url: string, origin: string, refusable: boolean): Promise<string | null> {
  let current = url;
  for (let hop = 1; hop <= 5; hop++) {
    const response = await visit(ctx, current);
    const status = response.status();
    const refused = refusable && status >= 400 && status < 500 && !response.headers().location;
    if (status < 300 || status >= 400) return hop === 1 && !refused ? `answered ${status}, not a redirect` : null;
    const location = response.headers().location;
    const problem = offSite(location, origin);
    if (problem) return `hop ${hop}: ${status} Location ${location}: ${problem}`;
    const target = new URL(location!, origin);
    current = `${target.pathname}${target.search}`;
  }
  return null;
}

test.describe.configure({ mode: 'parallel' });

for (const login of ['/login', '/en/login']) {
  test(`${login}?returnUrl=… never leaves the site for a signed-in visitor`, async ({ playwright }, testInfo) => {
    const baseURL = baseUrlOf(testInfo);
    const origin = new URL(baseURL).origin;
    const ctx = await openContext(playwright, baseURL);
    const problems: string[] = [];
    try {
      // Every value is tried, and all the escapes are reported together.
      for (const value of [...HOSTILE_RETURN_URLS, ...RAW_BACKSLASH_URLS]) {
        const problem = await escape(ctx, `${login}?returnUrl=${value}`, origin, mayBeRefused(value));
        if (problem) problems.push(`returnUrl=${value} → ${problem}`);
      }
      const kept = await visit(ctx, `${login}?returnUrl=${encodeURIComponent(KEPT)}`);
      expect(kept.status(), 'a redirect').toBeGreaterThanOrEqual(300);
      const location = kept.headers().location;
      expect(offSite(location, origin), `Location ${location}`).toBeNull();
      const target = new URL(location!, origin);
      expect(`${target.pathname.replace(/^\/en(?=\/)/, '')}${target.search}`, 'a path on this site is kept').toBe(KEPT);
    } finally {
      await ctx.dispose();
    }
    expect(problems, `returnUrl values that led off the site:\n${problems.join('\n')}`).toEqual([]);
  });
}
