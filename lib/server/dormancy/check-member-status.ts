// POST /api/member/checkMbStatus { email } → { mbStatus } (SPEC.md §7): the login flow asks whether an
// account is dormant (→ /dormancy) or withdrawn. It tells whether an e-mail is registered, so it is
// limited per IP. SPEC.md §8: "The email is not registered with us."
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db/client';
import type { MbStatus } from '@/lib/server/db/generated/enums';
import { mbStatusQuerySchema } from '@/lib/shared/schemas/profile';
import { AppError } from '../errors/app-error';
import { clientIp } from '../security/request-meta';
import { consume } from '../security/rate-limit';

export async function checkMemberStatus(req: NextApiRequest, res: NextApiResponse): Promise<{ mbStatus: MbStatus }> {
  await consume('statusCheckIp', clientIp(req), res);
  const { email } = await mbStatusQuerySchema.validate(req.body, { abortEarly: false, stripUnknown: true });
  const db = await getDb();
  const member = await db.member.findUnique({ where: { mbEmail: email }, select: { mbStatus: true } });
  if (!member) throw new AppError('NOT_FOUND', 'The email is not registered with us.', 'dormancy:errors.notRegistered');
  return { mbStatus: member.mbStatus };
}
