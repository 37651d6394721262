// Issue #11: the storefront pages download neither React Query and axios (they fetch nothing from the browser) nor MUI
// and emotion (they are styled with static CSS: docs/decisions/0015-storefront-static-css.md). Anything interactive they
// hold that calls the API or uses MUI is loaded later and brings its own providers (components/providers/). Every other
// page, including any page added later, gets both providers from _app: a page missing here is only heavier, never
// broken — but a page listed here that imports MUI statically renders unstyled, which lean-routes.test.ts catches.
import { CERTIFICATE_PAGE_ROUTES, COMMUNITY_PAGE_ROUTES, GALLERY_PAGE_ROUTES, STATIC_STOREFRONT_PAGES } from './static-pages';

/**
 * Routes as `router.pathname` names them, without an optional catch-all segment (`/events/[[...slug]]` → `/events`).
 * The login is lean too: its form posts with fetch (components/auth/LoginForm.tsx), within the login's first-load budget.
 * So is the submit wizard's first paint: its form is loaded in the browser with its own providers
 * (components/submit/SubmitWizard.tsx).
 */
export const LEAN_ROUTES: ReadonlySet<string> = new Set([
  ...STATIC_STOREFRONT_PAGES,
  ...CERTIFICATE_PAGE_ROUTES,
  ...GALLERY_PAGE_ROUTES.map(baseRoute),
  ...COMMUNITY_PAGE_ROUTES.map(baseRoute),
  '/login',
  '/grading/submit',
  '/reholder/submit',
  '/404',
  '/500',
  '/_error',
]);

/**
 * Member pages drawn with static CSS that fetch from the browser (issue #24, first-load JS ≤ 200 kB): React Query from
 * _app, no MUI. Their MUI pieces (the cancel dialog, the pay, tracking and refund-account forms) are loaded when shown
 * and bring MUI's theme with them (components/providers/with-mui.tsx); lean-routes.test.ts checks no page here imports
 * MUI statically.
 */
export const MUI_FREE_ROUTES: ReadonlySet<string> = new Set(['/account/dashboard', '/account/orders', '/account/orders/[orderNumber]']);

/** What _app wraps a page in: nothing (lean), React Query only (MUI-free member pages), or React Query and MUI. */
export function pageProvidersOf(pathname: string): 'none' | 'query' | 'query+mui' {
  if (isLeanRoute(pathname)) return 'none';
  return MUI_FREE_ROUTES.has(baseRoute(pathname)) ? 'query' : 'query+mui';
}

/**
 * Lean, but not prefetched in view: the wizard is rendered per request for a signed-in member, and few visitors of a
 * storefront page go on to it — a prefetch per view would be one more request to the server per visitor in a crowd.
 */
const HOVER_PREFETCH_ROUTES = ['/grading/submit', '/reholder/submit'];

/** `/events/[[...slug]]` → `/events`; `/[[...slug]]` → `/`. */
export function baseRoute(pathname: string): string {
  return pathname.replace(/\/\[\[\.\.\.[^\]/]+\]\]$/, '') || '/';
}

export function isLeanRoute(pathname: string): boolean {
  return LEAN_ROUTES.has(baseRoute(pathname));
}

/** Posts live under their list's address (`/notices/<slug>`, `/events/<slug>`): lean like the list. */
const LEAN_PREFIXES = ['/notices/', '/events/', '/certification/', '/albums/'];

/**
 * Whether a link's target is a lean page, by its address (`/grading?x=1#top` → `/grading`). Issue #11: a storefront
 * link prefetches in view only such pages but the wizard; the account pages come with their forms, MUI and
 * React Query (≈ 200 kB of scripts the browser also runs), so they are fetched when the pointer nears the link instead.
 */
export function isLeanPath(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] || '/';
  if (!path.startsWith('/')) return false;
  return (LEAN_ROUTES.has(path) && !HOVER_PREFETCH_ROUTES.includes(path)) || LEAN_PREFIXES.some((prefix) => path.startsWith(prefix));
}
