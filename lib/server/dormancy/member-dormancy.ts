// What dormancy does to one member (docs/product/accounts.md#dormancy), written once for the hourly sweep, the
// member's ACTIVATE button and the admin's members tool (issue #10). Both changes are claimed with a conditional
// update, so of two concurrent runs only one changes the member and writes its audit row.
import { type AuditActor, recordAudit } from '@/lib/server/audit/record-audit';
import type { Tx } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { revokeAllForMember } from '../auth/refresh-tokens';

export interface MakeDormantOptions {
  /** What must still hold for the member (the sweep: still idle; the admin: still APPROVED). */
  where: Prisma.MemberWhereInput;
  now: Date;
  /** Null for the sweep; the admin who did it otherwise. */
  actor: AuditActor;
  /** Extra audit data; `revokedSessions` is added. */
  data: Record<string, Prisma.InputJsonValue | null>;
}

/**
 * DORMANCY from now, every session of the member ended, one `member.dormant` audit row. Returns the number of
 * sessions revoked, or null when `where` no longer held (another run got there first, or the member moved on).
 */
export async function makeDormant(tx: Tx, member: { id: number; mbId: string }, options: MakeDormantOptions): Promise<number | null> {
  const claimed = await tx.member.updateMany({ where: { ...options.where, id: member.id }, data: { mbStatus: 'DORMANCY', dormantAt: options.now } });
  if (claimed.count !== 1) return null;
  const revokedSessions = await revokeAllForMember(tx, member.id, options.now.getTime());
  await recordAudit(tx, {
    actor: options.actor,
    action: 'member.dormant',
    entity: 'Member',
    entityId: member.mbId,
    data: { ...options.data, revokedSessions },
  });
  return revokedSessions;
}

/**
 * A dormant member active again: APPROVED, no dormancy date, and a new year before the sweep may put them to sleep
 * again (the sweep counts from the last login, so it starts now). False when the member was not dormant. The caller
 * writes its own audit row (the member's ACTIVATE, or the admin's restore).
 */
export async function restoreFromDormancy(tx: Tx, memberId: number, now: Date): Promise<boolean> {
  const claimed = await tx.member.updateMany({
    where: { id: memberId, mbStatus: 'DORMANCY' },
    data: { mbStatus: 'APPROVED', dormantAt: null, lastLoginAt: now },
  });
  return claimed.count === 1;
}
