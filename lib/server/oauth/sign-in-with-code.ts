// POST /api/facebook/oauth and /brg/api/oauth/<provider> (SPEC.md §7): a client that received the code
// on its own page posts { code, state, redirectUri }. Same rules as the GET callback; the answer says
// where to go next: home, dormancy, link (confirm with password) or agree (required agreements).
import type { NextApiRequest, NextApiResponse } from 'next';
import { AppError } from '../errors/app-error';
import { completeOAuthFlow } from './complete-oauth-flow';
import { FLOW_COOKIE, clearCookie, readFlowCookie } from './flow-cookies';
import type { SignInOutcome } from './open-social-session';
import { type OAuthProviderName, providerConfig } from './providers';
import { socialCodeSchema } from './schemas';

export async function signInWithCode(req: NextApiRequest, res: NextApiResponse, provider: OAuthProviderName): Promise<SignInOutcome> {
  if (!providerConfig(provider)) throw new AppError('NOT_FOUND', 'Not found.', 'errors:notFound');
  const input = await socialCodeSchema.validate(req.body, { abortEarly: false, stripUnknown: true });
  const flow = await readFlowCookie(req);
  clearCookie(res, FLOW_COOKIE);
  return completeOAuthFlow(req, res, provider, input, flow);
}
