// POST /api/logout: the session's refresh family is revoked, then the cookies are cleared.
import { apiHandler, ok } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { logout } from '@/lib/server/auth/logout';
import { clearSessionCookies, presentedTokens } from '@/lib/server/auth/session-cookies';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: 'public',
    run: ({ db, req }) => logout(db, presentedTokens(req)),
    respond: (_, { res }) => {
      clearSessionCookies(res);
      ok(res, null);
    },
  }),
});
