// GET /api/member/albums/[id]/candidates: the member's own graded cards not yet in the album (issue #25).
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { listAlbumCandidates } from '@/lib/server/albums/my-albums';
import { parseAlbumId } from '@/lib/server/albums/owned-album';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({ auth: 'member', query: parsedQuery({ id: parseAlbumId }), run: ({ db, session, query }) => listAlbumCandidates(db, session, query.id) }),
});
