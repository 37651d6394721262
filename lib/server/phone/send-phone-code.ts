// POST /api/sendVerificationToken { phoneNumber } (SPEC.md §2 phone verification dialog, §7). Texts a
// six-digit code to the number. Limited per number and per IP (SMS cost, harassment of a number); a
// number already verified by another member is refused ("E-mail or phone already registered", SPEC.md §8).
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db/client';
import { sendPhoneCodeSchema } from '@/lib/shared/schemas/phone';
import { loadActiveMember } from '../account/active-member';
import { issueCode } from '../auth/verification-codes';
import { requireSession } from '../auth/session';
import { AppError } from '../errors/app-error';
import { sendSms } from '../messaging/send-message';
import { clientIp } from '../security/request-meta';
import { consume } from '../security/rate-limit';

export const phoneTaken = () => new AppError('CONFLICT', 'E-mail or phone already registered', 'phone:errors.registered');

export async function sendPhoneCode(req: NextApiRequest, res: NextApiResponse): Promise<{ phoneNumber: string; expiresAt: string }> {
  const session = await requireSession(req);
  const { phoneNumber } = await sendPhoneCodeSchema.validate(req.body, { abortEarly: false, stripUnknown: true });
  await consume('codeSendIp', clientIp(req), res);
  const db = await getDb();
  const member = await loadActiveMember(db, session);
  const owner = await db.member.findUnique({ where: { mbPhone: phoneNumber }, select: { id: true } });
  if (owner && owner.id !== member.id) throw phoneTaken();
  await consume('codeSendTarget', phoneNumber, res);

  const issued = await issueCode(db, { purpose: 'PHONE', target: phoneNumber, memberId: member.id });
  // After the code is stored (its own transaction): the SMS never announces a code that does not exist.
  await sendSms({ to: phoneNumber, locale: member.language, template: 'phoneCode', params: { code: issued.code } });
  return { phoneNumber, expiresAt: issued.expiresAt.toISOString() };
}
