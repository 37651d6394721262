// The ADMIN-only tools (issue #10; docs/product/accounts.md#roles-and-permissions: price policy, partner inquiries,
// members and staff roles) check the role twice: the route's `auth: ADMIN_ROLES` on the signed access token, and the
// service itself, so a job or another service calling it cannot skip the check. `lockAdmin` goes further for the
// changes that could lock the back office out (roles, dormancy): it reads the acting admin's row under a lock, so an
// admin demoted a moment ago by another admin cannot act on a token that still says ADMIN.
import type { Tx } from '@/lib/server/db/client';
import type { Role } from '@/lib/server/db/generated/enums';
import type { AccessClaims } from '../auth/access-token';
import { AppError } from '../errors/app-error';
import { memberNotFound } from './member-errors';
import { mayAct } from '@/lib/shared/members/standing';

export type AdminSession = Pick<AccessClaims, 'memberId' | 'role'>;

export const adminOnly = () => new AppError('FORBIDDEN', 'Admins only.', 'errors:forbidden');

/** The acting admin's member id; 403 for any other role. */
export function requireAdmin(session: AdminSession): number {
  if (session.role !== 'ADMIN') throw adminOnly();
  return session.memberId;
}

interface LockedRow {
  id: number;
  role: Role;
  mbStatus: string;
}

/**
 * Locks the rows of every ADMIN and of `targetId` (in id order, so two admins acting on each other cannot deadlock)
 * until the transaction ends, and checks that the actor is still an active ADMIN in the database. Returns the locked
 * rows so the caller can count the admins who would remain.
 */
export async function lockAdmins(tx: Tx, session: AdminSession, targetId: number): Promise<LockedRow[]> {
  requireAdmin(session);
  const rows = await tx.$queryRaw<LockedRow[]>`
    SELECT "id", "role"::text AS "role", "mbStatus"::text AS "mbStatus" FROM "Member"
    WHERE "role" = 'ADMIN' OR "id" = ${targetId} OR "id" = ${session.memberId}
    ORDER BY "id" FOR UPDATE`;
  const actor = rows.find((row) => row.id === session.memberId);
  if (!actor || actor.role !== 'ADMIN' || !mayAct(actor.mbStatus)) throw adminOnly();
  return rows;
}

/** The member `mbId` (404 when there is none) and the admins, all locked as lockAdmins does. */
export async function lockMemberAndAdmins(tx: Tx, session: AdminSession, mbId: string): Promise<{ member: LockedRow; locked: LockedRow[] }> {
  const found = await tx.member.findUnique({ where: { mbId }, select: { id: true } });
  if (!found) throw memberNotFound();
  const locked = await lockAdmins(tx, session, found.id);
  return { member: locked.find((row) => row.id === found.id)!, locked };
}

/** Active admins among the locked rows, other than `exceptId`. */
export function otherActiveAdmins(rows: LockedRow[], exceptId: number): number {
  return rows.filter((row) => row.id !== exceptId && row.role === 'ADMIN' && mayAct(row.mbStatus)).length;
}
