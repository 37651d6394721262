// PUT /api/admin/members/[mbId]/dormancy {dormant}: an admin puts an active member into dormancy or restores a dormant
// one (docs/product/accounts.md#dormancy), with the same rule as the yearly sweep and the member's ACTIVATE button
// (lib/server/dormancy/member-dormancy.ts): dormancy ends every session; a restored account starts a new year. Only
// APPROVED ↔ DORMANCY: an unverified or withdrawn account is refused (409); asking for the state the member is
// already in writes nothing. An admin cannot put themselves to sleep, nor the last active admin.
import { recordAudit, sessionActor } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { AdminMemberDetail } from '@/lib/shared/admin/views';
import type { DormancyChangeInput } from '@/lib/shared/schemas/admin/members';
import { makeDormant, restoreFromDormancy } from '../dormancy/member-dormancy';
import { getAdminMember } from './get-admin-member';
import { lastAdmin, notDormantable, ownDormancy } from './member-errors';
import { type AdminSession, lockMemberAndAdmins, otherActiveAdmins, requireAdmin } from './require-admin';
import { isDormant, mayAct } from '@/lib/shared/members/standing';

export async function changeMemberDormancy(
  db: Db,
  session: AdminSession,
  mbId: string,
  input: DormancyChangeInput,
  now = new Date(),
): Promise<AdminMemberDetail> {
  const actorId = requireAdmin(session);
  const actor = sessionActor(session);
  await db.$transaction(async (tx) => {
    const { member, locked } = await lockMemberAndAdmins(tx, session, mbId);
    const target = input.dormant ? 'DORMANCY' : 'APPROVED';
    if (member.mbStatus === target) return;
    if (!mayAct(member.mbStatus) && !isDormant(member.mbStatus)) throw notDormantable();
    if (input.dormant) {
      if (member.id === actorId) throw ownDormancy();
      if (member.role === 'ADMIN' && otherActiveAdmins(locked, member.id) === 0) throw lastAdmin();
      await makeDormant(tx, { id: member.id, mbId }, { where: { mbStatus: 'APPROVED' }, now, actor, data: { from: 'APPROVED', to: 'DORMANCY' } });
      return;
    }
    await restoreFromDormancy(tx, member.id, now);
    await recordAudit(tx, { actor, action: 'member.reactivated', entity: 'Member', entityId: mbId, data: { from: 'DORMANCY', to: 'APPROVED', by: 'admin' } });
  });
  return getAdminMember(db, session, mbId);
}
