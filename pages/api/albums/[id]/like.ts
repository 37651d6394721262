// /api/albums/[id]/like (issue #25): GET the live count and the member's like (null for a guest; the album page's like
// button reads it after load), POST to like, DELETE to unlike. Liking needs a login (401 "login required to like");
// a private, hidden or unknown album is the same 404. Never cached: the count is live.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery, textOrEmpty } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { getSession } from '@/lib/server/auth/session';
import { getAlbumLikeState, likeAlbum, unlikeAlbum } from '@/lib/server/gallery/album-likes';
import { albumIdOf, requireLiker } from '@/lib/server/gallery/like-route';

export const config = { api: { bodyParser: false } };

const query = parsedQuery({ id: albumIdOf });
// A like asks for the login first, whatever the address (as every member route answers a guest): the id is read after.
const likeQuery = parsedQuery({ id: textOrEmpty });

export default apiHandler({
  GET: route({
    auth: 'public',
    query,
    run: async ({ db, req, res, query }) => {
      res.setHeader('Cache-Control', 'private, no-store');
      const session = await getSession(req, { read: true });
      return getAlbumLikeState(db, session?.memberId ?? null, query.id);
    },
  }),
  POST: route({
    auth: 'public',
    query: likeQuery,
    run: async ({ db, req, query }) => likeAlbum(db, (await requireLiker(req)).memberId, albumIdOf(query.id)),
  }),
  DELETE: route({
    auth: 'public',
    query: likeQuery,
    run: async ({ db, req, query }) => unlikeAlbum(db, (await requireLiker(req)).memberId, albumIdOf(query.id)),
  }),
});
