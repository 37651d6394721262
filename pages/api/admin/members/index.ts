// GET /api/admin/members?q=&role=&status=&page= — the members tool's search (ADMIN only; issue #10).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { listMembers } from '@/lib/server/admin/list-members';
import { memberSearchQuerySchema } from '@/lib/shared/schemas/admin/members';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({ auth: ADMIN_ROLES, query: memberSearchQuerySchema, run: ({ db, session, query }) => listMembers(db, session, query) }),
});
