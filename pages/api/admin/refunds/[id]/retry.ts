// POST /api/admin/refunds/[id]/retry: send a stuck refund now (issue #23, decision 0027; retry-refund.ts), answered
// with the stuck refunds as they are now. Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { retryRefund } from '@/lib/server/payments/retry-refund';
import { refundParamSchema } from '@/lib/shared/schemas/refunds';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({ auth: STAFF_ROLES, query: refundParamSchema, run: ({ db, session, query }) => retryRefund(db, session, query.id) }),
});
