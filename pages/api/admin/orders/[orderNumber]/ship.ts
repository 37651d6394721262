// POST /api/admin/orders/[orderNumber]/ship { expected…, courier, trackingNumber }: the graded cards leave the lab
// (issue #10; ship-out.ts), answered with the order page as it is now. Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { shipOut } from '@/lib/server/lab/ship-out';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { shipSchema } from '@/lib/shared/schemas/lab';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: STAFF_ROLES,
    body: shipSchema,
    query: parsedQuery({ orderNumber: parseOrderNumber }),
    run: ({ db, session, body, query }) => shipOut(db, session, query.orderNumber, body),
  }),
});
