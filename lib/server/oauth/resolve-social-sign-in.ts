// What a verified provider profile leads to (docs/decisions/0004-social-login.md):
// - a linked SocialAccount → that member is signed in (a withdrawn member is refused, a dormant one goes
//   to /dormancy);
// - no link but a member with the same e-mail → never linked silently: the member confirms with their
//   password on /social/link (pending cookie);
// - nobody → the required agreements on /social/agree first; the account is created only then;
// - intent "link" → the provider is added to the member signed in on this browser.
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db/client';
import type { FlowState } from './flow-cookies';
import { setPendingCookie } from './flow-cookies';
import { SocialLoginError } from './errors';
import { type RequestMeta, type SignInOutcome, openSocialSession, outcomeFor } from './open-social-session';
import type { SocialProfile } from './profile';
import type { ProviderConfig } from './providers';
import { signedInMemberId } from './signed-in-member';

export async function resolveSocialSignIn(
  req: NextApiRequest,
  res: NextApiResponse,
  config: ProviderConfig,
  flow: FlowState,
  profile: SocialProfile,
  meta: RequestMeta,
): Promise<SignInOutcome> {
  const db = await getDb();
  const provider = config.name;
  const account = await db.socialAccount.findUnique({
    where: { provider_providerUserId: { provider: config.db, providerUserId: profile.id } },
    include: { member: true },
  });

  if (flow.intent === 'link') return linkToSignedInMember(req, config, flow, profile, account?.memberId ?? null, meta);

  if (account) {
    const { member } = account;
    if (member.mbStatus === 'WITHDRAWN') throw new SocialLoginError('withdrawn', provider);
    if (member.mbStatus !== 'APPROVED' && member.mbStatus !== 'DORMANCY') throw new SocialLoginError('connectFailed', provider);
    const signedIn = await db.$transaction((tx) => openSocialSession(tx, res, member, provider, meta));
    return outcomeFor(signedIn, flow.returnUrl);
  }

  // SPEC.md §8: a provider that shares no (verified) e-mail cannot create or find an account.
  if (!profile.email) throw new SocialLoginError('noEmail', provider);
  const member = await db.member.findUnique({ where: { mbEmail: profile.email }, select: { mbStatus: true } });
  if (member?.mbStatus === 'WITHDRAWN') throw new SocialLoginError('withdrawn', provider);
  const kind = member ? 'link' : 'signup';
  await setPendingCookie(res, { kind, provider, providerUserId: profile.id, email: profile.email, name: profile.name, returnUrl: flow.returnUrl, locale: flow.locale });
  return { mbStatus: null, next: kind === 'link' ? 'link' : 'agree', returnUrl: flow.returnUrl };
}

/** Adds the provider to the signed-in member who started the flow; one account per provider and member. */
async function linkToSignedInMember(
  req: NextApiRequest,
  config: ProviderConfig,
  flow: FlowState,
  profile: SocialProfile,
  linkedTo: number | null,
  meta: RequestMeta,
): Promise<SignInOutcome> {
  const memberId = await signedInMemberId(req);
  if (!memberId || memberId !== flow.memberId) throw new SocialLoginError('linkFailed', config.name);
  if (linkedTo === memberId) return { mbStatus: 'APPROVED', next: 'home', returnUrl: flow.returnUrl };
  if (linkedTo !== null) throw new SocialLoginError('linkFailed', config.name);
  const db = await getDb();
  const linked = await db.$transaction(async (tx) => {
    const sameProvider = await tx.socialAccount.findFirst({ where: { memberId, provider: config.db } });
    if (sameProvider) return false;
    const member = await tx.member.findUniqueOrThrow({ where: { id: memberId }, select: { mbId: true } });
    await tx.socialAccount.create({ data: { memberId, provider: config.db, providerUserId: profile.id, email: profile.email } });
    await tx.auditLog.create({
      data: { actorId: memberId, action: 'member.social.link', entity: 'Member', entityId: member.mbId, data: { provider: config.name, ip: meta.ip } },
    });
    return true;
  });
  if (!linked) throw new SocialLoginError('linkFailed', config.name);
  return { mbStatus: 'APPROVED', next: 'home', returnUrl: flow.returnUrl };
}
