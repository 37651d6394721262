// PUT /api/admin/members/[mbId]/dormancy { dormant } — put a member into dormancy or restore them (ADMIN only;
// issue #10, docs/product/accounts.md#dormancy). Answers the member as it is now.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { changeMemberDormancy } from '@/lib/server/admin/change-member-dormancy';
import { dormancyChangeSchema, memberParamSchema } from '@/lib/shared/schemas/admin/members';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PUT: route({
    auth: ADMIN_ROLES,
    query: memberParamSchema,
    body: dormancyChangeSchema,
    run: ({ db, session, query, body }) => changeMemberDormancy(db, session, query.mbId, body),
  }),
});
