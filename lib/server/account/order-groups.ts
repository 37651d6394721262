// Order counts on the dashboard, by the groups of the order list's tabs (SPEC.md §2: in process,
// complete, cancel/refund). Drafts (TEMP_SAVED) are not orders yet and are not counted.
import type { GradingOrderStatus } from '@/lib/server/db/generated/enums';

export type OrderGroup = 'inProcess' | 'complete' | 'cancelled';

export const ORDER_GROUPS: Record<OrderGroup, readonly GradingOrderStatus[]> = {
  // Submitted and not finished: awaiting payment, paid and being handled, or waiting on the member.
  inProcess: ['SAVED', 'PAYMENT_FAILED', 'WAITING_FOR_DEPOSIT', 'PROCESSING', 'REQUEST_PARTIAL_CANCELED', 'WRONG_REFUND_ACCOUNT'],
  complete: ['COMPLETE', 'COMPLETE_PARTIAL_CANCELED'],
  // PRODUCT.md: the CANCELLED display status covers cancelled, expired and refunded orders.
  cancelled: ['CANCELLED', 'DEADLINE_EXPIRED', 'REFUNDED'],
};

export function groupOf(status: GradingOrderStatus): OrderGroup | null {
  for (const [group, statuses] of Object.entries(ORDER_GROUPS) as [OrderGroup, readonly GradingOrderStatus[]][]) {
    if (statuses.includes(status)) return group;
  }
  return null;
}
