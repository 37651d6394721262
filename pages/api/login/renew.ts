// POST /api/login/renew (docs/product/accounts.md#account-api-calls,
// docs/product/errors-and-messages.md#session-renewal): the refresh cookie, or `refreshToken` in the body as the call
// table lists, for a new token pair. A refused renewal clears the cookies (the client then goes to /login).
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { renewSession } from '@/lib/server/auth/renew-session';
import { clearSessionCookies, presentedTokens, sendSession } from '@/lib/server/auth/session-cookies';
import { renewSchema } from '@/lib/shared/schemas/login';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: route({
    auth: 'public',
    body: renewSchema,
    run: ({ db, req, body, meta }) => renewSession(db, presentedTokens(req).refreshToken ?? body.refreshToken, meta),
    respond: (renewal, { res }) => {
      if (renewal.ok) return sendSession(res, renewal.session);
      clearSessionCookies(res);
      throw renewal.error;
    },
  }),
});
