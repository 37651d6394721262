// GET /api/oauth/<provider>/callback: the provider sends the browser back here with a code and the state.
// Always a redirect: to the returnUrl (or /dormancy, /social/link, /social/agree), and every failure to
// the translated failure page (docs/product/errors-and-messages.md#social-login), never a 500. The route has read
// this browser's flow cookie and spends it whatever the answer; the cookies of the sign-in are in the answer, for the
// route to set.
import * as Sentry from '@sentry/nextjs';
import type { Db } from '@/lib/server/db/client';
import type { Locale } from '@/lib/shared/locale';
import { localizedPath } from '@/lib/shared/routes';
import { AppError } from '../errors/app-error';
import { completeOAuthFlow } from './complete-oauth-flow';
import { SocialLoginError } from './errors';
import type { FlowState } from './flow-cookies';
import type { OAuthRequest } from './oauth-request';
import type { SignInCookies, SignInOutcome } from './open-social-session';
import { callbackUri, isOAuthProvider } from './providers';
import { failurePath } from './redirects';

/** The callback's query as the provider sent it (any of it may be missing, repeated or forged). */
export type CallbackQuery = Partial<Record<'provider' | 'code' | 'state' | 'error', unknown>>;

export interface CallbackAnswer extends SignInCookies {
  location: string;
}

const param = (value: unknown, max: number) => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : null);

function destination(outcome: SignInOutcome, locale: Locale): string {
  if (outcome.next === 'link') return localizedPath('/social/link', locale);
  if (outcome.next === 'agree') return localizedPath('/social/agree', locale);
  if (outcome.next === 'dormancy') return localizedPath('/dormancy', locale);
  // The returnUrl is a path without locale (or with one): the member comes back in the language they started in.
  return localizedPath(outcome.returnUrl, locale);
}

export async function handleOAuthCallback(db: Db, query: CallbackQuery, flow: FlowState | null, request: OAuthRequest): Promise<CallbackAnswer> {
  const locale = flow?.locale ?? request.locale;
  const provider = isOAuthProvider(query.provider) ? query.provider : undefined;
  const failure = (reason: Parameters<typeof failurePath>[1]) => ({ location: failurePath(locale, reason, provider), session: null, pending: null });
  try {
    const code = param(query.code, 2048);
    const state = param(query.state, 512);
    // `error` (e.g. the member pressed "cancel" at the provider) or a malformed answer.
    if (!provider || !code || !state || query.error !== undefined || !flow) throw new SocialLoginError('connectFailed', provider);
    // The flow must have been started for this very callback (not for a client's own redirect page).
    const redirectUri = request.origin ? callbackUri(request.origin, provider) : '';
    const { outcome, session, pending } = await completeOAuthFlow(db, provider, { code, state, redirectUri }, flow, request);
    return { location: destination(outcome, locale), session, pending };
  } catch (error) {
    if (error instanceof SocialLoginError) return failure(error.reason);
    if (error instanceof AppError) return failure('connectFailed');
    console.error(error);
    Sentry.captureException(error);
    return failure('connectFailed');
  }
}
