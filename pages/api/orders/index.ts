// GET /api/orders?tab=&type=&page=: the member's own orders under one tab, a page at a time, with the count of
// every tab. POST /api/orders: submits the wizard's order (idempotent by idempotencyKey); 201 with the order.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { listMyOrders } from '@/lib/server/orders/list-my-orders';
import { submitOrder } from '@/lib/server/orders/submit-order';
import { orderListQuerySchema } from '@/lib/shared/schemas/order-list-query';
import { submitOrderSchema } from '@/lib/shared/schemas/order/submit';

export const config = { api: { bodyParser: false } };

const listOrders = route({ auth: 'member', query: orderListQuerySchema, run: ({ db, session, query }) => listMyOrders(db, session, query) });

export default apiHandler({
  // Set before the session check, so no answer about orders is ever cached (errors included).
  GET: (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return listOrders(req, res);
  },
  POST: route({ auth: 'member', body: submitOrderSchema, status: 201, run: ({ db, session, body }) => submitOrder(db, session, body) }),
});
