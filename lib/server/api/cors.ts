// Cross-origin access to the public API (docs/decisions/0021-public-api.md): any site's page or program may call it,
// never with credentials — the v1 routes read no cookie (a key travels in a header), so there is nothing a foreign page
// could borrow, and `Access-Control-Allow-Credentials` is never sent. Browsers may read the answer's ETag and rate-limit
// fields; a preflight (OPTIONS) is answered 204 with the methods and headers a caller may use.
import type { NextApiRequest, NextApiResponse } from 'next';

const ALLOWED_HEADERS = 'Authorization, X-Api-Key, Content-Type, If-None-Match';
const EXPOSED_HEADERS = 'ETag, Retry-After, RateLimit, RateLimit-Policy, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset';
/** How long a browser may keep a preflight's answer. */
const PREFLIGHT_SECONDS = 86_400;

export function setCorsHeaders(res: NextApiResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

export function answerPreflight(res: NextApiResponse, methods: readonly string[]): void {
  res.setHeader('Access-Control-Allow-Methods', [...methods, 'OPTIONS'].join(', '));
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
  res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_SECONDS));
  res.setHeader('Allow', [...methods, 'OPTIONS'].join(', '));
  res.status(204).end();
}

/**
 * The request as the route sees it: without its cookies. A cross-origin route has no same-origin check, so it must not
 * be able to act on a session the browser attached — this holds even for a route that asked for one by mistake.
 */
export function dropCredentials(req: NextApiRequest): void {
  delete req.headers.cookie;
  req.cookies = {};
}
