// POST /api/member/restore-dormancy (docs/product/accounts.md#dormancy: an ACTIVATE button reactivates the
// account). The member signed in while dormant (the login allows it for this page only). The account
// becomes APPROVED; the old access token still says DORMANCY, so a fresh session replaces the old one.
// The route sets its cookies once the transaction committed (issue #8).
import { memberActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { AccessClaims } from '../auth/access-token';
import { revokeFamily } from '../auth/refresh-tokens';
import type { IssuedSession } from '../auth/session-cookies';
import { isFamilyActive } from '../auth/session-liveness';
import { type SignInMeta, startSession } from '../auth/start-session';
import { AppError } from '../errors/app-error';
import { restoreFromDormancy } from './member-dormancy';

export async function restoreDormancy(db: Db, session: Pick<AccessClaims, 'memberId' | 'familyId'>, meta: SignInMeta): Promise<IssuedSession> {
  return db.$transaction(async (tx) => {
    // A session revoked since (logout, the sweep, a password change) cannot reactivate anything.
    if (!(await isFamilyActive(tx, session.familyId))) throw new AppError('UNAUTHORIZED', 'Login expired.', 'errors:sessionExpired');
    const now = new Date();
    if (!(await restoreFromDormancy(tx, session.memberId, now)))
      throw new AppError('NOT_DORMANT', 'This account is not dormant.', 'dormancy:errors.notDormant');
    const previous = await tx.refreshToken.findFirst({ where: { familyId: session.familyId }, orderBy: { id: 'desc' }, select: { persistent: true } });
    await revokeFamily(tx, session.familyId);
    const updated = await tx.member.findUniqueOrThrow({ where: { id: session.memberId } });
    await recordAudit(tx, { actor: memberActor(updated), action: 'member.reactivated', entity: 'Member', entityId: updated.mbId, data: { ip: meta.ip } });
    return startSession(tx, updated, { persistent: previous?.persistent ?? false, ip: meta.ip, userAgent: meta.userAgent });
  });
}
