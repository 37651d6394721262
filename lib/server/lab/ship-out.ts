// POST /api/admin/orders/[orderNumber]/ship { expected…, courier, trackingNumber }: the graded cards leave the lab
// (issue #10): WAREHOUSE_OUT → SHIPPING_OUT with the outbound courier — from the list of the order's currency, as
// the member's inbound one (decision 0009) — and tracking number (docs/product/order-lifecycle.md#tracking-numbers).
// shippedOutAt on the order, shippedAt on every card in the parcel: every card but an OMITTED one, which never
// arrived — an UNGRADABLE card is the member's and goes back ungraded in the same parcel, refunded or not ("N of M
// cards shipped" on the member's page). The member's shippedOut e-mail is written to the outbox in the same transaction
// (docs/product/order-lifecycle.md#order-events-and-notifications, decision 0026).
import { eventNote } from '@/lib/shared/orders/event-notes';
import type { Db } from '@/lib/server/db/client';
import { courierById, couriersFor } from '@/lib/shared/orders/couriers';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import { nothingToGrade } from '@/lib/shared/lab/staff-actions';
import type { ShipInput } from '@/lib/shared/schemas/lab';
import { kickDelivery } from '../messaging/delivery/worker';
import { enqueueOrderEmail } from '../messaging/order-email';
import { changeOrderStatus } from '../orders/change-status';
import type { OrderSession } from '../orders/order-action';
import { fieldErrors } from '../orders/order-errors';
import { labNotAllowed, runStaffAction, staffOrderNow } from './staff-action';

export async function shipOut(db: Db, session: OrderSession, orderNumber: string, input: ShipInput, now = new Date()): Promise<StaffOrderDetail> {
  await runStaffAction(db, session, orderNumber, input, async (tx, { order, cards, actions, actor }) => {
    if (!actions.shipOut) throw labNotAllowed();
    if (!couriersFor(order.currency).some((courier) => courier.id === input.courier))
      throw fieldErrors([{ path: 'courier', key: 'labApi:errors.courierNotForCurrency' }]);
    const shipped = cards.filter((card) => card.correspondCheck !== 'OMITTED');
    await tx.gradingOrderItem.updateMany({ where: { id: { in: shipped.map((card) => card.id) } }, data: { shippedAt: now } });
    await changeOrderStatus(tx, {
      orderId: order.id,
      toProcessing: 'SHIPPING_OUT',
      actor,
      note: eventNote('shipped', { courier: input.courier, trackingNumber: input.trackingNumber, count: shipped.length }),
      data: { deliveryComOut: input.courier, trackingNumOut: input.trackingNumber, shippedOutAt: now },
    });
    // Issue #24: the courier and tracking number in the e-mail itself, not only behind the link.
    // Decision 0031 §4: nothing was graded (every card OMITTED or UNGRADABLE) — the e-mail says the cards come back ungraded.
    const ungraded = nothingToGrade(cards.map((card) => ({ correspondCheck: card.correspondCheck, refunded: card.refundId !== null })));
    await enqueueOrderEmail(tx, order.id, ungraded ? 'shippedOutUngraded' : 'shippedOut', (_order, locale) => ({
      courier: courierById(input.courier)?.names[locale] ?? input.courier,
      trackingNumber: input.trackingNumber,
    }));
  });
  kickDelivery();
  return staffOrderNow(db, session, orderNumber);
}
