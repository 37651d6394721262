// GET /api/member/collection/export?name=&serial=&grade=&category=&year=&sort=&lang=: the signed-in member's collection
// (the list's filters, every page) as a CSV file (issue #25; lib/server/collection/export-collection.ts). Errors are
// the JSON envelope, as everywhere.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { exportCollection } from '@/lib/server/collection/export-collection';
import { collectionExportSchema } from '@/lib/shared/collection/collection-query';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return exportCsv(req, res);
  },
});

const exportCsv = route({
  auth: 'member',
  query: collectionExportSchema,
  run: ({ db, session, query }) => exportCollection(db, session, query),
  respond: (csv, { res }) => {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${csv.filename}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.status(200).send(csv.body);
  },
});
