// PUT /api/admin/members/[mbId]/role { role } — make a member MEMBER, STAFF or ADMIN (ADMIN only; issue #10). Never
// the admin's own ADMIN role, never the last admin (409). Answers the member as it is now.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { changeMemberRole } from '@/lib/server/admin/change-member-role';
import { memberParamSchema, roleChangeSchema } from '@/lib/shared/schemas/admin/members';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PUT: route({
    auth: ADMIN_ROLES,
    query: memberParamSchema,
    body: roleChangeSchema,
    run: ({ db, session, query, body }) => changeMemberRole(db, session, query.mbId, body),
  }),
});
