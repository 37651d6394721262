// GET /api/population/export.csv?name=&category=&year=&set=&number=&lang= (issue #22; export-population.ts): every page
// of a search as a CSV file (up to its first 5,000 cards), behind the same pass as the search — without one, 400
// "CAPTCHA required" as JSON, and nothing is read.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { exportPopulation } from '@/lib/server/population/export-population';
import { readPassCookie, requirePass } from '@/lib/server/population/population-pass';
import { populationExportSchema } from '@/lib/shared/schemas/population';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({
    auth: 'public',
    query: populationExportSchema,
    run: async ({ db, query, req }) => {
      await requirePass(readPassCookie(req));
      return exportPopulation(db, query);
    },
    respond: (csv, { res }) => {
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${csv.filename}"`);
      res.setHeader('Cache-Control', 'private, max-age=60');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.status(200).send(csv.body);
    },
  }),
});
