// /social/link: the provider's e-mail belongs to an existing member. The member proves the account is
// theirs with its password; then the SocialAccount is created (audited) and the member signed in. Same
// limits and same answer for every wrong password as the e-mail login
// (docs/product/errors-and-messages.md#login-and-sign-up 'ID or PW is incorrect.'). The provider verified the e-mail,
// so an account still waiting for its e-mail check is approved too. The route clears the pending cookie and sets the
// session's cookies once this has returned.
import { memberActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { awaitsEmailVerification, isWithdrawn } from '@/lib/shared/members/standing';
import type { RequestMeta } from '../api/route';
import { hashPassword, verifyPassword } from '../auth/password';
import { AppError } from '../errors/app-error';
import { admitLoginAttempt, recordLoginFailure, recordLoginSuccess } from '../auth/login-guard';
import { SocialLoginError } from './errors';
import type { PendingSignIn } from './flow-cookies';
import { type SignInResult, openSocialSession, signedIn } from './open-social-session';
import { providerToDb } from './providers';
import type { SocialLinkInput } from '@/lib/shared/schemas/social';

let dummyHash: Promise<string> | null = null;

export async function linkSocialAccount(
  db: Db,
  pending: PendingSignIn,
  input: SocialLinkInput,
  meta: Pick<RequestMeta, 'ip' | 'userAgent'>,
): Promise<SignInResult> {
  await admitLoginAttempt(db, { ip: meta.ip, account: pending.email, captcha: input.altcha });

  const member = await db.member.findUnique({ where: { mbEmail: pending.email } });
  if (!member) throw new SocialLoginError('connectFailed', pending.provider);
  if (isWithdrawn(member.mbStatus)) throw new SocialLoginError('withdrawn', pending.provider);
  dummyHash ??= hashPassword('not-a-real-password-1!');
  const valid = await verifyPassword(member.passwordHash ?? (await dummyHash), input.password);
  if (!member.passwordHash || !valid) {
    await recordLoginFailure({ ip: meta.ip, account: pending.email });
    throw new AppError('INVALID_CREDENTIALS', 'ID or PW is incorrect.', 'auth:errors.incorrect');
  }
  await recordLoginSuccess(pending.email);

  const provider = providerToDb(pending.provider);
  const opened = await db.$transaction(async (tx) => {
    const where = { provider_providerUserId: { provider, providerUserId: pending.providerUserId } };
    const taken = await tx.socialAccount.findUnique({ where });
    const sameProvider = await tx.socialAccount.findFirst({ where: { memberId: member.id, provider } });
    if ((taken && taken.memberId !== member.id) || (!taken && sameProvider)) return null;
    if (!taken) await tx.socialAccount.create({ data: { memberId: member.id, provider, providerUserId: pending.providerUserId, email: pending.email } });
    const current = awaitsEmailVerification(member.mbStatus)
      ? await tx.member.update({ where: { id: member.id }, data: { mbStatus: 'APPROVED', emailVerifiedAt: member.emailVerifiedAt ?? new Date() } })
      : member;
    await recordAudit(tx, {
      actor: memberActor(member),
      action: 'member.social.link',
      entity: 'Member',
      entityId: member.mbId,
      data: { provider: pending.provider, ip: meta.ip },
    });
    return openSocialSession(tx, current, pending.provider, meta);
  });
  if (!opened) throw new SocialLoginError('linkFailed', pending.provider);
  return signedIn(opened, pending.returnUrl);
}
