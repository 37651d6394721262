// POST /api/admin/orders/[orderNumber]/refund { expected…, reason }: a full refund of the order (issue #10;
// staff-refund.ts), answered with the order page as it is now. Staff only.
import { apiHandler } from '@/lib/server/api/handler';
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
    run: ({ db, session, body, req }) => staffRefund(db, session, parseOrderNumber(req.query.orderNumber), body),
  }),
});
