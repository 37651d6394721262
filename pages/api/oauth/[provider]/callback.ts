// GET: the provider's redirect back (code, state) → 302 to the next page or to the failure page.
// POST: the step after it, from /social/link ({ password }) or /social/agree (the required agreements).
import { apiHandler, ok } from '@/lib/server/api/handler';
import { finishPendingSignIn } from '@/lib/server/oauth/finish-pending-sign-in';
import { handleOAuthCallback } from '@/lib/server/oauth/handle-oauth-callback';
import { sendRedirect } from '@/lib/server/oauth/redirects';

export default apiHandler({
  GET: async (req, res) => sendRedirect(res, await handleOAuthCallback(req, res)),
  POST: async (req, res) => ok(res, await finishPendingSignIn(req, res)),
});
