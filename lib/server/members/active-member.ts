// The signed-in member who may act, for every domain that changes something for them (orders, payments,
// addresses, phone, photos, the account pages). The access token lives ten minutes, so the row decides
// (lib/shared/members/standing.ts): a member withdrawn meanwhile is signed out, a member made dormant
// meanwhile is sent to reactivate.
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import type { Member } from '@/lib/server/db/generated/client';
import type { Role } from '@/lib/server/db/generated/enums';
import { isDormant, mayAct } from '@/lib/shared/members/standing';
import type { AccessClaims } from '../auth/access-token';
import { AppError } from '../errors/app-error';

export const sessionEnded = () => new AppError('UNAUTHORIZED', 'Login expired.', 'errors:sessionExpired');

export const accountDormant = () => new AppError('ACCOUNT_DORMANT', 'This account is dormant.', 'auth:errors.dormant');

/**
 * The member, if they may act. Otherwise the error that tells the client what to do: dormant →
 * ACCOUNT_DORMANT (reactivate on /dormancy); gone, withdrawn or unverified → the session ended (401).
 */
export function requireActive<T extends { mbStatus: string }>(member: T | null | undefined): T {
  if (isDormant(member?.mbStatus)) throw accountDormant();
  if (!member || !mayAct(member.mbStatus)) throw sessionEnded();
  return member;
}

export async function loadActiveMember(db: DbOrTx, session: Pick<AccessClaims, 'memberId'>): Promise<Member> {
  return requireActive(await db.member.findUnique({ where: { id: session.memberId } }));
}

/**
 * Locks the member's row until the transaction ends, so concurrent changes to the same member's data
 * (two "add address" clicks, a withdrawal racing an edit) run one after the other. Refuses a member who
 * is no longer active. Answers the member as an actor in the role its locked row has (what an audit row keeps).
 */
export async function lockActiveMember(tx: Tx, memberId: number): Promise<{ id: number; role: Role }> {
  const rows = await tx.$queryRaw<{ mbStatus: string; role: Role }[]>`SELECT "mbStatus", "role" FROM "Member" WHERE "id" = ${memberId} FOR UPDATE`;
  const member = requireActive(rows[0]);
  return { id: memberId, role: member.role };
}
