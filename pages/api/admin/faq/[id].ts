// PUT /api/admin/faq/[id]: save a question and answer; DELETE: remove it (issue #10; update-faq-entry.ts,
// delete-faq-entry.ts). ADMIN only.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { deleteFaqEntry } from '@/lib/server/admin-content/delete-faq-entry';
import { updateFaqEntry } from '@/lib/server/admin-content/update-faq-entry';
import { faqEntrySchema } from '@/lib/shared/schemas/admin-content/faq';
import { idParamSchema } from '@/lib/shared/schemas/admin-content/fields';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PUT: route({
    auth: ADMIN_ROLES,
    query: idParamSchema,
    body: faqEntrySchema,
    run: ({ db, session, query, body }) => updateFaqEntry(db, session, query.id, body),
  }),
  DELETE: route({ auth: ADMIN_ROLES, query: idParamSchema, run: ({ db, session, query }) => deleteFaqEntry(db, session, query.id) }),
});
