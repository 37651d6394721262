// GET /api/oauth/<provider>/start?returnUrl=…&intent=login|signup|link → 302 to the provider with the
// signed flow cookie set (404 when the provider is not configured). docs/decisions/0004-social-login.md
import { apiHandler } from '@/lib/server/api/handler';
import { route } from '@/lib/server/api/route';
import { whenProviderEnabled } from '@/lib/server/oauth/enabled-provider';
import { setFlowCookie } from '@/lib/server/oauth/flow-cookies';
import { readOAuthRequest } from '@/lib/server/oauth/oauth-request';
import { sendRedirect } from '@/lib/server/oauth/redirects';
import { startQuerySchema } from '@/lib/shared/schemas/social';
import { mixed } from 'yup';
import { startOAuthFlow } from '@/lib/server/oauth/start-oauth-flow';

export const config = { api: { bodyParser: false } };

// The path's provider is checked by whenProviderEnabled before (404 when unknown or not configured), again by the flow.
const startRouteQuerySchema = startQuerySchema.shape({ provider: mixed() });

export default apiHandler({
  GET: whenProviderEnabled(
    route({
      auth: 'public',
      query: startRouteQuerySchema,
      run: ({ db, query: { provider, ...query }, req, meta }) => startOAuthFlow(db, provider, query, readOAuthRequest(req, meta)),
      respond: async ({ location, flow }, { res }) => {
        await setFlowCookie(res, flow);
        sendRedirect(res, location);
      },
    }),
  ),
});
