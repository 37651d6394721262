// GET /api/member/withdraw and the withdrawal page: what the member needs to know before trying —
// whether something blocks it (docs/product/accounts.md#withdrawal) and how to confirm (password, or e-mail without
// one).
import type { Db } from '@/lib/server/db/client';
import { isWithdrawn } from '@/lib/shared/members/standing';
import type { Actor } from '../auth/access-token';
import { sessionEnded } from '../members/active-member';
import { marketplaceClient } from '../marketplace/marketplace-client';
import { blockingOrdersWhere, hasRefundOwed } from './withdrawal-blockers';

export interface WithdrawalStatus {
  hasPassword: boolean;
  blockedByOrders: boolean;
  blockedByTrades: boolean;
  /** Money is still owed back to the member (issue #26). */
  blockedByRefunds: boolean;
}

export async function getWithdrawalStatus(db: Db, session: Actor): Promise<WithdrawalStatus> {
  const { memberId } = session;
  const member = await db.member.findUnique({ where: { id: memberId }, select: { passwordHash: true, mbStatus: true } });
  if (!member || isWithdrawn(member.mbStatus)) throw sessionEnded();
  const [orders, trades, refunds] = await Promise.all([
    db.gradingOrder.count({ where: blockingOrdersWhere(memberId) }),
    marketplaceClient().hasOngoingTrades(memberId),
    hasRefundOwed(db, memberId),
  ]);
  return { hasPassword: Boolean(member.passwordHash), blockedByOrders: orders > 0, blockedByTrades: trades, blockedByRefunds: refunds };
}
