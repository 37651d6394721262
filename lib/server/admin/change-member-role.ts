// PUT /api/admin/members/[mbId]/role: an admin makes a member MEMBER, STAFF or ADMIN (issue #10: staff roles;
// docs/product/accounts.md#roles-and-permissions). The back office can never lose its last admin: an admin cannot take
// away their own ADMIN role (409), and the last active ADMIN cannot be demoted (409). The admins' rows are locked
// (require-admin.ts), so two admins demoting each other at once cannot both succeed.
//
// The new role applies at once: the access token carries the role for ACCESS_TOKEN_SECONDS (10 minutes), so every
// session of the member is ended in the same transaction — session-liveness.ts then refuses the old token (at once on
// this instance, within SESSION_CHECK_SECONDS elsewhere) and the member's next login carries the new role. A demoted
// member loses the back office now, not ten minutes later; a promoted one signs in again to get it.
import { recordAudit, sessionActor } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { AdminMemberDetail } from '@/lib/shared/admin/views';
import type { RoleChangeInput } from '@/lib/shared/schemas/admin/members';
import { revokeAllForMember } from '../auth/refresh-tokens';
import { getAdminMember } from './get-admin-member';
import { lastAdmin, memberWithdrawn, ownAdminRole } from './member-errors';
import { type AdminSession, lockMemberAndAdmins, otherActiveAdmins, requireAdmin } from './require-admin';
import { isWithdrawn } from '@/lib/shared/members/standing';

export async function changeMemberRole(db: Db, session: AdminSession, mbId: string, input: RoleChangeInput, now = new Date()): Promise<AdminMemberDetail> {
  const actorId = requireAdmin(session);
  const actor = sessionActor(session);
  await db.$transaction(async (tx) => {
    const { member, locked } = await lockMemberAndAdmins(tx, session, mbId);
    if (isWithdrawn(member.mbStatus)) throw memberWithdrawn();
    if (member.role === input.role) return;
    if (member.role === 'ADMIN') {
      if (member.id === actorId) throw ownAdminRole();
      // Implied while the actor is another active admin (the locked rows say so); checked anyway, on those rows.
      if (otherActiveAdmins(locked, member.id) === 0) throw lastAdmin();
    }
    await tx.member.update({ where: { id: member.id }, data: { role: input.role } });
    const revokedSessions = await revokeAllForMember(tx, member.id, now.getTime());
    await recordAudit(tx, {
      actor,
      action: 'admin.member.role',
      entity: 'Member',
      entityId: mbId,
      data: { from: member.role, to: input.role, revokedSessions },
    });
  });
  return getAdminMember(db, session, mbId);
}
