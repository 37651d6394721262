// POST /api/verificationCheck { phoneNumber, code } (docs/product/accounts.md#phone-verification;
// docs/product/errors-and-messages.md#verification: "Wrong verification code"; "Verification failed." once the code
// expired or took 5 wrong tries). Success stores the number as the member's verified phone. Only the member who asked
// for the code can use it.
import { memberActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { CheckPhoneCodeInput } from '@/lib/shared/schemas/phone';
import { loadActiveMember, lockActiveMember } from '../members/active-member';
import type { Actor } from '../auth/access-token';
import { checkCode } from '../auth/verification-codes';
import { AppError } from '../errors/app-error';
import { consume } from '../security/rate-limit';
import { phoneTaken } from './send-phone-code';

const wrongCode = () => new AppError('WRONG_CODE', 'Wrong verification code', 'phone:errors.wrongCode');
const failed = () => new AppError('VERIFICATION_FAILED', 'Verification failed.', 'phone:errors.failed');

export async function verifyPhoneCode(db: Db, session: Actor, input: CheckPhoneCodeInput): Promise<{ mbPhone: string; phoneVerified: true }> {
  await consume('codeCheckTarget', input.phoneNumber);
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
      await recordAudit(tx, {
        actor: memberActor(member),
        action: 'member.phoneVerified',
        entity: 'Member',
        entityId: member.mbId,
        data: { replaced: Boolean(member.mbPhone) },
      });
    });
  } catch (error) {
    // Another member verified the same number at the same moment: the unique index decides.
    if ((error as { code?: unknown }).code === 'P2002') throw phoneTaken();
    throw error;
  }
  return { mbPhone: input.phoneNumber, phoneVerified: true };
}
