// GET /api/oauth/<provider>/start?returnUrl=…&intent=login|signup|link: a new random state and PKCE
// verifier (and a nonce for LINE) for the signed flow cookie, and the provider's authorization URL to
// send the browser to; the route sets the cookie and redirects. A disabled or unknown provider is a 404.
import type { Db } from '@/lib/server/db/client';
import { isLocale } from '@/lib/shared/locale';
import { safeReturnUrl } from '@/lib/shared/routes';
import { AppError } from '../errors/app-error';
import { providerNotFound } from './enabled-provider';
import type { FlowState } from './flow-cookies';
import { authorizationUrl, newFlowSecrets } from './oauth-client';
import type { OAuthRequest } from './oauth-request';
import { callbackUri, providerConfig } from './providers';
import type { StartQuery } from '@/lib/shared/schemas/social';
import { signedInMemberId } from './signed-in-member';

export interface StartedFlow {
  /** The provider's authorization URL. */
  location: string;
  flow: FlowState;
}

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

export async function startOAuthFlow(db: Db, provider: unknown, input: StartQuery, request: OAuthRequest): Promise<StartedFlow> {
  const config = providerConfig(provider);
  if (!config) throw providerNotFound();
  const { origin } = request;
  if (!origin) throw invalid();

  let memberId: number | null = null;
  if (input.intent === 'link') {
    memberId = await signedInMemberId(db, request.tokens);
    if (!memberId) throw new AppError('UNAUTHORIZED', 'Login required.', 'errors:loginRequired');
  }
  const redirectUri = redirectUriFor(origin, input.redirectUri, callbackUri(origin, config.name));
  const secrets = newFlowSecrets(config);
  const flow: FlowState = {
    provider: config.name,
    ...secrets,
    returnUrl: safeReturnUrl(input.returnUrl, input.intent === 'link' ? '/account/profile' : '/'),
    intent: input.intent,
    redirectUri,
    // The page's locale if the start link names it, else the switcher's choice.
    locale: isLocale(input.locale) ? input.locale : request.locale,
    memberId,
  };
  return { location: authorizationUrl(config, redirectUri, secrets).href, flow };
}
