// Route rules of docs/product/storefront.md#route-guards, shared by the proxy (redirects) and pages (server-side
// checks).
import { DEFAULT_LOCALE, isLocale } from './locale';

/** Pages that need a signed-in member: unauthenticated visits go to /login?returnUrl=… */
const PROTECTED_PREFIXES = ['/account', '/grading/submit', '/reholder/submit', '/admin'];
/** Pages a signed-in member has no use for: they go to returnUrl or /. */
const GUEST_ONLY = ['/login', '/signup', '/sign-up'];

const matches = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => matches(pathname, prefix));
}

export function isGuestOnlyPath(pathname: string): boolean {
  return GUEST_ONLY.some((prefix) => matches(pathname, prefix));
}

const RETURN_BASE = 'http://return.invalid';
const MAX_DECODES = 5;

/** The value percent-decoded until it stops changing (double-encoded forms), or null if it never settles. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODES; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** A path that stays on this site once a URL parser has resolved it ("/..//x" resolves to "//x": not). */
function staysOnSite(form: string): boolean {
  // Backslashes count as slashes to browsers; URL parsers drop tabs and line breaks ("/\t/x" → "//x").
  if (/[\u0000-\u001f\u007f\\]/.test(form)) return false;
  if (!form.startsWith('/') || form.startsWith('//')) return false;
  const resolved = new URL(form, RETURN_BASE);
  return resolved.origin === RETURN_BASE && !resolved.pathname.startsWith('//');
}

/**
 * The one decision on where to send a member back to (proxy redirects, the login form, social login):
 * a path on this site, judged AFTER normalisation — as given and fully percent-decoded, each resolved
 * the way a URL parser resolves it (dot segments, backslashes, control characters, protocol-relative
 * "//host") — and returned in its resolved form, so what is checked is exactly what is followed
 * (issue #7: "/..//evil.com" was checked raw, then normalised into "//evil.com").
 */
export function safeReturnUrl(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  const decoded = fullyDecoded(value);
  if (decoded === null || !staysOnSite(value) || !staysOnSite(decoded)) return fallback;
  const resolved = new URL(value, RETURN_BASE);
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return staysOnSite(path) ? path : fallback;
}

export function loginUrl(returnUrl: string): string {
  return `/login?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/**
 * docs/product/storefront.md#local-data-rule: local browser data (drafts) survives only on these pages; leaving them
 * clears it.
 */
// The gateways' pages are part of the flow (the sandbox's hosted page, ours before ECPay's and PortOne's, PortOne's
// return /kakaopay): the draft must survive a round trip through them.
const KEEP_LOCAL_DATA = ['/grading/submit', '/reholder/submit', '/kakaopay', '/payments/sandbox', '/payments/ecpay', '/payments/portone'];

export function keepsLocalData(pathname: string): boolean {
  return KEEP_LOCAL_DATA.some((prefix) => matches(stripLocale(pathname), prefix));
}

/**
 * A dormant member may only see these (docs/product/storefront.md#route-guards, docs/product/accounts.md#dormancy:
 * DORMANCY is redirected to /dormancy).
 */
const DORMANT_ALLOWED = ['/dormancy', '/logout', '/usepolicy', '/privacy'];

export function isAllowedWhileDormant(pathname: string): boolean {
  return DORMANT_ALLOWED.some((prefix) => matches(stripLocale(pathname), prefix));
}

export function stripLocale(pathname: string): string {
  return pathname.replace(/^\/(en|ko|zh-TW)(?=\/|$)/, '') || '/';
}

/**
 * The one way to put a path of this site in a locale (redirects, links in e-mails, the payment page):
 * /en/… and /ko/…, zh-TW (the default) without a prefix. A locale prefix the path already has is
 * replaced; a missing or unknown locale (a member's stored language) gives the default's path.
 */
export function localizedPath(path: string, locale: string | null | undefined): string {
  const bare = stripLocale(path);
  return isLocale(locale) && locale !== DEFAULT_LOCALE ? `/${locale}${bare === '/' ? '' : bare}` : bare;
}
