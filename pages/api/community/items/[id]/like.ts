// /api/community/items/[id]/like (issue #25): GET the live count and the member's like (null for a guest), POST to like,
// DELETE to unlike a card or post of the community feed. Liking needs a login (401 "login required to like", the
// gallery's words); a hidden, invisible, unknown or album item is the same 404 (an album is liked at
// /api/albums/[id]/like). Never cached: the count is live.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery, textOrEmpty } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { getSession } from '@/lib/server/auth/session';
import { feedItemIdOf, getFeedLikeState, likeFeedItem, unlikeFeedItem } from '@/lib/server/feed/feed-likes';
import { requireLiker } from '@/lib/server/gallery/like-route';

export const config = { api: { bodyParser: false } };

const query = parsedQuery({ id: feedItemIdOf });
// A like asks for the login first, whatever the address (as every member route answers a guest): the id is read after.
const likeQuery = parsedQuery({ id: textOrEmpty });

export default apiHandler({
  GET: route({
    auth: 'public',
    query,
    run: async ({ db, req, res, query }) => {
      res.setHeader('Cache-Control', 'private, no-store');
      const session = await getSession(req, { read: true });
      return getFeedLikeState(db, session?.memberId ?? null, query.id);
    },
  }),
  POST: route({
    auth: 'public',
    query: likeQuery,
    run: async ({ db, req, query }) => likeFeedItem(db, (await requireLiker(req)).memberId, feedItemIdOf(query.id)),
  }),
  DELETE: route({
    auth: 'public',
    query: likeQuery,
    run: async ({ db, req, query }) => unlikeFeedItem(db, (await requireLiker(req)).memberId, feedItemIdOf(query.id)),
  }),
});
