// POST /api/admin/orders/[orderNumber]/notes { body }: an internal note on the order (issue #10;
// add-order-note.ts), answered 201 with the order page as it is now. Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { addOrderNote } from '@/lib/server/lab/add-order-note';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';
import { orderNoteSchema } from '@/lib/shared/schemas/lab-read';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: STAFF_ROLES,
    body: orderNoteSchema,
    status: 201,
    query: parsedQuery({ orderNumber: parseOrderNumber }),
    run: ({ db, session, body, query }) => addOrderNote(db, session, query.orderNumber, body),
  }),
});
