// docs/product/accounts.md#withdrawal: withdrawal is blocked while cards are unreceived or marketplace trades are
// ongoing. "Unreceived" = the member has not got the cards back: the order is paid and running, awaiting a
// deposit, partly cancelled, or its cards are anywhere between shipping in and shipping out (the status
// sets are in lib/shared/orders/status-sets.ts).
import type { Prisma } from '@/lib/server/db/generated/client';
import { CARDS_AWAY_PROCESSING_STATUSES, WITHDRAWAL_BLOCKING_ORDER_STATUSES } from '@/lib/shared/orders/status-sets';

export function blockingOrdersWhere(memberId: number): Prisma.GradingOrderWhereInput {
  return {
    memberId,
    OR: [
      { gradingOrderStatus: { in: [...WITHDRAWAL_BLOCKING_ORDER_STATUSES] } },
      { gradingOrderProcessingStatus: { in: [...CARDS_AWAY_PROCESSING_STATUSES] } },
    ],
  };
}
