// POST /api/admin/orders/[orderNumber]/deliver { expected… }: the parcel reached the member and the order completes
// (issue #10; mark-delivered.ts), answered with the order page as it is now. Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { markDelivered } from '@/lib/server/lab/mark-delivered';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { expectedStatusesSchema } from '@/lib/shared/schemas/lab';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: STAFF_ROLES,
    body: expectedStatusesSchema,
    query: parsedQuery({ orderNumber: parseOrderNumber }),
    run: ({ db, session, body, query }) => markDelivered(db, session, query.orderNumber, body),
  }),
});
