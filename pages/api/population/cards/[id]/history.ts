// GET /api/population/cards/[id]/history (issue #22; get-card-history.ts): a card's daily counts of the last year and
// its counts now, for the report's small chart per grade — behind the same pass as the search.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { getCardHistory } from '@/lib/server/population/get-card-history';
import { readPassCookie, requirePass } from '@/lib/server/population/population-pass';
import { populationCardParamsSchema } from '@/lib/shared/schemas/population';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({
    auth: 'public',
    query: populationCardParamsSchema,
    run: async ({ db, query, req, res }) => {
      await requirePass(readPassCookie(req));
      res.setHeader('Cache-Control', 'private, max-age=60');
      return getCardHistory(db, query.id);
    },
  }),
});
