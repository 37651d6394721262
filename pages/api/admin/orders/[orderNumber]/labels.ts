// GET /api/admin/orders/[orderNumber]/labels: the order's label sheet (issue #10; label-sheet.ts) — what the labels
// page shows, fetched by the page when its server render had no session yet. Staff only; unknown or draft → 404.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { getLabelSheet } from '@/lib/server/certificates/label-sheet';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

const readSheet = route({
  auth: STAFF_ROLES,
  query: parsedQuery({ orderNumber: parseOrderNumber }),
  run: ({ db, session, query }) => getLabelSheet(db, session, query.orderNumber),
});

export default apiHandler({
  // Signed label URLs are for staff: never cached (errors included).
  GET: (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return readSheet(req, res);
  },
});
