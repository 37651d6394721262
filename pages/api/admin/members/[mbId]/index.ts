// GET /api/admin/members/[mbId] — one member for the members tool (ADMIN only; issue #10): never a password hash,
// token or verification code.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { getAdminMember } from '@/lib/server/admin/get-admin-member';
import { memberParamSchema } from '@/lib/shared/schemas/admin/members';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({ auth: ADMIN_ROLES, query: memberParamSchema, run: ({ db, session, query }) => getAdminMember(db, session, query.mbId) }),
});
