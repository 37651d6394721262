// POST /api/member/checkMbStatus { email } → { mbStatus } (docs/product/accounts.md#account-api-calls): the login
// flow asks whether an account is dormant (→ /dormancy) or withdrawn. It tells whether an e-mail is registered, so it
// is limited per IP. docs/product/accounts.md#dormancy: "The email is not registered with us."
import type { Db } from '@/lib/server/db/client';
import type { MbStatus } from '@/lib/server/db/generated/enums';
import { AppError } from '../errors/app-error';
import { consume } from '../security/rate-limit';

export async function checkMemberStatus(db: Db, input: { email: string }, meta: { ip: string }): Promise<{ mbStatus: MbStatus }> {
  await consume('statusCheckIp', meta.ip);
  const member = await db.member.findUnique({ where: { mbEmail: input.email }, select: { mbStatus: true } });
  if (!member) throw new AppError('NOT_FOUND', 'The email is not registered with us.', 'dormancy:errors.notRegistered');
  return { mbStatus: member.mbStatus };
}
