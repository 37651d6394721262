// POST /brg/api/member/resend-verification: a new code and link for an account that is not verified
// yet (from the sign-up-complete page, or from login after "E-mail not verified yet"). The answer is
// the same whether or not a mail went out, so it does not tell which addresses have pending accounts.
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db/client';
import { resendVerificationSchema } from '@/lib/shared/schemas/signup';
import { consume } from '../security/rate-limit';
import { clientIp } from '../security/request-meta';
import { sendVerificationEmail } from './send-verification-email';

export async function resendVerification(req: NextApiRequest, res: NextApiResponse): Promise<{ email: string }> {
  const { email } = await resendVerificationSchema.validate(req.body, { abortEarly: false, stripUnknown: true });
  await consume('codeSendIp', clientIp(req), res);
  await consume('codeSendTarget', email, res);
  const member = await (await getDb()).member.findUnique({ where: { mbEmail: email } });
  if (member?.mbStatus === 'NOT_APPROVED') await sendVerificationEmail(member);
  return { email };
}
