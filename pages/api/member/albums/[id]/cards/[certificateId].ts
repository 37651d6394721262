// PUT /api/member/albums/[id]/cards/[certificateId] {featured}: show the card in the community feed or stop;
// DELETE: take the card out of the album (it stays in the collection). Issue #25.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { featureAlbumCard, removeAlbumCard } from '@/lib/server/albums/album-cards';
import { parseAlbumId, parseCertificateId } from '@/lib/server/albums/owned-album';
import { featureAlbumCardSchema } from '@/lib/shared/schemas/album';

export const config = { api: { bodyParser: false } };

const query = parsedQuery({ id: parseAlbumId, certificateId: parseCertificateId });

export default apiHandler({
  PUT: route({
    auth: 'member',
    query,
    body: featureAlbumCardSchema,
    run: ({ db, session, query, body }) => featureAlbumCard(db, session, query.id, query.certificateId, body.featured),
  }),
  DELETE: route({ auth: 'member', query, run: ({ db, session, query }) => removeAlbumCard(db, session, query.id, query.certificateId) }),
});
