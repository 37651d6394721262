// GET /api/oauth/<provider>/start?returnUrl=…&intent=login|signup|link: a new random state and PKCE
// verifier (and a nonce for LINE) go into the signed flow cookie, and the browser to the provider.
// A disabled or unknown provider is a 404.
import type { NextApiRequest, NextApiResponse } from 'next';
import { safeReturnUrl } from '@/lib/shared/routes';
import { AppError } from '../errors/app-error';
import { setFlowCookie } from './flow-cookies';
import { authorizationUrl, newFlowSecrets } from './oauth-client';
import { appOrigin, callbackUri, providerConfig } from './providers';
import { requestLocale } from './redirects';
import { startQuerySchema } from './schemas';
import { signedInMemberId } from './signed-in-member';

const invalid = () => new AppError('BAD_REQUEST', 'Invalid request.', 'errors:invalidRequest');

/** A client's own landing page for the code must be on this site. */
function redirectUriFor(origin: string, requested: string | undefined, fallback: string): string {
  if (!requested) return fallback;
  let url: URL;
  try {
    url = new URL(requested, origin);
  } catch {
    throw invalid();
  }
  if (url.origin !== origin || url.hash) throw invalid();
  return url.href;
}

/** Returns the provider's authorization URL to redirect to. */
export async function startOAuthFlow(req: NextApiRequest, res: NextApiResponse): Promise<string> {
  const config = providerConfig(req.query.provider);
  if (!config) throw new AppError('NOT_FOUND', 'Not found.', 'errors:notFound');
  const input = await startQuerySchema.validate(req.query, { abortEarly: false, stripUnknown: true });
  const origin = appOrigin(req);
  if (!origin) throw invalid();

  let memberId: number | null = null;
  if (input.intent === 'link') {
    memberId = await signedInMemberId(req);
    if (!memberId) throw new AppError('UNAUTHORIZED', 'Login required.', 'errors:loginRequired');
  }
  const redirectUri = redirectUriFor(origin, input.redirectUri, callbackUri(origin, config.name));
  const secrets = newFlowSecrets(config);
  await setFlowCookie(res, {
    provider: config.name,
    ...secrets,
    returnUrl: safeReturnUrl(input.returnUrl, input.intent === 'link' ? '/account/profile' : '/'),
    intent: input.intent,
    redirectUri,
    locale: requestLocale(req, input.locale),
    memberId,
  });
  return authorizationUrl(config, redirectUri, secrets).href;
}
