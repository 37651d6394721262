// The request facts a social sign-in needs, read by its routes and handed to the services as plain values
// (issue #8: services never see req/res): the client's address and user agent (audit rows, rate limits,
// the refresh token's record), the site's origin (redirect URIs), the language the switcher chose, and
// the session tokens the browser presents (linking a provider to the member signed in on it).
import type { NextApiRequest } from 'next';
import type { Locale } from '@/lib/shared/locale';
import type { RequestMeta } from '../api/route';
import { type PresentedTokens, presentedTokens } from '../auth/session-cookies';
import { appOrigin } from './providers';
// One rule for a request's language (the switcher's cookie, then the browser's): the flow's pages and e-mails.
import { requestLocale } from '../members/request-locale';

export interface OAuthRequest extends Pick<RequestMeta, 'ip' | 'userAgent'> {
  /** This site's origin, or null when the Host header is not a plausible host (providers.ts). */
  origin: string | null;
  locale: Locale;
  tokens: PresentedTokens;
}

/** Only reads headers and cookies: never throws, so the callback can still answer with a redirect. */
export function readOAuthRequest(req: NextApiRequest, meta: RequestMeta): OAuthRequest {
  return { ip: meta.ip, userAgent: meta.userAgent, origin: appOrigin(req), locale: requestLocale(req), tokens: presentedTokens(req) };
}
