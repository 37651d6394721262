// GET /api/admin/faq: every FAQ entry by topic with every language; POST: a new question at the end of its topic,
// answered 201 (issue #10; list-admin-faq.ts, create-faq-entry.ts). ADMIN only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { createFaqEntry } from '@/lib/server/admin-content/create-faq-entry';
import { listAdminFaq } from '@/lib/server/admin-content/list-admin-faq';
import { noStore } from '@/lib/server/admin-content/no-store';
import { faqEntrySchema } from '@/lib/shared/schemas/admin-content/faq';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: noStore(route({ auth: ADMIN_ROLES, run: ({ db, session }) => listAdminFaq(db, session) })),
  POST: route({ auth: ADMIN_ROLES, body: faqEntrySchema, status: 201, run: ({ db, session, body }) => createFaqEntry(db, session, body) }),
});
