// GET: the provider's redirect back (code, state) → 302 to the next page or to the failure page.
// POST: the step after it, from /social/link ({ password }) or /social/agree (the required agreements).
// The flow cookie is spent by the callback whatever its answer; the pending one once the step succeeded.
// Cookies are set here, after the service's transaction committed (issue #8).
import { apiHandler, ok } from '@/lib/server/api/handler';
import { asGiven, parsedQuery } from '@/lib/server/api/parsed-query';
import { route } from '@/lib/server/api/route';
import { finishPendingSignIn } from '@/lib/server/oauth/finish-pending-sign-in';
import { FLOW_COOKIE, PENDING_COOKIE, clearCookie, readFlowCookie, readPendingCookie, setSignInCookies } from '@/lib/server/oauth/flow-cookies';
import { handleOAuthCallback } from '@/lib/server/oauth/handle-oauth-callback';
import { readOAuthRequest } from '@/lib/server/oauth/oauth-request';
import { sendRedirect } from '@/lib/server/oauth/redirects';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  GET: route({
    auth: 'public',
    // Whatever the provider sent back, the answer is a redirect (handleOAuthCallback checks each value): no 400 here.
    query: parsedQuery({ provider: asGiven, code: asGiven, state: asGiven, error: asGiven }),
    run: async ({ db, req, query, meta }) => handleOAuthCallback(db, query, await readFlowCookie(req), readOAuthRequest(req, meta)),
    respond: async (answer, { res }) => {
      clearCookie(res, FLOW_COOKIE);
      await setSignInCookies(res, answer);
      sendRedirect(res, answer.location);
    },
  }),
  POST: route({
    auth: 'public',
    query: parsedQuery({ provider: asGiven }),
    run: async ({ db, req, query, meta }) => finishPendingSignIn(db, query.provider, await readPendingCookie(req), req.body, meta),
    respond: async (result, { res }) => {
      await setSignInCookies(res, result);
      clearCookie(res, PENDING_COOKIE);
      ok(res, result.outcome);
    },
  }),
});
