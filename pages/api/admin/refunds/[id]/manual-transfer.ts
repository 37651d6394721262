// POST /api/admin/refunds/[id]/manual-transfer { reference }: record a stuck refund as returned by a bank transfer
// made by hand (issue #23, decision 0027; record-manual-refund.ts), answered with the stuck refunds as they are now.
// Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { recordManualRefund } from '@/lib/server/payments/record-manual-refund';
import { manualTransferSchema, refundParamSchema } from '@/lib/shared/schemas/refunds';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: STAFF_ROLES,
    query: refundParamSchema,
    body: manualTransferSchema,
    run: ({ db, session, query, body }) => recordManualRefund(db, session, query.id, body),
  }),
});
