// GET /api/orders/[orderNumber]: one submitted order, for its owner or staff (404 for anyone else).
import { apiHandler, ok } from '@/lib/server/api/handler';
import { getOrder } from '@/lib/server/orders/get-order';

export default apiHandler({
  GET: async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    ok(res, await getOrder(req));
  },
});
