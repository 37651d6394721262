// The signed-in member's row for a state change. The access token lives ten minutes, so the row decides:
// a member withdrawn meanwhile is signed out, a member made dormant meanwhile is sent to reactivate.
import type { Db } from '@/lib/server/db/client';
import type { Member } from '@/lib/server/db/generated/client';
import type { AccessClaims } from '../auth/access-token';
import { AppError } from '../errors/app-error';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

export const sessionEnded = () => new AppError('UNAUTHORIZED', 'Login expired.', 'errors:sessionExpired');

export async function loadActiveMember(db: Db | Tx, session: Pick<AccessClaims, 'memberId'>): Promise<Member> {
  const member = await db.member.findUnique({ where: { id: session.memberId } });
  if (!member || member.mbStatus === 'WITHDRAWN' || member.mbStatus === 'NOT_APPROVED') throw sessionEnded();
  if (member.mbStatus === 'DORMANCY') throw new AppError('ACCOUNT_DORMANT', 'This account is dormant.', 'auth:errors.dormant');
  return member;
}

/**
 * Locks the member's row until the transaction ends, so concurrent changes to the same member's data
 * (two "add address" clicks, a withdrawal racing an edit) run one after the other. Refuses a member who
 * is no longer active.
 */
export async function lockActiveMember(tx: Tx, memberId: number): Promise<void> {
  const rows = await tx.$queryRaw<{ mbStatus: string }[]>`SELECT "mbStatus" FROM "Member" WHERE "id" = ${memberId} FOR UPDATE`;
  const status = rows[0]?.mbStatus;
  if (status === 'DORMANCY') throw new AppError('ACCOUNT_DORMANT', 'This account is dormant.', 'auth:errors.dormant');
  if (status !== 'APPROVED') throw sessionEnded();
}
