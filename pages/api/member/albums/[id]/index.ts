// GET /api/member/albums/[id]: one of the member's albums with its cards; PUT: save name, description, thumbnail and
// the public switch; DELETE: remove the album (its cards stay in the collection). Issue #25.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { deleteAlbum } from '@/lib/server/albums/delete-album';
import { getMyAlbum } from '@/lib/server/albums/my-albums';
import { parseAlbumId } from '@/lib/server/albums/owned-album';
import { updateAlbum } from '@/lib/server/albums/update-album';
import { updateAlbumSchema } from '@/lib/shared/schemas/album';

export const config = { api: { bodyParser: false } };

const query = parsedQuery({ id: parseAlbumId });

export default apiHandler({
  GET: route({ auth: 'member', query, run: ({ db, session, query }) => getMyAlbum(db, session, query.id) }),
  PUT: route({ auth: 'member', query, body: updateAlbumSchema, run: ({ db, session, query, body }) => updateAlbum(db, session, query.id, body) }),
  DELETE: route({ auth: 'member', query, run: ({ db, session, query }) => deleteAlbum(db, session, query.id) }),
});
