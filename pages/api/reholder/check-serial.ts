// GET /api/reholder/check-serial?serial=NNNNNNN: whether a graded card can be added to a reholder order.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { checkReholderSerial } from '@/lib/server/orders/check-reholder-serial';

export default apiHandler({
  GET: async (req, res) => ok(res, await checkReholderSerial(req)),
});
