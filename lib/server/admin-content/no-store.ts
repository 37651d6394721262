// The content tools' GET routes answer drafts and scheduled posts: never cached anywhere (issue #10). Set before the
// session check, so refusals are not cached either.
import type { RouteHandler } from '../api/handler';

export function noStore(handler: RouteHandler): RouteHandler {
  return (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return handler(req, res);
  };
}
