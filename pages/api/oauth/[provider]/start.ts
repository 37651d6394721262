// GET /api/oauth/<provider>/start?returnUrl=…&intent=login|signup|link → 302 to the provider (404 when
// the provider is not configured). docs/decisions/0004-social-login.md
import { apiHandler } from '@/lib/server/api/handler';
import { sendRedirect } from '@/lib/server/oauth/redirects';
import { startOAuthFlow } from '@/lib/server/oauth/start-oauth-flow';

export default apiHandler({
  GET: async (req, res) => sendRedirect(res, await startOAuthFlow(req, res)),
});
