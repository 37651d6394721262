// Issue #11: pages that fetch nothing from the browser do not download React Query and axios on their first load.
// These storefront pages render what their data function gave them; anything interactive they hold that calls the
// API is loaded later and brings its own provider (components/providers/QueryProvider.tsx). Every other page,
// including any page added later, gets the provider from _app: a page missing here is only heavier, never broken.
import { STATIC_STOREFRONT_PAGES } from './static-pages';

/** Routes as `router.pathname` names them, without an optional catch-all segment (`/events/[[...slug]]` → `/events`). */
export const QUERY_FREE_ROUTES: ReadonlySet<string> = new Set([...STATIC_STOREFRONT_PAGES, '/404', '/500', '/_error']);

/** `/events/[[...slug]]` → `/events`; `/[[...slug]]` → `/`. */
export function baseRoute(pathname: string): string {
  return pathname.replace(/\/\[\[\.\.\.[^\]/]+\]\]$/, '') || '/';
}

export function needsQueryClient(pathname: string): boolean {
  return !QUERY_FREE_ROUTES.has(baseRoute(pathname));
}
