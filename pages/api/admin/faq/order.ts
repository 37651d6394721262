// PUT /api/admin/faq/order { topic, ids }: a topic's questions in a new order; 409 when the list is not exactly the
// topic's entries any more (issue #10; reorder-faq.ts). ADMIN only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { reorderFaq } from '@/lib/server/admin-content/reorder-faq';
import { faqOrderSchema } from '@/lib/shared/schemas/admin-content/faq';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PUT: route({ auth: ADMIN_ROLES, body: faqOrderSchema, run: ({ db, session, body }) => reorderFaq(db, session, body) }),
});
