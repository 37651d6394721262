// POST /api/member/restore-dormancy (SPEC.md §2 "Dormancy page: an ACTIVATE button reactivates the
// account"). The member signed in while dormant (the login allows it for this page only). The account
// becomes APPROVED; the old access token still says DORMANCY, so a fresh session replaces the old one.
import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db/client';
import type { DisplayUser } from '@/lib/shared/session';
import { revokeFamily } from '../auth/refresh-tokens';
import { isFamilyActive } from '../auth/session-liveness';
import { requireSession } from '../auth/session';
import { displayUser } from '../auth/session-cookies';
import { startSession } from '../auth/start-session';
import { AppError } from '../errors/app-error';
import { clientIp, userAgent } from '../security/request-meta';

export async function restoreDormancy(req: NextApiRequest, res: NextApiResponse): Promise<DisplayUser> {
  const session = await requireSession(req, { allowDormant: true });
  const db = await getDb();
  const ip = clientIp(req);
  const member = await db.$transaction(async (tx) => {
    // A session revoked since (logout, the sweep, a password change) cannot reactivate anything.
    if (!(await isFamilyActive(tx, session.familyId))) throw new AppError('UNAUTHORIZED', 'Login expired.', 'errors:sessionExpired');
    const now = new Date();
    const claimed = await tx.member.updateMany({ where: { id: session.memberId, mbStatus: 'DORMANCY' }, data: { mbStatus: 'APPROVED', dormantAt: null, lastLoginAt: now } });
    if (claimed.count !== 1) throw new AppError('NOT_DORMANT', 'This account is not dormant.', 'dormancy:errors.notDormant');
    const previous = await tx.refreshToken.findFirst({ where: { familyId: session.familyId }, orderBy: { id: 'desc' }, select: { persistent: true } });
    await revokeFamily(tx, session.familyId);
    const updated = await tx.member.findUniqueOrThrow({ where: { id: session.memberId } });
    await tx.auditLog.create({ data: { actorId: updated.id, action: 'member.reactivated', entity: 'Member', entityId: updated.mbId, data: { ip } } });
    await startSession(tx, res, updated, { persistent: previous?.persistent ?? false, ip, userAgent: userAgent(req) });
    return updated;
  });
  return displayUser(member);
}
