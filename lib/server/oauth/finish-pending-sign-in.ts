// POST /api/oauth/<provider>/callback: the step after the callback, on /social/link (password) or
// /social/agree (agreements). The signed pending cookie (read by the route) says which one, for which
// provider and profile; so it also decides which form the body must be.
import type { Db } from '@/lib/server/db/client';
import type { RequestMeta } from '../api/route';
import { validateBody } from '../api/unknown-fields';
import { completeSocialSignup } from './complete-social-signup';
import { SocialLoginError } from './errors';
import type { PendingSignIn } from './flow-cookies';
import { linkSocialAccount } from './link-social-account';
import type { SignInResult } from './open-social-session';
import { isOAuthProvider } from './providers';
import { socialAgreeSchema, socialLinkSchema } from '@/lib/shared/schemas/social';

export async function finishPendingSignIn(
  db: Db,
  provider: unknown,
  pending: PendingSignIn | null,
  body: unknown,
  meta: Pick<RequestMeta, 'ip' | 'userAgent'>,
): Promise<SignInResult> {
  const name = isOAuthProvider(provider) ? provider : undefined;
  if (!pending || pending.provider !== name) throw new SocialLoginError('connectFailed', name);
  return pending.kind === 'link'
    ? linkSocialAccount(db, pending, await validateBody(socialLinkSchema, body), meta)
    : completeSocialSignup(db, pending, await validateBody(socialAgreeSchema, body), meta);
}
