// GET /api/member/withdraw: what blocks a withdrawal and how to confirm it; POST: withdraw
// (docs/product/accounts.md#withdrawal). Every session was revoked by the service; this browser's cookies are cleared
// once it has committed.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { getWithdrawalStatus } from '@/lib/server/account/get-withdrawal-status';
import { withdrawMember } from '@/lib/server/account/withdraw-member';
import { clearSessionCookies } from '@/lib/server/auth/session-cookies';
import { withdrawSchema } from '@/lib/shared/schemas/profile';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({ auth: 'member', run: ({ db, session }) => getWithdrawalStatus(db, session) }),
  POST: route({
    auth: 'member',
    body: withdrawSchema,
    run: ({ db, session, body }) => withdrawMember(db, session, body),
    respond: (result, { res }) => {
      clearSessionCookies(res);
      ok(res, result);
    },
  }),
});
