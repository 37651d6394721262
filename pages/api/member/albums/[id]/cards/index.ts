// POST /api/member/albums/[id]/cards {serials}: add the member's own cards; PUT {certificateIds}: the new order
// (issue #25).
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { addAlbumCards, reorderAlbumCards } from '@/lib/server/albums/album-cards';
import { parseAlbumId } from '@/lib/server/albums/owned-album';
import { addAlbumCardsSchema, reorderAlbumCardsSchema } from '@/lib/shared/schemas/album';

export const config = { api: { bodyParser: false } };

const query = parsedQuery({ id: parseAlbumId });

export default apiHandler({
  POST: route({ auth: 'member', query, body: addAlbumCardsSchema, run: ({ db, session, query, body }) => addAlbumCards(db, session, query.id, body.serials) }),
  PUT: route({
    auth: 'member',
    query,
    body: reorderAlbumCardsSchema,
    run: ({ db, session, query, body }) => reorderAlbumCards(db, session, query.id, body.certificateIds as number[]),
  }),
});
