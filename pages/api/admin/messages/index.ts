// GET /api/admin/messages?status=FAILED|PENDING&page= — the outbox's undelivered messages (ADMIN only; decision 0026).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { listOutboxMessages } from '@/lib/server/admin/list-outbox-messages';
import { outboxListQuerySchema } from '@/lib/shared/schemas/admin/outbox-messages';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({ auth: ADMIN_ROLES, query: outboxListQuerySchema, run: ({ db, session, query }) => listOutboxMessages(db, session, query) }),
});
