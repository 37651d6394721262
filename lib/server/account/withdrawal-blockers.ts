// SPEC.md §4: withdrawal is blocked while cards are unreceived or marketplace trades are ongoing.
// "Unreceived" = the member has not got the cards back: the order is paid and running, awaiting a
// deposit, partly cancelled, or its cards are anywhere between shipping in and shipping out.
import type { Prisma } from '@/lib/server/db/generated/client';
import type { GradingOrderProcessingStatus, GradingOrderStatus } from '@/lib/server/db/generated/enums';

export const BLOCKING_ORDER_STATUSES: readonly GradingOrderStatus[] = ['PROCESSING', 'REQUEST_PARTIAL_CANCELED', 'WAITING_FOR_DEPOSIT'];

/** SHIPPING_IN through SHIPPING_OUT inclusive (SPEC.md §4 order). */
export const CARDS_AWAY_STATUSES: readonly GradingOrderProcessingStatus[] = [
  'SHIPPING_IN',
  'SHIPPING_IN_COMPLETE',
  'WAREHOUSE_IN',
  'CARD_CORRESPOND_CHECKED',
  'VSC_CHECKED',
  'CARD_DEFECT_CHECKED',
  'CARD_SCORED',
  'CASING_COMPLETE',
  'WAREHOUSE_OUT',
  'SHIPPING_OUT',
];

export function blockingOrdersWhere(memberId: number): Prisma.GradingOrderWhereInput {
  return {
    memberId,
    OR: [
      { gradingOrderStatus: { in: [...BLOCKING_ORDER_STATUSES] } },
      { gradingOrderProcessingStatus: { in: [...CARDS_AWAY_STATUSES] } },
    ],
  };
}
