// docs/product/accounts.md#dormancy: an active account becomes dormant after one year without login. The sweep runs
// hourly in the server (lib/server/jobs/timer.ts) and on demand (`npm run jobs`). Several instances may run it at
// once: each member is claimed with a conditional update (still APPROVED, still idle), so only one run
// changes a member, revokes its sessions and writes its audit row.
import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { makeDormant } from './member-dormancy';

export const DORMANCY_DAYS = 365;
const BATCH = 100;

/**
 * Idle since `cutoff`: last login (or sign-up, for a member who never logged in) before it, and no
 * session renewed since (a member who stays signed in for months renews without logging in again).
 */
export function idleWhere(cutoff: Date): Prisma.MemberWhereInput {
  return {
    mbStatus: 'APPROVED',
    OR: [{ lastLoginAt: { lt: cutoff } }, { lastLoginAt: null, createdAt: { lt: cutoff } }],
    refreshTokens: { none: { createdAt: { gte: cutoff } } },
  };
}

export type DormancySweepResult = { dormant: number };

export async function sweepDormantMembers(db: Db, now = new Date()): Promise<DormancySweepResult> {
  const cutoff = new Date(now.getTime() - DORMANCY_DAYS * 86_400_000);
  const where = idleWhere(cutoff);
  let dormant = 0;
  let afterId = 0;
  for (;;) {
    const batch = await db.member.findMany({
      where: { ...where, id: { gt: afterId } },
      select: { id: true, mbId: true, lastLoginAt: true },
      orderBy: { id: 'asc' },
      take: BATCH,
    });
    if (batch.length === 0) break;
    for (const member of batch) {
      const revoked = await db.$transaction((tx) =>
        makeDormant(tx, member, { where, now, actor: null, data: { lastLoginAt: member.lastLoginAt?.toISOString() ?? null } }),
      );
      if (revoked !== null) dormant += 1;
    }
    afterId = batch[batch.length - 1]!.id;
  }
  return { dormant };
}
