// GET /api/population/search?name=&category=&year=&set=&number=&page= (issue #22; search-population.ts): a page of the
// population report, behind the pass a solved proof of work gives (400 "CAPTCHA required" without one). The same
// answer may be reused by this browser for a minute (the counters change as cards are graded).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { readPassCookie, requirePass } from '@/lib/server/population/population-pass';
import { searchPopulation } from '@/lib/server/population/search-population';
import { populationSearchSchema } from '@/lib/shared/schemas/population';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({
    auth: 'public',
    query: populationSearchSchema,
    run: async ({ db, query, req, res }) => {
      await requirePass(readPassCookie(req));
      res.setHeader('Cache-Control', 'private, max-age=60');
      return searchPopulation(db, query);
    },
  }),
});
