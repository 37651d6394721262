// POST /api/admin/orders/[orderNumber]/labels-printed { serials }: the labels the Print button sent to the printer
// (issue #10; record-labels-printed.ts) → { printedAt }. Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { recordLabelsPrinted } from '@/lib/server/certificates/record-labels-printed';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { labelsPrintedSchema } from '@/lib/shared/schemas/labels';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: STAFF_ROLES,
    body: labelsPrintedSchema,
    query: parsedQuery({ orderNumber: parseOrderNumber }),
    run: ({ db, session, body, query }) => recordLabelsPrinted(db, session, query.orderNumber, body),
  }),
});
