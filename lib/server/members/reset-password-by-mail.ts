// PATCH /brg/api/auth/password-by-mail: sets a new password from the e-mailed link. The link works once;
// every session of the member ends (all refresh tokens revoked), so whoever knew the old password is
// signed out everywhere; the route clears this browser's cookies too.
import { memberActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { isWithdrawn } from '@/lib/shared/members/standing';
import type { ResetPasswordInput } from '@/lib/shared/schemas/password';
import { queuePasswordChangedEmail } from './send-password-changed-email';
import { kickDelivery } from '../messaging/delivery/worker';
import { recordLoginSuccess } from '../auth/login-guard';
import { hashPassword } from '../auth/password';
import { revokeAllForMember } from '../auth/refresh-tokens';
import { consumeLink, peekLink } from '../auth/verification-codes';
import { consume } from '../security/rate-limit';
import { memberErrors } from './member-errors';

export async function resetPasswordByMail(db: Db, input: ResetPasswordInput, meta: { ip: string }): Promise<{ email: string }> {
  // Link tokens are unguessable; the per-address limit stops anyone from trying at volume anyway.
  await consume('codeCheckIp', meta.ip);
  // Hash first (slow), only for a live link, so the link is consumed right before the update.
  if (!(await peekLink(db, 'PASSWORD_RESET', input.token))) throw memberErrors.invalidRequest();
  const passwordHash = await hashPassword(input.password);
  const link = await consumeLink(db, 'PASSWORD_RESET', input.token);
  if (!link.ok || !link.memberId) throw memberErrors.invalidRequest();

  const memberId = link.memberId;
  const member = await db.$transaction(async (tx) => {
    const found = await tx.member.findUnique({ where: { id: memberId } });
    if (!found || isWithdrawn(found.mbStatus) || found.mbEmail !== link.target) return null;
    await tx.member.update({ where: { id: found.id }, data: { passwordHash } });
    const revoked = await revokeAllForMember(tx, found.id);
    await recordAudit(tx, {
      actor: memberActor(found),
      action: 'member.password-reset',
      entity: 'Member',
      entityId: found.mbId,
      data: { via: 'mail', ip: meta.ip, sessionsEnded: revoked },
    });
    // In the same transaction, to the member's own address: a reset nobody asked for does not go unnoticed.
    await queuePasswordChangedEmail(tx, found);
    return found;
  });
  if (!member) throw memberErrors.invalidRequest();
  // The member proved control of the mailbox: logins stop asking for a proof of work.
  await recordLoginSuccess(member.mbEmail);
  kickDelivery();
  return { email: member.mbEmail };
}
