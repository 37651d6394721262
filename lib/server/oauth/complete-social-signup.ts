// /social/agree: a new member from a provider. The account is created only once the required agreements
// of sign-up are given (SPEC.md §2, §5), so no member ever exists without them. It is APPROVED at once
// (the provider verified the e-mail), has no password (SPEC.md §6: a social account's password cannot be
// changed) and socialId "<provider>:<id>"; the member is signed in.
import { randomUUID } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db/client';
import { consume } from '../security/rate-limit';
import { clientIp, userAgent } from '../security/request-meta';
import { SocialLoginError } from './errors';
import { PENDING_COOKIE, type PendingSignIn, clearCookie } from './flow-cookies';
import { type SignInOutcome, openSocialSession, outcomeFor } from './open-social-session';
import { nickFromName } from './profile';
import { providerToDb } from './providers';
import { socialAgreeSchema } from './schemas';

export async function completeSocialSignup(req: NextApiRequest, res: NextApiResponse, pending: PendingSignIn): Promise<SignInOutcome> {
  const input = await socialAgreeSchema.validate(req.body, { abortEarly: false, stripUnknown: true });
  const meta = { ip: clientIp(req), userAgent: userAgent(req) };
  await consume('signupIp', meta.ip, res);
  const provider = providerToDb(pending.provider);
  const db = await getDb();

  let created;
  try {
    created = await db.$transaction(async (tx) => {
      // Another tab may have finished first: never a second account for the same e-mail or provider id.
      const existing = await tx.member.findUnique({ where: { mbEmail: pending.email }, select: { mbStatus: true } });
      if (existing) throw new SocialLoginError(existing.mbStatus === 'WITHDRAWN' ? 'withdrawn' : 'connectFailed', pending.provider);
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
      await tx.auditLog.create({
        data: {
          actorId: member.id,
          action: 'member.signup',
          entity: 'Member',
          entityId: member.mbId,
          data: { provider: pending.provider, ip: meta.ip, advertisingConsent: input.advertisingConsent },
        },
      });
      return openSocialSession(tx, res, member, pending.provider, meta);
    });
  } catch (error) {
    // P2002: the provider id was linked meanwhile (the e-mail case is caught above).
    if ((error as { code?: unknown }).code === 'P2002') throw new SocialLoginError('connectFailed', pending.provider);
    throw error;
  }
  clearCookie(res, PENDING_COOKIE);
  return outcomeFor(created, pending.returnUrl);
}
