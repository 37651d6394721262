// POST /api/admin/orders/[orderNumber]/receive: staff receive an order's cards (issue #10) — a courier's pickup
// (BRG_SHIPPING), the counter (QUICK / VISIT) or the member's parcel (SELF_SHIPPING). The receipt itself is
// markCardsReceived's (receive-cards.ts: the steps to SHIPPING_IN_COMPLETE, one card per line
// (docs/product/order-lifecycle.md#one-card-per-line-from-receipt), receivedAt and the estimate recomputed
// (docs/product/order-lifecycle.md#estimated-completion)), taken in the lab's frame: the statuses the page showed.
// The member's cardsReceived e-mail is written to the outbox with the receipt (decision 0026).
import type { Db } from '@/lib/server/db/client';
import type { StaffOrderDetail } from '@/lib/shared/lab/views';
import type { ExpectedStatusesInput } from '@/lib/shared/schemas/lab';
import type { OrderSession } from '../orders/order-action';
import { kickDelivery } from '../messaging/delivery/worker';
import { receiveLockedOrder } from '../orders/receive-cards';
import { labNotAllowed, runStaffAction, staffOrderNow } from './staff-action';

export async function receiveOrder(
  db: Db,
  session: OrderSession,
  orderNumber: string,
  input: ExpectedStatusesInput,
  now = new Date(),
): Promise<StaffOrderDetail> {
  await runStaffAction(db, session, orderNumber, input, async (tx, { order, actions, actor }) => {
    if (!actions.receive) throw labNotAllowed();
    return receiveLockedOrder(tx, actor, order, now);
  });
  kickDelivery();
  return staffOrderNow(db, session, orderNumber);
}
