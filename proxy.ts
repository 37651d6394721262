// Request interception (Next 16 names this file proxy.ts; middleware.ts is deprecated). Redirects only:
// ownership and roles are checked again on the server by each page and service (HOUSE_STYLE.md).
import { type NextRequest, NextResponse } from 'next/server';
import { GALLERY_PATH, galleryViewOfQuery, galleryViewPath } from '@/lib/shared/albums/paths';
import { CERTIFICATE_LOOKUP_PATH, CERTIFICATION_PATH, LABEL_QUERY, certificateLabelPath, certificatePath, certificateSegment } from '@/lib/shared/certificate';
import { normaliseSerial } from '@/lib/shared/certificates/serial';
import { DEFAULT_LOCALE, pickLocale } from '@/lib/shared/locale';
import { isDormant } from '@/lib/shared/members/standing';
import { STOREFRONT_CURRENCY } from '@/lib/shared/price-policy';
import { pickCurrency } from '@/lib/shared/pricing-display';
import { DATABASE_PAGES, pricingPagePath } from '@/lib/shared/static-pages';
import { isStaffPath, isStaffRole } from '@/lib/shared/staff/roles';
import { isAllowedWhileDormant, isGuestOnlyPath, isProtectedPath, safeReturnUrl } from '@/lib/shared/routes';
// docs/product/accounts.md#roles-and-permissions: a user is logged in when a refresh token cookie exists.
import { REFRESH_COOKIE, USER_COOKIE, parseDisplayUser } from '@/lib/shared/session';
import { hasBadCharacters } from '@/lib/shared/text';

function redirect(request: NextRequest, pathname: string, search = ''): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = search;
  const response = NextResponse.redirect(url);
  // Without this the client router caches the redirect after a <Link> prefetch (STACK.md).
  response.headers.set('x-middleware-cache', 'no-cache');
  return response;
}

/** A control character or malformed encoding in the path or query: no page of ours has one. */
function isHostileUrl(url: NextRequest['nextUrl']): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return true;
  }
  if (hasBadCharacters(path)) return true;
  for (const [name, value] of url.searchParams) if (hasBadCharacters(name) || hasBadCharacters(value)) return true;
  return false;
}

/**
 * docs/product/certificates.md#certificate-lookup: `/certification?serial=N` and `/certification/<N>` as people type or
 * copy them (full-width digits, spaces, dashes) lead to the one address of the certificate; what is no serial gets the
 * look-up's 400 answer; a label's QR code (`?k=&s=`) gets the page rendered with its verdict, under the same address.
 */
function certificateRoute(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl;
  const lookup = (serial: string) => {
    const url = request.nextUrl.clone();
    url.pathname = CERTIFICATE_LOOKUP_PATH;
    url.search = `?serial=${encodeURIComponent(serial.slice(0, 40))}`;
    return NextResponse.rewrite(url);
  };
  if (pathname === CERTIFICATION_PATH) {
    if (!searchParams.has('serial')) return null;
    const serial = normaliseSerial(searchParams.get('serial'));
    return serial ? redirect(request, certificatePath(serial)) : lookup(searchParams.get('serial') ?? '');
  }
  const segment = certificateSegment(pathname);
  if (segment === null) return null;
  const serial = normaliseSerial(segment);
  if (!serial) return lookup(segment);
  if (serial !== segment) return redirect(request, certificatePath(serial), request.nextUrl.search);
  if (searchParams.has(LABEL_QUERY.kid) || searchParams.has(LABEL_QUERY.sig)) {
    const url = request.nextUrl.clone();
    url.pathname = certificateLabelPath(serial);
    // A printed code has no language in it: the verdict comes in the visitor's (the language they chose here, else their
    // browser's; docs/product/certificates.md#verdicts) — the address stays the printed one.
    if (url.locale === DEFAULT_LOCALE) url.locale = pickLocale(request.cookies.get('NEXT_LOCALE')?.value, request.headers.get('accept-language') ?? undefined);
    return NextResponse.rewrite(url);
  }
  return null;
}

/** The not-found page in the language of the address (/en/admin → the English one): nextUrl keeps the locale. */
function notFound(request: NextRequest): NextResponse {
  const page = request.nextUrl.clone();
  page.pathname = '/404';
  page.search = '';
  return NextResponse.rewrite(page);
}

export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  // Issue #7: such a URL names nothing here; answered with the not-found page before any loader runs
  // (a NUL in a page's parameter reached the database and answered 500).
  if (isHostileUrl(request.nextUrl)) return notFound(request);
  const loggedIn = Boolean(request.cookies.get(REFRESH_COOKIE)?.value);
  // docs/product/storefront.md#route-guards: a dormant member is confined to /dormancy. The user cookie only steers
  // the redirect; the server refuses dormant sessions on every other call (requireSession).
  if (loggedIn && isDormant(parseDisplayUser(request.cookies.get(USER_COOKIE)?.value)?.mbStatus) && !isAllowedWhileDormant(pathname)) {
    return redirect(request, '/dormancy');
  }
  // Issue #10: the back office answers a member like a page that does not exist. The user cookie only steers; every
  // /admin page loader and /api/admin route checks the role of the signed session (staff-page.ts, route.ts).
  if (loggedIn && isStaffPath(pathname) && !isStaffRole(parseDisplayUser(request.cookies.get(USER_COOKIE)?.value)?.role)) {
    return notFound(request);
  }
  if (!loggedIn && isProtectedPath(pathname)) {
    return redirect(request, '/login', `?returnUrl=${encodeURIComponent(`${pathname}${search}`)}`);
  }
  if (loggedIn && isGuestOnlyPath(pathname)) {
    const target = new URL(safeReturnUrl(request.nextUrl.searchParams.get('returnUrl')), request.nextUrl.origin);
    return redirect(request, target.pathname, target.search);
  }
  const certificate = certificateRoute(request);
  if (certificate) return certificate;
  // docs/decisions/0014-static-pages.md: each currency's prices are one cached page; the address keeps `?currency=`.
  if (pathname === DATABASE_PAGES.pricing) {
    const currency = pickCurrency(request.nextUrl.searchParams.get('currency'));
    if (currency !== STOREFRONT_CURRENCY) {
      const cached = request.nextUrl.clone();
      cached.pathname = pricingPagePath(currency);
      return NextResponse.rewrite(cached);
    }
  }
  // Issue #25: each view of the gallery is one cached page too; the address keeps `?sort=&category=&page=`.
  if (pathname === GALLERY_PATH && request.nextUrl.search) {
    const view = galleryViewPath(galleryViewOfQuery(request.nextUrl.searchParams));
    if (view !== GALLERY_PATH) {
      const cached = request.nextUrl.clone();
      cached.pathname = view;
      return NextResponse.rewrite(cached);
    }
  }
  return NextResponse.next();
}

export const config = {
  // Pages only (not API routes, Next's files or static assets); with i18n configured, Next also
  // matches these under the /en and /ko prefixes.
  // The home page is listed on its own: with i18n Next prefixes the locale, and the pattern then needs
  // a path after it, so "/", "/en" and "/ko" would be missed.
  matcher: ['/', '/((?!api|brg|_next|favicon|locales|.*\\..*).*)'],
};
