// GET /api/community/likes?items=&albums= (issue #25; lib/server/feed/feed-likes-of.ts): the live counts of the feed
// items on screen and whether the signed-in member likes each (null for a guest) — one request per page of the feed.
// Never cached: the answer is the member's own. A malformed list is a 400.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { getSession } from '@/lib/server/auth/session';
import { feedLikesOf } from '@/lib/server/feed/feed-likes-of';
import { feedLikesQuerySchema } from '@/lib/shared/feed/feed-likes-query';

export const config = { api: { bodyParser: false } };

const read = route({
  auth: 'public',
  query: feedLikesQuerySchema,
  run: async ({ db, req, query }) => feedLikesOf(db, (await getSession(req, { read: true }))?.memberId ?? null, query),
});

export default apiHandler({
  // Set before anything else, so no answer (errors included) is ever cached.
  GET: (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return read(req, res);
  },
});
