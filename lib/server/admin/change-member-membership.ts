// PUT /api/admin/members/[mbId]/membership: an admin sets a member's membership tier, or none
// (docs/product/pricing.md#membership-discount: the tier's discount applies to the quotes computed from now on;
// submitted orders keep theirs). One transaction with the member's row locked and an AuditLog row {from, to} naming
// the tiers; choosing the tier the member already has writes nothing.
import { recordAudit, sessionActor } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { AdminMemberDetail } from '@/lib/shared/admin/views';
import type { MembershipChangeInput } from '@/lib/shared/schemas/admin/members';
import { ADMIN_ERRORS } from '@/lib/shared/schemas/admin/admin-errors';
import { AppError } from '../errors/app-error';
import { getAdminMember } from './get-admin-member';
import { memberNotFound, memberWithdrawn } from './member-errors';
import { type AdminSession, requireAdmin } from './require-admin';
import { isWithdrawn } from '@/lib/shared/members/standing';

const unknownMembership = () =>
  new AppError('VALIDATION', 'Unknown membership tier.', ADMIN_ERRORS.membership, {
    errors: [{ path: 'membershipId', key: ADMIN_ERRORS.membership, message: 'Unknown membership tier.' }],
  });

export async function changeMemberMembership(db: Db, session: AdminSession, mbId: string, input: MembershipChangeInput): Promise<AdminMemberDetail> {
  requireAdmin(session);
  const actor = sessionActor(session);
  await db.$transaction(async (tx) => {
    const [member] = await tx.$queryRaw<{ id: number; mbStatus: string; membershipId: number | null }[]>`
      SELECT "id", "mbStatus"::text AS "mbStatus", "membershipId" FROM "Member" WHERE "mbId" = ${mbId} FOR UPDATE`;
    if (!member) throw memberNotFound();
    if (isWithdrawn(member.mbStatus)) throw memberWithdrawn();
    if (member.membershipId === input.membershipId) return;
    const tier = input.membershipId === null ? null : await tx.membership.findUnique({ where: { id: input.membershipId }, select: { id: true, name: true } });
    if (input.membershipId !== null && !tier) throw unknownMembership();
    const before = member.membershipId === null ? null : await tx.membership.findUnique({ where: { id: member.membershipId }, select: { name: true } });
    await tx.member.update({ where: { id: member.id }, data: { membershipId: tier?.id ?? null } });
    await recordAudit(tx, {
      actor,
      action: 'admin.member.membership',
      entity: 'Member',
      entityId: mbId,
      data: { from: before?.name ?? null, to: tier?.name ?? null },
    });
  });
  return getAdminMember(db, session, mbId);
}
