// Pure rules for the page shell (header/footer), shared by the Layout and its tests.

/**
 * Route prefixes whose pages have no footer (docs/product/storefront.md#layout: it is hidden on account and grading
 * submit pages; reholder submit is the same submit flow, so it follows the same rule).
 */
export const FOOTERLESS_PREFIXES = ['/account', '/grading/submit', '/reholder/submit'] as const;

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
  const bare = normalisePath(path);
  return FOOTERLESS_PREFIXES.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`));
}

