// GET /api/admin/orders/[orderNumber]: the lab's order page — the member's view plus the cards, internal notes,
// audit trail and the steps allowed now (issue #10; get-staff-order.ts). Staff only; unknown or draft → 404.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { getStaffOrder } from '@/lib/server/lab/get-staff-order';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

const readOrder = route({
  auth: STAFF_ROLES,
  query: parsedQuery({ orderNumber: parseOrderNumber }),
  run: ({ db, session, query }) => getStaffOrder(db, session, query.orderNumber),
});

export default apiHandler({
  // Set before the session check, so no answer about an order is ever cached (errors included).
  GET: (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return readOrder(req, res);
  },
});
