// POST /api/sendVerificationToken { phoneNumber } (docs/product/accounts.md#phone-verification,
// docs/product/accounts.md#account-api-calls). Texts a six-digit code to the number. Limited per number and per IP
// (SMS cost, harassment of a number); a number already verified by another member is refused ("E-mail or phone
// already registered", docs/product/errors-and-messages.md#login-and-sign-up).
import type { Db } from '@/lib/server/db/client';
import type { SendPhoneCodeInput } from '@/lib/shared/schemas/phone';
import { loadActiveMember } from '../members/active-member';
import type { Actor } from '../auth/access-token';
import { issueCodeIn } from '../auth/verification-codes';
import { AppError } from '../errors/app-error';
import { kickDelivery } from '../messaging/delivery/worker';
import { enqueueSms } from '../messaging/enqueue-message';
import { consume } from '../security/rate-limit';

export const phoneTaken = () => new AppError('CONFLICT', 'E-mail or phone already registered', 'phone:errors.registered');

export async function sendPhoneCode(
  db: Db,
  session: Actor,
  { phoneNumber }: SendPhoneCodeInput,
  meta: { ip: string },
): Promise<{ phoneNumber: string; expiresAt: string }> {
  await consume('codeSendIp', meta.ip);
  const member = await loadActiveMember(db, session);
  const owner = await db.member.findUnique({ where: { mbPhone: phoneNumber }, select: { id: true } });
  if (owner && owner.id !== member.id) throw phoneTaken();
  await consume('codeSendTarget', phoneNumber);

  // The code and its SMS in one transaction: the SMS never announces a code that does not exist (decision 0026).
  const issued = await db.$transaction(async (tx) => {
    const code = await issueCodeIn(tx, { purpose: 'PHONE', target: phoneNumber, memberId: member.id });
    await enqueueSms(tx, { to: phoneNumber, locale: member.language, template: 'phoneCode', params: { code: code.code } });
    return code;
  });
  kickDelivery();
  return { phoneNumber, expiresAt: issued.expiresAt.toISOString() };
}
