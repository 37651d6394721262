// POST /api/member/restore-dormancy (docs/product/accounts.md#dormancy): ACTIVATE on /dormancy. The new session's
// cookies are set once the reactivation committed (issue #8).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { sendSession } from '@/lib/server/auth/session-cookies';
import { restoreDormancy } from '@/lib/server/dormancy/restore-dormancy';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: 'dormant',
    run: ({ db, session, meta }) => restoreDormancy(db, session, meta),
    respond: (session, { res }) => sendSession(res, session),
  }),
});
