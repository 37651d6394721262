// Request interception (Next 16 names this file proxy.ts; middleware.ts is deprecated). Redirects only:
// ownership and roles are checked again on the server by each page and service (HOUSE_STYLE.md).
import { type NextRequest, NextResponse } from 'next/server';
import { isGuestOnlyPath, isProtectedPath, safeReturnUrl } from '@/lib/shared/routes';

/** SPEC.md §6: a user is logged in when a refresh token cookie exists. */
const REFRESH_COOKIE = 'rft';

function redirect(request: NextRequest, pathname: string, search = ''): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = search;
  const response = NextResponse.redirect(url);
  // Without this the client router caches the redirect after a <Link> prefetch (STACK.md).
  response.headers.set('x-middleware-cache', 'no-cache');
  return response;
}

export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const loggedIn = Boolean(request.cookies.get(REFRESH_COOKIE)?.value);
  if (!loggedIn && isProtectedPath(pathname)) {
    return redirect(request, '/login', `?returnUrl=${encodeURIComponent(`${pathname}${search}`)}`);
  }
  if (loggedIn && isGuestOnlyPath(pathname)) {
    const target = new URL(safeReturnUrl(request.nextUrl.searchParams.get('returnUrl')), request.nextUrl.origin);
    return redirect(request, target.pathname, target.search);
  }
  return NextResponse.next();
}

export const config = {
  // With i18n configured, Next also matches these under the /en and /ko prefixes.
  matcher: ['/account/:path*', '/grading/submit/:path*', '/reholder/submit/:path*', '/login', '/signup', '/sign-up'],
};
