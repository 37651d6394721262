// POST /api/verificationCheck { phoneNumber, code } (SPEC.md §2, §7, §8: "Wrong verification code";
// "Verification failed." once the code expired or took 5 wrong tries). Success stores the number as the
// member's verified phone. Only the member who asked for the code can use it.
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db/client';
import { checkPhoneCodeSchema } from '@/lib/shared/schemas/phone';
import { loadActiveMember, lockActiveMember } from '../account/active-member';
import { checkCode } from '../auth/verification-codes';
import { requireSession } from '../auth/session';
import { AppError } from '../errors/app-error';
import { consume } from '../security/rate-limit';
import { phoneTaken } from './send-phone-code';

const wrongCode = () => new AppError('WRONG_CODE', 'Wrong verification code', 'phone:errors.wrongCode');
const failed = () => new AppError('VERIFICATION_FAILED', 'Verification failed.', 'phone:errors.failed');

export async function verifyPhoneCode(req: NextApiRequest, res: NextApiResponse): Promise<{ mbPhone: string; phoneVerified: true }> {
  const session = await requireSession(req);
  const input = await checkPhoneCodeSchema.validate(req.body, { abortEarly: false, stripUnknown: true });
  await consume('codeCheckTarget', input.phoneNumber, res);
  const db = await getDb();
  const member = await loadActiveMember(db, session);

  const result = await checkCode(db, { purpose: 'PHONE', target: input.phoneNumber, code: input.code });
  if (!result.ok) throw result.reason === 'invalid' ? wrongCode() : failed();
  if (result.memberId !== member.id) throw failed();

  try {
    await db.$transaction(async (tx) => {
      await lockActiveMember(tx, member.id);
      const other = await tx.member.findFirst({ where: { mbPhone: input.phoneNumber, id: { not: member.id } }, select: { id: true } });
      if (other) throw phoneTaken();
      await tx.member.update({ where: { id: member.id }, data: { mbPhone: input.phoneNumber, phoneVerifiedAt: new Date() } });
      await tx.auditLog.create({
        data: { actorId: member.id, action: 'member.phoneVerified', entity: 'Member', entityId: member.mbId, data: { replaced: Boolean(member.mbPhone) } },
      });
    });
  } catch (error) {
    // Another member verified the same number at the same moment: the unique index decides.
    if ((error as { code?: unknown }).code === 'P2002') throw phoneTaken();
    throw error;
  }
  return { mbPhone: input.phoneNumber, phoneVerified: true };
}
