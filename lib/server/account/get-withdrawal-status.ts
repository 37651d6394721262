// GET /api/member/withdraw and the withdrawal page: what the member needs to know before trying —
// whether something blocks it (SPEC.md §4) and how to confirm (password, or e-mail without one).
import type { NextApiRequest } from 'next';
import { type Db, getDb } from '@/lib/server/db/client';
import { requireSession } from '../auth/session';
import { sessionEnded } from './active-member';
import { marketplaceClient } from '../marketplace/marketplace-client';
import { blockingOrdersWhere } from './withdrawal-blockers';

export interface WithdrawalStatus {
  hasPassword: boolean;
  blockedByOrders: boolean;
  blockedByTrades: boolean;
}

export async function getWithdrawalStatus(db: Db, memberId: number): Promise<WithdrawalStatus | null> {
  const member = await db.member.findUnique({ where: { id: memberId }, select: { passwordHash: true, mbStatus: true } });
  if (!member || member.mbStatus === 'WITHDRAWN') return null;
  const [orders, trades] = await Promise.all([db.gradingOrder.count({ where: blockingOrdersWhere(memberId) }), marketplaceClient().hasOngoingTrades(memberId)]);
  return { hasPassword: Boolean(member.passwordHash), blockedByOrders: orders > 0, blockedByTrades: trades };
}

/** GET /api/member/withdraw. */
export async function getMyWithdrawalStatus(req: NextApiRequest): Promise<WithdrawalStatus> {
  const session = await requireSession(req);
  const status = await getWithdrawalStatus(await getDb(), session.memberId);
  if (!status) throw sessionEnded();
  return status;
}
