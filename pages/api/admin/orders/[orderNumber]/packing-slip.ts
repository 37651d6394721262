// GET /api/admin/orders/[orderNumber]/packing-slip: the order's packing slip with each card's claim code (issue #25;
// lib/server/claims/packing-slip.ts) — fetched by the slip page when its server render had no session yet. Each
// answer is audited on the order. Staff only; unknown or draft → 404; never cached.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { getPackingSlip } from '@/lib/server/claims/packing-slip';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

const readSlip = route({
  auth: STAFF_ROLES,
  query: parsedQuery({ orderNumber: parseOrderNumber }),
  run: ({ db, session, query }) => getPackingSlip(db, session, query.orderNumber),
});

export default apiHandler({
  GET: (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return readSlip(req, res);
  },
});
