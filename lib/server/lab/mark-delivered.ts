// POST /api/admin/orders/[orderNumber]/deliver { expected… }: the parcel reached the member (issue #10):
// SHIPPING_OUT → SHIPPING_OUT_COMPLETE and the order COMPLETE (from PROCESSING, or COMPLETE_PARTIAL_CANCELED once a
// partial refund is back; docs/product/order-lifecycle.md#order-status-transitions), completedAt set, one event.
// While a partial refund is still on its way (REQUEST_PARTIAL_CANCELED) the order cannot complete: 409
// partialRefundPending (docs/product/order-lifecycle.md#staff-steps).
import { eventNote } from '@/lib/shared/orders/event-notes';
import type { Db } from '@/lib/server/db/client';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import type { ExpectedStatusesInput } from '@/lib/shared/schemas/lab';
import { changeOrderStatus } from '../orders/change-status';
import type { OrderSession } from '../orders/order-action';
import { labBlocked, labNotAllowed, runStaffAction, staffOrderNow } from './staff-action';

export async function markDelivered(
  db: Db,
  session: OrderSession,
  orderNumber: string,
  input: ExpectedStatusesInput,
  now = new Date(),
): Promise<StaffOrderDetail> {
  await runStaffAction(db, session, orderNumber, input, async (tx, { order, actions, actor }) => {
    if (!actions.markDelivered) throw actions.advanceBlockedBy === 'partialRefundPending' ? labBlocked('partialRefundPending') : labNotAllowed();
    await changeOrderStatus(tx, {
      orderId: order.id,
      to: 'COMPLETE',
      toProcessing: 'SHIPPING_OUT_COMPLETE',
      actor,
      note: eventNote('delivered'),
      data: { completedAt: now },
    });
  });
  return staffOrderNow(db, session, orderNumber);
}
