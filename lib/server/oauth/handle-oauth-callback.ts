// GET /api/oauth/<provider>/callback: the provider sends the browser back here with a code and the state.
// Always a redirect: to the returnUrl (or /dormancy, /social/link, /social/agree), and every failure to
// the translated failure page (SPEC.md §8), never a 500. The flow cookie is used once.
import * as Sentry from '@sentry/nextjs';
import type { NextApiRequest, NextApiResponse } from 'next';
import { AppError } from '../errors/app-error';
import { FLOW_COOKIE, clearCookie, readFlowCookie } from './flow-cookies';
import { completeOAuthFlow } from './complete-oauth-flow';
import { SocialLoginError } from './errors';
import type { SignInOutcome } from './open-social-session';
import { appOrigin, callbackUri, isOAuthProvider } from './providers';
import { stripLocale } from '@/lib/shared/routes';
import { failurePath, localePath, requestLocale } from './redirects';

const param = (value: unknown, max: number) => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : null);

function destination(outcome: SignInOutcome, locale: Parameters<typeof localePath>[0]): string {
  if (outcome.next === 'link') return localePath(locale, '/social/link');
  if (outcome.next === 'agree') return localePath(locale, '/social/agree');
  if (outcome.next === 'dormancy') return localePath(locale, '/dormancy');
  // The returnUrl is a path without locale (or with one): the member comes back in the language they started in.
  return localePath(locale, stripLocale(outcome.returnUrl));
}

export async function handleOAuthCallback(req: NextApiRequest, res: NextApiResponse): Promise<string> {
  const flow = await readFlowCookie(req);
  clearCookie(res, FLOW_COOKIE);
  const locale = flow?.locale ?? requestLocale(req);
  const provider = isOAuthProvider(req.query.provider) ? req.query.provider : undefined;
  try {
    const code = param(req.query.code, 2048);
    const state = param(req.query.state, 512);
    // `error` (e.g. the member pressed "cancel" at the provider) or a malformed answer.
    if (!provider || !code || !state || req.query.error !== undefined || !flow) throw new SocialLoginError('connectFailed', provider);
    // The flow must have been started for this very callback (not for a client's own redirect page).
    const origin = appOrigin(req);
    const redirectUri = origin ? callbackUri(origin, provider) : '';
    const outcome = await completeOAuthFlow(req, res, provider, { code, state, redirectUri }, flow);
    return destination(outcome, locale);
  } catch (error) {
    if (error instanceof SocialLoginError) return failurePath(locale, error.reason, provider);
    if (error instanceof AppError) return failurePath(locale, 'connectFailed', provider);
    console.error(error);
    Sentry.captureException(error);
    return failurePath(locale, 'connectFailed', provider);
  }
}
