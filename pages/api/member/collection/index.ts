// GET /api/member/collection?name=&serial=&grade=&category=&year=&sort=&page=: one page of the signed-in member's own
// collection (issue #25; lib/server/collection/list-collection.ts). A query the shared schema refuses is a 400.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { listCollection } from '@/lib/server/collection/list-collection';
import { collectionQuerySchema } from '@/lib/shared/collection/collection-query';

export const config = { api: { bodyParser: false } };

const list = route({ auth: 'member', query: collectionQuerySchema, run: ({ db, session, query }) => listCollection(db, session, query) });

export default apiHandler({
  // Set before the session check, so no answer about a collection is ever cached (errors included).
  GET: (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return list(req, res);
  },
});
