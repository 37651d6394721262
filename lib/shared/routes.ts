// Route rules of SPEC.md §2, shared by the proxy (redirects) and pages (server-side checks).

/** Pages that need a signed-in member: unauthenticated visits go to /login?returnUrl=… */
const PROTECTED_PREFIXES = ['/account', '/grading/submit', '/reholder/submit'];
/** Pages a signed-in member has no use for: they go to returnUrl or /. */
const GUEST_ONLY = ['/login', '/signup', '/sign-up'];

const matches = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => matches(pathname, prefix));
}

export function isGuestOnlyPath(pathname: string): boolean {
  return GUEST_ONLY.some((prefix) => matches(pathname, prefix));
}

/**
 * A returnUrl is followed only when it is a path on this site: "/x" but not "//host" or "/\host",
 * which browsers treat as another origin (no open redirect).
 */
export function safeReturnUrl(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}

export function loginUrl(returnUrl: string): string {
  return `/login?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** SPEC.md §2: local browser data (drafts) survives only on these pages; leaving them clears it. */
// The hosted payment page is part of the flow: the draft must survive a round trip through it.
const KEEP_LOCAL_DATA = ['/grading/submit', '/reholder/submit', '/kakaopay', '/payments/sandbox'];

export function keepsLocalData(pathname: string): boolean {
  return KEEP_LOCAL_DATA.some((prefix) => matches(stripLocale(pathname), prefix));
}

/** A dormant member may only see these (SPEC.md §2: DORMANCY is redirected to /dormancy). */
const DORMANT_ALLOWED = ['/dormancy', '/logout', '/usepolicy', '/privacy'];

export function isAllowedWhileDormant(pathname: string): boolean {
  return DORMANT_ALLOWED.some((prefix) => matches(stripLocale(pathname), prefix));
}

export function stripLocale(pathname: string): string {
  return pathname.replace(/^\/(en|ko|zh-TW)(?=\/|$)/, '') || '/';
}

/** A path of this site in the given locale (zh-TW, the default, has no prefix). */
export function localizedPath(path: string, locale: string | undefined): string {
  const bare = stripLocale(path);
  return locale && locale !== 'zh-TW' ? `/${locale}${bare === '/' ? '' : bare}` : bare;
}
