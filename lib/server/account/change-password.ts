// PUT /api/member/password (docs/product/accounts.md#passwords; docs/product/accounts.md#field-rules;
// docs/product/errors-and-messages.md#passwords: "Current password incorrect", "new password same as old"). A
// social-only account has no password to change. On success every other session of the member ends (a thief who knew
// the old password is signed out); the session that made the change stays (its refresh family, hence the full
// claims).
import { memberActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { PasswordChangeInput } from '@/lib/shared/schemas/profile';
import type { AccessClaims } from '../auth/access-token';
import { hashPassword } from '../auth/password';
import { forgetAllFamilies } from '../auth/session-liveness';
import { AppError } from '../errors/app-error';
import { loadActiveMember } from '../members/active-member';
import { assertCurrentPassword } from './current-password';
import { kickDelivery } from '../messaging/delivery/worker';
import { queuePasswordChangedEmail } from '../members/send-password-changed-email';

export async function changePassword(
  db: Db,
  session: Pick<AccessClaims, 'memberId' | 'familyId'>,
  input: PasswordChangeInput,
): Promise<{ revokedSessions: number }> {
  const member = await loadActiveMember(db, session);
  if (!member.passwordHash) {
    throw new AppError(
      'PASSWORD_NOT_SET',
      'This account signs in with a social account; its password cannot be changed.',
      'account:password.errors.socialOnly',
    );
  }
  await assertCurrentPassword(member, input.currentPassword);
  // Hashing is slow: done before the transaction so it stays short.
  const passwordHash = await hashPassword(input.newPassword);

  const result = await db.$transaction(async (tx) => {
    // Conditional on the old hash: of two changes racing, the second fails instead of silently winning.
    const updated = await tx.member.updateMany({ where: { id: member.id, mbStatus: 'APPROVED', passwordHash: member.passwordHash }, data: { passwordHash } });
    if (updated.count !== 1)
      throw new AppError('CONFLICT', 'Your password was changed meanwhile. Please try again.', 'account:password.errors.changedMeanwhile');
    const revoked = await tx.refreshToken.updateMany({
      where: { memberId: member.id, revokedAt: null, familyId: { not: session.familyId } },
      data: { revokedAt: new Date() },
    });
    await recordAudit(tx, {
      actor: memberActor(member),
      action: 'member.passwordChanged',
      entity: 'Member',
      entityId: member.mbId,
      data: { revokedSessions: revoked.count },
    });
    // With the change: the member hears of every change, so a change by someone else does not go unnoticed.
    await queuePasswordChangedEmail(tx, member);
    return { revokedSessions: revoked.count };
  });
  // The other sessions end on this instance at once (the others follow within the liveness bound).
  forgetAllFamilies();
  kickDelivery();
  return result;
}
