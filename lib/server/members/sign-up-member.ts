// POST /brg/api/member/signup (docs/product/accounts.md#sign-up, docs/product/accounts.md#account-api-calls): creates
// the member NOT_APPROVED and e-mails a six-digit code and a link (written to the outbox with the member, decision 0026); login stays refused until the e-mail is verified
// (docs/product/accounts.md#e-mail-verification).
import { memberActor, recordAudit } from '@/lib/server/audit/record-audit';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/server/db/client';
import { awaitsEmailVerification, isWithdrawn } from '@/lib/shared/members/standing';
import type { Locale } from '@/lib/shared/locale';
import type { SignupInput } from '@/lib/shared/schemas/signup';
import { hashPassword } from '../auth/password';
import { consume } from '../security/rate-limit';
import { memberErrors } from './member-errors';
import { kickDelivery } from '../messaging/delivery/worker';
import { queueVerificationEmail, sendVerificationEmail } from './send-verification-email';

/** This storefront is the Taiwan service (docs/product/storefront.md#country-and-languages: country header TW). */
const SUPPORT_REGION = 'TW';

export interface SignupResult {
  email: string;
  /** false when the e-mail already had an unverified account and only a new code was sent. */
  created: boolean;
}

export interface SignupMeta {
  ip: string;
  /** The language the member signs up in (request-locale.ts): their e-mails are written in it. */
  language: Locale;
}

export async function signUpMember(db: Db, input: SignupInput, { ip, language }: SignupMeta): Promise<SignupResult> {
  await consume('signupIp', ip);
  const phone = input.phone || null;

  const existing = await db.member.findUnique({ where: { mbEmail: input.email } });
  if (isWithdrawn(existing?.mbStatus)) throw memberErrors.withdrawn();
  if (existing && awaitsEmailVerification(existing.mbStatus)) {
    // Signing up again before verifying resends the code instead of failing (the first mail may be
    // lost). The stored nickname and password are kept: replacing them would let anyone who knows the
    // address set the password of an account its owner is about to verify.
    await consume('codeSendTarget', existing.mbEmail);
    await sendVerificationEmail(db, existing);
    return { email: existing.mbEmail, created: false };
  }
  if (existing) throw memberErrors.alreadyRegistered();
  if (phone && (await db.member.findUnique({ where: { mbPhone: phone }, select: { id: true } }))) throw memberErrors.alreadyRegistered();

  const passwordHash = await hashPassword(input.password);
  const region = await db.supportRegion.findUniqueOrThrow({ where: { code: SUPPORT_REGION } });
  let member;
  try {
    member = await db.$transaction(async (tx) => {
      const created = await tx.member.create({
        data: {
          mbId: randomUUID(),
          mbNick: input.mbNick,
          mbEmail: input.email,
          mbPhone: phone,
          passwordHash,
          mbStatus: 'NOT_APPROVED',
          advertisingConsent: input.advertisingConsent,
          language,
          termsAgreedAt: new Date(),
          supportRegionId: region.id,
        },
      });
      await recordAudit(tx, {
        actor: memberActor(created),
        action: 'member.signup',
        entity: 'Member',
        entityId: created.mbId,
        data: { ip, language, advertisingConsent: input.advertisingConsent },
      });
      // The code and its e-mail in the same transaction: the account never exists without its mail on the way.
      await queueVerificationEmail(tx, created);
      return created;
    });
  } catch (error) {
    // Two sign-ups with the same address (or phone) at once: the unique index decides.
    if ((error as { code?: unknown }).code === 'P2002') throw memberErrors.alreadyRegistered();
    throw error;
  }
  kickDelivery();
  return { email: member.mbEmail, created: true };
}
