// PUT /api/orders/[orderNumber]/tracking: the member names the courier and tracking number of the parcel
// they sent (docs/product/order-lifecycle.md#tracking-numbers; couriers of the order's currency, decision 0009).
// The first entry moves the cards OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION → SHIPPING_IN
// (docs/product/order-lifecycle.md#processing-transitions); a correction while the parcel travels rewrites the
// columns with an event note only.
import { eventNote } from '@/lib/shared/orders/event-notes';
import type { Db } from '@/lib/server/db/client';
import { couriersFor } from '@/lib/shared/orders/couriers';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import type { TrackingInput } from '@/lib/shared/schemas/order-actions';
import { changeOrderStatus } from './change-status';
import { getOrderDetail } from './get-order-detail';
import { type OrderSession, actorOf, lockOwnOrderFor, runOrderAction } from './order-action';
import { fieldErrors } from './order-errors';

export async function enterTracking(db: Db, session: OrderSession, orderNumber: string, input: TrackingInput): Promise<OrderDetail> {
  await runOrderAction(db, session, orderNumber, async (tx, member) => {
    const order = await lockOwnOrderFor(tx, member, orderNumber, input, 'enterTracking');
    if (!couriersFor(order.currency).some((courier) => courier.id === input.courier))
      throw fieldErrors([{ path: 'courier', key: 'myorders:errors.courierNotForCurrency' }]);
    const first = order.gradingOrderProcessingStatus === 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION';
    await changeOrderStatus(tx, {
      orderId: order.id,
      toProcessing: first ? 'SHIPPING_IN' : undefined,
      actor: actorOf(member),
      note: eventNote(first ? 'tracking.entered' : 'tracking.corrected', { courier: input.courier, trackingNumber: input.trackingNumber }),
      data: { deliveryComIn: input.courier, trackingNumIn: input.trackingNumber, trackingNoteIn: input.note || null, trackingEnteredAt: new Date() },
    });
  });
  return getOrderDetail(db, session, orderNumber);
}
