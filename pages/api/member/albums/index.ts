// GET /api/member/albums: the member's albums; POST: a new, private, empty album (issue #25).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { createAlbum } from '@/lib/server/albums/create-album';
import { listMyAlbums } from '@/lib/server/albums/my-albums';
import { createAlbumSchema } from '@/lib/shared/schemas/album';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({ auth: 'member', run: ({ db, session }) => listMyAlbums(db, session) }),
  POST: route({ auth: 'member', body: createAlbumSchema, run: ({ db, session, body }) => createAlbum(db, session, body) }),
});
