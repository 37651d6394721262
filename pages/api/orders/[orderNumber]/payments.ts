// POST /api/orders/[orderNumber]/payments { method }: opens a payment for the member's own order at the
// configured provider and answers where the browser goes to pay (SPEC.md §5, §8).
import { apiHandler, ok } from '@/lib/server/api/handler';
import { startPayment } from '@/lib/server/payments/start-payment';

export default apiHandler({
  POST: async (req, res) => ok(res, await startPayment(req), 201),
});
