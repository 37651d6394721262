// POST /api/admin/orders/[orderNumber]/labels-printed { serials }: the labels the Print button sent to the printer
// (issue #10; record-labels-printed.ts) → { printedAt }. Staff only.
import { apiHandler } from '@/lib/server/api/handler';
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
    run: ({ db, session, body, req }) => recordLabelsPrinted(db, session, parseOrderNumber(req.query.orderNumber), body),
  }),
});
