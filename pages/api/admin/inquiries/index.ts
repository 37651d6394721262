// GET /api/admin/inquiries?status=&page= — the partner inquiry inbox, newest first (ADMIN only; issue #10).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { listInquiries } from '@/lib/server/admin/list-inquiries';
import { inquiryListQuerySchema } from '@/lib/shared/schemas/admin/inquiries';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({ auth: ADMIN_ROLES, query: inquiryListQuerySchema, run: ({ db, session, query }) => listInquiries(db, session, query) }),
});
