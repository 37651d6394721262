// What /social/link and /social/agree do with the answer of useFinishSocialSignIn: where the member goes
// next, and the message of a refusal.
import { errorMessageKey } from '@/lib/client/error-message';
import type { SignInOutcome } from '@/lib/server/oauth/open-social-session';
import { safeReturnUrl } from '@/lib/shared/routes';

/** Where the member goes once signed in (docs/product/storefront.md#route-guards: a dormant member to /dormancy). */
export function nextPage(outcome: SignInOutcome): string {
  return outcome.next === 'dormancy' ? '/dormancy' : safeReturnUrl(outcome.returnUrl);
}

/**
 * The message of a refusal: the social failures of docs/product/errors-and-messages.md#social-login, else the shared
 * messages.
 */
export function socialErrorKey(error: unknown): string {
  return errorMessageKey(error, { BAD_REQUEST: 'social:errors.connectFailed', FORBIDDEN: 'social:errors.withdrawn', CONFLICT: 'social:errors.linkFailed' });
}
