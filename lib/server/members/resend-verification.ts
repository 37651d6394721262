// POST /brg/api/member/resend-verification: a new code and link for an account that is not verified
// yet (from the sign-up-complete page, or from login after "E-mail not verified yet"). The answer is
// the same whether or not a mail went out, so it does not tell which addresses have pending accounts.
import type { Db } from '@/lib/server/db/client';
import { awaitsEmailVerification } from '@/lib/shared/members/standing';
import { consume } from '../security/rate-limit';
import { sendVerificationEmail } from './send-verification-email';

export async function resendVerification(db: Db, { email }: { email: string }, meta: { ip: string }): Promise<{ email: string }> {
  await consume('codeSendIp', meta.ip);
  await consume('codeSendTarget', email);
  const member = await db.member.findUnique({ where: { mbEmail: email } });
  if (member && awaitsEmailVerification(member.mbStatus)) await sendVerificationEmail(db, member);
  return { email };
}
