// Issue #11: the storefront pages download neither React Query and axios (they fetch nothing from the browser) nor MUI
// and emotion (they are styled with static CSS: docs/decisions/0015-storefront-static-css.md). Anything interactive they
// hold that calls the API or uses MUI is loaded later and brings its own providers (components/providers/). Every other
// page, including any page added later, gets both providers from _app: a page missing here is only heavier, never
// broken — but a page listed here that imports MUI statically renders unstyled, which lean-routes.test.ts catches.
import { STATIC_STOREFRONT_PAGES } from './static-pages';

/** Routes as `router.pathname` names them, without an optional catch-all segment (`/events/[[...slug]]` → `/events`). */
export const LEAN_ROUTES: ReadonlySet<string> = new Set([...STATIC_STOREFRONT_PAGES, '/404', '/500', '/_error']);

/** `/events/[[...slug]]` → `/events`; `/[[...slug]]` → `/`. */
export function baseRoute(pathname: string): string {
  return pathname.replace(/\/\[\[\.\.\.[^\]/]+\]\]$/, '') || '/';
}

export function isLeanRoute(pathname: string): boolean {
  return LEAN_ROUTES.has(baseRoute(pathname));
}
