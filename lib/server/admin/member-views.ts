// How the members tool reads members (issue #10): explicit selects only, so a password hash, a refresh token or a
// verification code is never loaded, let alone answered (tests/integration/admin/members.int.test.ts checks the
// JSON).
import type { Prisma } from '@/lib/server/db/generated/client';
import type { Role } from '@/lib/server/db/generated/enums';
import { auditDataView } from '@/lib/shared/audit/audit-changes';
import type { AdminAuditEntry, AdminMemberRow } from '@/lib/shared/admin/views';

export const MEMBER_ROW_SELECT = {
  mbId: true,
  mbNick: true,
  mbName: true,
  mbEmail: true,
  mbPhone: true,
  mbStatus: true,
  role: true,
  createdAt: true,
  lastLoginAt: true,
  membership: { select: { name: true } },
} satisfies Prisma.MemberSelect;

type RowRecord = Prisma.MemberGetPayload<{ select: typeof MEMBER_ROW_SELECT }>;

export function memberRow(member: RowRecord): AdminMemberRow {
  return {
    mbId: member.mbId,
    mbNick: member.mbNick,
    mbName: member.mbName,
    mbEmail: member.mbEmail,
    mbPhone: member.mbPhone,
    mbStatus: member.mbStatus,
    role: member.role,
    membershipName: member.membership?.name ?? null,
    createdAt: member.createdAt.toISOString(),
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
  };
}

export const MEMBER_DETAIL_SELECT = {
  ...MEMBER_ROW_SELECT,
  id: true,
  mbType: true,
  language: true,
  advertisingConsent: true,
  emailVerifiedAt: true,
  phoneVerifiedAt: true,
  termsAgreedAt: true,
  dormantAt: true,
  withdrawnAt: true,
  supportRegion: { select: { code: true, name: true } },
  membership: { select: { id: true, name: true, discountRate: true } },
  socialAccounts: { select: { provider: true }, orderBy: { id: 'asc' } },
} satisfies Prisma.MemberSelect;

/** An audit row as the member's history shows it: the action, who, when, and its from / to when it has them. */
export function auditEntry(row: {
  id: number;
  action: string;
  createdAt: Date;
  data: Prisma.JsonValue;
  actorRole: Role | null;
  actor: { mbNick: string } | null;
}): AdminAuditEntry {
  const { from, to, changes, details } = auditDataView(row.data);
  return {
    id: row.id,
    action: row.action,
    createdAt: row.createdAt.toISOString(),
    actorNick: row.actor?.mbNick ?? null,
    actorRole: row.actorRole,
    from,
    to,
    changes,
    details,
  };
}
