// What a verified provider profile leads to (docs/decisions/0004-social-login.md):
// - a linked SocialAccount → that member is signed in (a withdrawn member is refused, a dormant one goes
//   to /dormancy);
// - no link but a member with the same e-mail → never linked silently: the member confirms with their
//   password on /social/link (pending cookie);
// - nobody → the required agreements on /social/agree first; the account is created only then;
// - intent "link" → the provider is added to the member signed in on this browser.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { isWithdrawn, maySignIn } from '@/lib/shared/members/standing';
import { SocialLoginError } from './errors';
import type { FlowState } from './flow-cookies';
import type { OAuthRequest } from './oauth-request';
import { type SignInResult, openSocialSession, signedIn } from './open-social-session';
import type { SocialProfile } from './profile';
import type { ProviderConfig } from './providers';
import { signedInMemberId } from './signed-in-member';

export async function resolveSocialSignIn(
  db: Db,
  config: ProviderConfig,
  flow: FlowState,
  profile: SocialProfile,
  request: OAuthRequest,
): Promise<SignInResult> {
  const provider = config.name;
  const account = await db.socialAccount.findUnique({
    where: { provider_providerUserId: { provider: config.db, providerUserId: profile.id } },
    include: { member: true },
  });

  if (flow.intent === 'link') return linkToSignedInMember(db, config, flow, profile, account?.memberId ?? null, request);

  if (account) {
    const { member } = account;
    if (isWithdrawn(member.mbStatus)) throw new SocialLoginError('withdrawn', provider);
    if (!maySignIn(member.mbStatus)) throw new SocialLoginError('connectFailed', provider);
    const opened = await db.$transaction((tx) => openSocialSession(tx, member, provider, request));
    return signedIn(opened, flow.returnUrl);
  }

  // docs/product/accounts.md#social-login: a provider that shares no (verified) e-mail cannot create or find an
  // account.
  if (!profile.email) throw new SocialLoginError('noEmail', provider);
  const member = await db.member.findUnique({ where: { mbEmail: profile.email }, select: { mbStatus: true } });
  if (isWithdrawn(member?.mbStatus)) throw new SocialLoginError('withdrawn', provider);
  const kind = member ? 'link' : 'signup';
  return {
    outcome: { mbStatus: null, next: kind === 'link' ? 'link' : 'agree', returnUrl: flow.returnUrl },
    session: null,
    pending: { kind, provider, providerUserId: profile.id, email: profile.email, name: profile.name, returnUrl: flow.returnUrl, locale: flow.locale },
  };
}

/** Adds the provider to the signed-in member who started the flow; one account per provider and member. */
async function linkToSignedInMember(
  db: Db,
  config: ProviderConfig,
  flow: FlowState,
  profile: SocialProfile,
  linkedTo: number | null,
  request: OAuthRequest,
): Promise<SignInResult> {
  const memberId = await signedInMemberId(db, request.tokens);
  if (!memberId || memberId !== flow.memberId) throw new SocialLoginError('linkFailed', config.name);
  const done: SignInResult = { outcome: { mbStatus: 'APPROVED', next: 'home', returnUrl: flow.returnUrl }, session: null, pending: null };
  if (linkedTo === memberId) return done;
  if (linkedTo !== null) throw new SocialLoginError('linkFailed', config.name);
  const linked = await db.$transaction(async (tx) => {
    const sameProvider = await tx.socialAccount.findFirst({ where: { memberId, provider: config.db } });
    if (sameProvider) return false;
    const member = await tx.member.findUniqueOrThrow({ where: { id: memberId }, select: { mbId: true, role: true } });
    await tx.socialAccount.create({ data: { memberId, provider: config.db, providerUserId: profile.id, email: profile.email } });
    await recordAudit(tx, {
      actor: { id: memberId, role: member.role },
      action: 'member.social.link',
      entity: 'Member',
      entityId: member.mbId,
      data: { provider: config.name, ip: request.ip },
    });
    return true;
  });
  if (!linked) throw new SocialLoginError('linkFailed', config.name);
  return done;
}
