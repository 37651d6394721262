// POST /api/admin/messages/[id]/resend — a FAILED message back to PENDING, tries reset, audited (ADMIN only;
// decision 0026). Answers the message as it is now; 409 when it is not FAILED any more.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { resendOutboxMessage } from '@/lib/server/admin/resend-outbox-message';
import { outboxMessageParamSchema } from '@/lib/shared/schemas/admin/outbox-messages';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({ auth: ADMIN_ROLES, query: outboxMessageParamSchema, run: ({ db, session, query }) => resendOutboxMessage(db, session, query.id) }),
});
