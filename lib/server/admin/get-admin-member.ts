// GET /api/admin/members/[mbId]: one member for the members tool (issue #10) — profile, status, membership tier,
// role, sign-up and last login, submitted orders, live sessions and the changes made to the account. Read with
// explicit selects (member-views.ts): whether a password is set is counted, the hash is never read.
import type { DbOrTx } from '@/lib/server/db/client';
import type { AdminMemberDetail } from '@/lib/shared/admin/views';
import { memberNotFound } from './member-errors';
import { MEMBER_DETAIL_SELECT, auditEntry, memberRow } from './member-views';
import { type AdminSession, requireAdmin } from './require-admin';

const HISTORY = 20;

export async function getAdminMember(db: DbOrTx, session: AdminSession, mbId: string, now = new Date()): Promise<AdminMemberDetail> {
  requireAdmin(session);
  const member = await db.member.findUnique({ where: { mbId }, select: MEMBER_DETAIL_SELECT });
  if (!member) throw memberNotFound();
  const [hasPassword, orderCount, activeSessions, memberships, history] = await Promise.all([
    db.member.count({ where: { id: member.id, passwordHash: { not: null } } }),
    db.gradingOrder.count({ where: { memberId: member.id, gradingOrderStatus: { not: 'TEMP_SAVED' } } }),
    db.refreshToken.count({ where: { memberId: member.id, revokedAt: null, rotatedAt: null, expiresAt: { gt: now } } }),
    db.membership.findMany({ select: { id: true, name: true, discountRate: true }, orderBy: [{ discountRate: 'asc' }, { id: 'asc' }] }),
    db.auditLog.findMany({
      where: { entity: 'Member', entityId: member.mbId },
      select: { id: true, action: true, createdAt: true, data: true, actorRole: true, actor: { select: { mbNick: true } } },
      orderBy: { id: 'desc' },
      take: HISTORY,
    }),
  ]);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    ...memberRow(member),
    mbType: member.mbType,
    language: member.language,
    region: member.supportRegion,
    membership: member.membership,
    advertisingConsent: member.advertisingConsent,
    hasPassword: hasPassword > 0,
    socialProviders: member.socialAccounts.map((account) => account.provider),
    emailVerifiedAt: iso(member.emailVerifiedAt),
    phoneVerifiedAt: iso(member.phoneVerifiedAt),
    termsAgreedAt: iso(member.termsAgreedAt),
    dormantAt: iso(member.dormantAt),
    withdrawnAt: iso(member.withdrawnAt),
    orderCount,
    activeSessions,
    isSelf: member.id === session.memberId,
    memberships,
    history: history.map(auditEntry),
  };
}
