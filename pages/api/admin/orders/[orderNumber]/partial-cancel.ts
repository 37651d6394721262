// POST /api/admin/orders/[orderNumber]/partial-cancel { expected…, reason }: the OMITTED and UNGRADABLE cards are paid
// back (issue #10; partial-cancel.ts), answered with the order page as it is now. Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { partialCancel } from '@/lib/server/lab/partial-cancel';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { reasonSchema } from '@/lib/shared/schemas/lab';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: STAFF_ROLES,
    body: reasonSchema,
    query: parsedQuery({ orderNumber: parseOrderNumber }),
    run: ({ db, session, body, query }) => partialCancel(db, session, query.orderNumber, body),
  }),
});
