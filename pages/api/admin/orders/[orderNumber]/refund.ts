// POST /api/admin/orders/[orderNumber]/refund { expected…, reason }: a full refund of the order (issue #10;
// staff-refund.ts), answered with the order page as it is now. Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { staffRefund } from '@/lib/server/lab/staff-refund';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { reasonSchema } from '@/lib/shared/schemas/lab';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: STAFF_ROLES,
    body: reasonSchema,
    query: parsedQuery({ orderNumber: parseOrderNumber }),
    run: ({ db, session, body, query }) => staffRefund(db, session, query.orderNumber, body),
  }),
});
