// POST /api/login/renew (docs/product/accounts.md#account-api-calls,
// docs/product/errors-and-messages.md#session-renewal): the refresh cookie, or `refreshToken` in the body as the call
// table lists, for a new token pair. A refused renewal clears the cookies (the client then goes to /login).
import type { NextApiRequest } from 'next';
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { renewSession } from '@/lib/server/auth/renew-session';
import { clearSessionCookies, presentedTokens, sendSession } from '@/lib/server/auth/session-cookies';

function refreshTokenOf(req: NextApiRequest): string | undefined {
  const fromBody: unknown = req.body?.refreshToken;
  return presentedTokens(req).refreshToken ?? (typeof fromBody === 'string' ? fromBody : undefined);
}

export default apiHandler({
  POST: route({
    auth: 'public',
    run: ({ db, req, meta }) => renewSession(db, refreshTokenOf(req), meta),
    respond: (renewal, { res }) => {
      if (renewal.ok) return sendSession(res, renewal.session);
      clearSessionCookies(res);
      throw renewal.error;
    },
  }),
});
