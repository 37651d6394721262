// GET /api/login: who is signed in (docs/product/accounts.md#account-api-calls; dormant members too). POST: e-mail
// and password; the cookies are set once the login's transaction committed (issue #8).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { currentMember } from '@/lib/server/auth/current-member';
import { loginWithPassword } from '@/lib/server/auth/login-with-password';
import { sendSession } from '@/lib/server/auth/session-cookies';
import { loginSchema } from '@/lib/shared/schemas/login';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({ auth: 'dormant', run: ({ db, session }) => currentMember(db, session) }),
  POST: route({
    auth: 'public',
    body: loginSchema,
    run: ({ db, body, meta }) => loginWithPassword(db, body, meta),
    respond: (session, { res }) => sendSession(res, session),
  }),
});
