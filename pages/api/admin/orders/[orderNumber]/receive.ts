// POST /api/admin/orders/[orderNumber]/receive { expectedStatus, expectedProcessingStatus }: staff receive the order's cards
// (issue #10; receive-order.ts), answered with the order page as it is now. Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { receiveOrder } from '@/lib/server/lab/receive-order';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { expectedStatusesSchema } from '@/lib/shared/schemas/lab';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: STAFF_ROLES,
    body: expectedStatusesSchema,
    query: parsedQuery({ orderNumber: parseOrderNumber }),
    run: ({ db, session, body, query }) => receiveOrder(db, session, query.orderNumber, body),
  }),
});
