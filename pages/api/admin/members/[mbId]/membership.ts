// PUT /api/admin/members/[mbId]/membership { membershipId | null } — set a member's membership tier (ADMIN only;
// issue #10). Answers the member as it is now.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { changeMemberMembership } from '@/lib/server/admin/change-member-membership';
import { memberParamSchema, membershipChangeSchema } from '@/lib/shared/schemas/admin/members';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PUT: route({
    auth: ADMIN_ROLES,
    query: memberParamSchema,
    body: membershipChangeSchema,
    run: ({ db, session, query, body }) => changeMemberMembership(db, session, query.mbId, body),
  }),
});
