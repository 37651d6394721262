// POST /api/member/checkMbStatus { email } → { mbStatus } (docs/product/accounts.md#account-api-calls), limited per
// IP.
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { checkMemberStatus } from '@/lib/server/dormancy/check-member-status';
import { mbStatusQuerySchema } from '@/lib/shared/schemas/profile';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({ auth: 'public', body: mbStatusQuerySchema, run: ({ db, body, meta }) => checkMemberStatus(db, body, meta) }),
});
