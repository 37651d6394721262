// POST /api/orders: submits the wizard's order (idempotent by idempotencyKey); 201 with the order.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { submitOrder } from '@/lib/server/orders/submit-order';
import { submitOrderSchema } from '@/lib/shared/schemas/order/submit';

export default apiHandler({
  POST: route({ auth: 'member', body: submitOrderSchema, status: 201, run: ({ db, session, body }) => submitOrder(db, session, body) }),
});
