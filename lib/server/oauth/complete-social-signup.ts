// /social/agree: a new member from a provider. The account is created only once the required agreements
// of sign-up are given (docs/product/accounts.md#sign-up), so no member ever exists without them. It is APPROVED at
// once (the provider verified the e-mail), has no password (docs/product/accounts.md#roles-and-permissions: a social
// account's password cannot be changed) and socialId "<provider>:<id>"; the member is signed in. The route clears the
// pending cookie and sets the session's cookies once this has returned.
import { memberActor, recordAudit } from '@/lib/server/audit/record-audit';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/server/db/client';
import { isWithdrawn } from '@/lib/shared/members/standing';
import type { RequestMeta } from '../api/route';
import { consume } from '../security/rate-limit';
import { SocialLoginError } from './errors';
import type { PendingSignIn } from './flow-cookies';
import { type OpenedSession, type SignInResult, openSocialSession, signedIn } from './open-social-session';
import { nickFromName } from './profile';
import { providerToDb } from './providers';
import type { SocialAgreeInput } from '@/lib/shared/schemas/social';

export async function completeSocialSignup(
  db: Db,
  pending: PendingSignIn,
  input: SocialAgreeInput,
  meta: Pick<RequestMeta, 'ip' | 'userAgent'>,
): Promise<SignInResult> {
  await consume('signupIp', meta.ip);
  const provider = providerToDb(pending.provider);

  let created: OpenedSession;
  try {
    created = await db.$transaction(async (tx) => {
      // Another tab may have finished first: never a second account for the same e-mail or provider id.
      const existing = await tx.member.findUnique({ where: { mbEmail: pending.email }, select: { mbStatus: true } });
      if (existing) throw new SocialLoginError(isWithdrawn(existing.mbStatus) ? 'withdrawn' : 'connectFailed', pending.provider);
      const now = new Date();
      const member = await tx.member.create({
        data: {
          mbId: randomUUID(),
          mbNick: nickFromName(pending.name, pending.provider, pending.providerUserId),
          mbName: pending.name,
          mbEmail: pending.email,
          mbStatus: 'APPROVED',
          socialId: `${pending.provider}:${pending.providerUserId}`,
          passwordHash: null,
          advertisingConsent: input.advertisingConsent,
          language: pending.locale,
          emailVerifiedAt: now,
          termsAgreedAt: now,
          socialAccounts: { create: { provider, providerUserId: pending.providerUserId, email: pending.email } },
        },
      });
      await recordAudit(tx, {
        actor: memberActor(member),
        action: 'member.signup',
        entity: 'Member',
        entityId: member.mbId,
        data: { provider: pending.provider, ip: meta.ip, advertisingConsent: input.advertisingConsent },
      });
      return openSocialSession(tx, member, pending.provider, meta);
    });
  } catch (error) {
    // P2002: the provider id was linked meanwhile (the e-mail case is caught above).
    if ((error as { code?: unknown }).code === 'P2002') throw new SocialLoginError('connectFailed', pending.provider);
    throw error;
  }
  return signedIn(created, pending.returnUrl);
}
