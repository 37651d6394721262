// The one writer of OrderEvent rows, the order's history
// (docs/product/order-lifecycle.md#order-events-and-notifications: every transition is one transaction with an audit
// row): a status change, a processing change, or only a note on the timeline. Runs in the caller's transaction; what
// is not given is stored as null.
import type { Tx } from '@/lib/server/db/client';
import type { GradingOrderProcessingStatus, GradingOrderStatus, Role } from '@/lib/server/db/generated/enums';

/** Who made the change: a member or staff, or nobody (the gateway, a sweep) with both null. */
export interface OrderEventActor {
  id: number | null;
  role: Role | null;
}

export interface OrderEventInput {
  orderId: number;
  /** The order status before and after; `from` is null when the order is created in `to`. */
  from?: GradingOrderStatus | null;
  to?: GradingOrderStatus | null;
  /** The cards' processing status before and after. */
  fromProcessing?: GradingOrderProcessingStatus | null;
  toProcessing?: GradingOrderProcessingStatus | null;
  actor?: OrderEventActor;
  note?: string;
}

export async function recordOrderEvent(tx: Tx, event: OrderEventInput): Promise<void> {
  await tx.orderEvent.create({
    data: {
      gradingOrderId: event.orderId,
      fromStatus: event.from ?? null,
      toStatus: event.to ?? null,
      fromProcessing: event.fromProcessing ?? null,
      toProcessing: event.toProcessing ?? null,
      actorId: event.actor?.id ?? null,
      actorRole: event.actor?.role ?? null,
      note: event.note ?? null,
    },
  });
}
