// The route of POST /api/facebook/oauth and /brg/api/oauth/<provider> (docs/product/accounts.md#account-api-calls),
// the same for every provider: 404 while the provider is off, then the { code, state, redirectUri } body, the
// service, and the cookies once it returned (issue #8). The flow cookie is used once: spent whatever the answer.
import { type RouteHandler, ok } from '../api/handler';
import { route } from '../api/route';
import { whenProviderEnabled } from './enabled-provider';
import { FLOW_COOKIE, clearCookie, readFlowCookie, setSignInCookies } from './flow-cookies';
import { readOAuthRequest } from './oauth-request';
import type { OAuthProviderName } from './providers';
import { socialCodeSchema } from '@/lib/shared/schemas/social';
import { signInWithCode } from './sign-in-with-code';

export function codeSignInRoute(provider: OAuthProviderName): RouteHandler {
  return whenProviderEnabled(
    route({
      auth: 'public',
      body: socialCodeSchema,
      run: async ({ db, body, meta, req, res }) => {
        const flow = await readFlowCookie(req);
        try {
          return await signInWithCode(db, provider, body, flow, readOAuthRequest(req, meta));
        } finally {
          clearCookie(res, FLOW_COOKIE);
        }
      },
      respond: async (result, { res }) => {
        await setSignInCookies(res, result);
        ok(res, result.outcome);
      },
    }),
    provider,
  );
}
