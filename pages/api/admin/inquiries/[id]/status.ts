// PUT /api/admin/inquiries/[id]/status { expectedStatus, status } — move a partner inquiry forward (ADMIN only;
// issue #10, lib/shared/admin/inquiry-status.ts). Answers the inquiry as it is now.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { changeInquiryStatus } from '@/lib/server/admin/change-inquiry-status';
import { inquiryParamSchema, inquiryStatusChangeSchema } from '@/lib/shared/schemas/admin/inquiries';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  PUT: route({
    auth: ADMIN_ROLES,
    query: inquiryParamSchema,
    body: inquiryStatusChangeSchema,
    run: ({ db, session, query, body }) => changeInquiryStatus(db, session, query.id, body),
  }),
});
