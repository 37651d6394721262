// POST /api/oauth/<provider>/callback: the step after the callback, on /social/link (password) or
// /social/agree (agreements). The signed pending cookie says which one, for which provider and profile.
import type { NextApiRequest, NextApiResponse } from 'next';
import { completeSocialSignup } from './complete-social-signup';
import { SocialLoginError } from './errors';
import { readPendingCookie } from './flow-cookies';
import { linkSocialAccount } from './link-social-account';
import type { SignInOutcome } from './open-social-session';
import { isOAuthProvider } from './providers';

export async function finishPendingSignIn(req: NextApiRequest, res: NextApiResponse): Promise<SignInOutcome> {
  const provider = isOAuthProvider(req.query.provider) ? req.query.provider : undefined;
  const pending = await readPendingCookie(req);
  if (!pending || pending.provider !== provider) throw new SocialLoginError('connectFailed', provider);
  return pending.kind === 'link' ? linkSocialAccount(req, res, pending) : completeSocialSignup(req, res, pending);
}
