// PATCH /brg/api/auth/password-by-mail: sets a new password from the e-mailed link. The link works once;
// every session of the member ends (all refresh tokens revoked), so whoever knew the old password is
// signed out everywhere.
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db/client';
import { resetPasswordSchema } from '@/lib/shared/schemas/password';
import { sendPasswordChangedEmail } from '../account/send-password-changed-email';
import { hashPassword } from '../auth/password';
import { revokeAllForMember } from '../auth/refresh-tokens';
import { clearSessionCookies } from '../auth/session-cookies';
import { consumeLink, peekLink } from '../auth/verification-codes';
import { recordLoginSuccess } from '../auth/login-guard';
import { consume } from '../security/rate-limit';
import { clientIp } from '../security/request-meta';
import { memberErrors } from './member-errors';

export async function resetPasswordByMail(req: NextApiRequest, res: NextApiResponse): Promise<{ email: string }> {
  const input = await resetPasswordSchema.validate(req.body, { abortEarly: false, stripUnknown: true });
  // Link tokens are unguessable; the per-address limit stops anyone from trying at volume anyway.
  await consume('codeCheckIp', clientIp(req), res);
  const db = await getDb();
  // Hash first (slow), only for a live link, so the link is consumed right before the update.
  if (!(await peekLink(db, 'PASSWORD_RESET', input.token))) throw memberErrors.invalidRequest();
  const passwordHash = await hashPassword(input.password);
  const link = await consumeLink(db, 'PASSWORD_RESET', input.token);
  if (!link.ok || !link.memberId) throw memberErrors.invalidRequest();

  const memberId = link.memberId;
  const member = await db.$transaction(async (tx) => {
    const found = await tx.member.findUnique({ where: { id: memberId } });
    if (!found || found.mbStatus === 'WITHDRAWN' || found.mbEmail !== link.target) return null;
    await tx.member.update({ where: { id: found.id }, data: { passwordHash } });
    const revoked = await revokeAllForMember(tx, found.id);
    await tx.auditLog.create({
      data: { actorId: found.id, action: 'member.password-reset', entity: 'Member', entityId: found.mbId, data: { via: 'mail', ip: clientIp(req), sessionsEnded: revoked } },
    });
    return found;
  });
  if (!member) throw memberErrors.invalidRequest();
  // The member proved control of the mailbox: logins stop asking for a proof of work.
  await recordLoginSuccess(member.mbEmail);
  clearSessionCookies(res);
  // After the commit, to the member's own address: a reset nobody asked for does not go unnoticed.
  await sendPasswordChangedEmail(member);
  return { email: member.mbEmail };
}
