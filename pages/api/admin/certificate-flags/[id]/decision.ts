// POST /api/admin/certificate-flags/[id]/decision { expectedStatus: OPEN, decision: CONFIRMED|DISMISSED, note }: staff
// decide an open entry of the suspicious-certificates queue (docs/product/certificates.md#suspicious-certificates;
// decide-flag.ts), answered with the entry as it is now. Staff only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { decideFlag } from '@/lib/server/certificates/flags/decide-flag';
import { flagDecisionSchema, flagParamSchema } from '@/lib/shared/schemas/certificate-admin';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: STAFF_ROLES,
    query: flagParamSchema,
    body: flagDecisionSchema,
    run: ({ db, session, query, body }) => decideFlag(db, session, query.id, body),
  }),
});
