// POST /api/admin/certificate-flags/[id]/reopen { expectedStatus: CONFIRMED|DISMISSED, note }: an admin opens a
// decided entry again (docs/product/certificates.md#suspicious-certificates; reopen-flag.ts), answered with the entry
// as it is now. ADMIN only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { reopenFlag } from '@/lib/server/certificates/flags/reopen-flag';
import { flagParamSchema, flagReopenSchema } from '@/lib/shared/schemas/certificate-admin';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: ADMIN_ROLES,
    query: flagParamSchema,
    body: flagReopenSchema,
    run: ({ db, session, query, body }) => reopenFlag(db, session, query.id, body),
  }),
});
