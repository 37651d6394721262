// POST /api/admin/orders/[orderNumber]/advance { expected…, to }: the order's next lab step, the one the page offered
// (issue #10; advance-order.ts), answered with the order page as it is now. Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { advanceOrder } from '@/lib/server/lab/advance-order';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { advanceSchema } from '@/lib/shared/schemas/lab';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: STAFF_ROLES,
    body: advanceSchema,
    query: parsedQuery({ orderNumber: parseOrderNumber }),
    run: ({ db, session, body, query }) => advanceOrder(db, session, query.orderNumber, body),
  }),
});
