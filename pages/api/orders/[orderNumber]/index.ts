// GET /api/orders/[orderNumber]: one submitted order as the order page shows it (OrderDetail, a superset of the
// wizard's OrderView), for its owner or staff (404 for anyone else).
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { getOrderDetail } from '@/lib/server/orders/get-order-detail';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';

export const config = { api: { bodyParser: false } };

const readOrder = route({
  auth: 'member',
  query: parsedQuery({ orderNumber: parseOrderNumber }),
  run: ({ db, session, query }) => getOrderDetail(db, session, query.orderNumber),
});

export default apiHandler({
  // Set before the session check, so no answer about an order is ever cached (errors included).
  GET: (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return readOrder(req, res);
  },
});
