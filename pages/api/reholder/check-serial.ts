// GET /api/reholder/check-serial?serial=NNNNNNN: whether a graded card can be added to a reholder order.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { checkReholderSerial } from '@/lib/server/orders/check-reholder-serial';
import { serialQuerySchema } from '@/lib/shared/schemas/order/reholder-card';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({ auth: 'member', query: serialQuerySchema, run: ({ db, query }) => checkReholderSerial(db, query) }),
});
