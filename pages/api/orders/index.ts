// POST /api/orders: submits the wizard's order (idempotent by idempotencyKey); 201 with the order.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { submitOrder } from '@/lib/server/orders/submit-order';

export default apiHandler({
  POST: async (req, res) => ok(res, await submitOrder(req), 201),
});
