// Pure rules for the page shell (header/footer), shared by the Layout and its tests.

/**
 * Route prefixes whose pages have no footer (docs/product/storefront.md#layout: it is hidden on account and grading
 * submit pages; reholder submit is the same submit flow, so it follows the same rule; the back office is a work
 * tool, issue #24).
 */
export const FOOTERLESS_PREFIXES = ['/account', '/grading/submit', '/reholder/submit', '/admin'] as const;

/**
 * Route prefixes without the floating contact button: the back office (issue #24 — it covered the edge of the lab's
 * action areas, and staff do not message their own help desk).
 */
export const CONTACTLESS_PREFIXES = ['/admin'] as const;

/** Drops the query string and hash, and a trailing slash, so "/account/?x=1" counts as "/account". */
function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

/**
 * True when the footer is hidden on this path. Works on both `router.pathname` ("/grading/submit/[[...step]]")
 * and `router.asPath` ("/grading/submit/shipping?draft=1"). A prefix only matches whole segments:
 * "/accounting" keeps its footer.
 */
export function shouldHideFooter(path: string): boolean {
  return underAny(path, FOOTERLESS_PREFIXES);
}

/** True when the floating contact button is hidden on this path (the back office). */
export function shouldHideContact(path: string): boolean {
  return underAny(path, CONTACTLESS_PREFIXES);
}

function underAny(path: string, prefixes: readonly string[]): boolean {
  const bare = normalisePath(path);
  return prefixes.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`));
}
