// GET /api/admin/orders?queue=&q=&page=: the lab's work queues with their counts, and the search by order
// number, member e-mail or serial (issue #10; list-staff-orders.ts). Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { listStaffOrders } from '@/lib/server/lab/list-staff-orders';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';
import { staffOrderListQuerySchema } from '@/lib/shared/schemas/lab-read';

export const config = { api: { bodyParser: false } };

const listOrders = route({ auth: STAFF_ROLES, query: staffOrderListQuerySchema, run: ({ db, session, query }) => listStaffOrders(db, session, query) });

export default apiHandler({
  // Set before the session check, so no answer about orders is ever cached (errors included).
  GET: (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return listOrders(req, res);
  },
});
