// Staff confirm that an order's cards arrived (issue #10 gives it a screen): the cards go to
// SHIPPING_IN_COMPLETE along the processing transitions (docs/product/order-lifecycle.md#processing-transitions) —
// from SHIPPING_IN; QUICK and VISIT cards, handed in at the counter, straight from NOT_PROCESSING; cards we were to
// collect (BREAK_SHIPPING_BEFORE_PICKUP) or that arrived before the member entered a tracking number pass
// SHIPPING_IN first. On receipt each line of N cards becomes N lines of one (split-card-lines.ts, issue #10), noted
// in the same event row. The receipt date is stored and the estimate recomputed from it
// (docs/product/order-lifecycle.md#estimated-completion); the member's cardsReceived e-mail is written to the outbox in
// the same transaction (docs/product/order-lifecycle.md#order-events-and-notifications, decision 0026).
import { eventNote } from '@/lib/shared/orders/event-notes';
import type { Db, Tx } from '@/lib/server/db/client';
import type { GradingOrderProcessingStatus as Processing } from '@/lib/server/db/generated/enums';
import { addBusinessDays } from '@/lib/shared/orders/business-days';
import { TURNAROUND_BUSINESS_DAYS } from '@/lib/shared/orders/turnaround';
import { formatDate } from '@/lib/shared/locale';
import { kickDelivery } from '../messaging/delivery/worker';
import { enqueueOrderEmail } from '../messaging/order-email';
import { changeOrderStatus } from './change-status';
import { type LockedOrder, type OrderSession, lockOrder, notAllowed, requireStaff } from './order-action';
import { orderNotFound } from './order-errors';
import type { OrderEventActor } from './record-order-event';
import { splitCardLines } from './split-card-lines';

/** The steps before SHIPPING_IN_COMPLETE, by where the cards are; null: not waiting for cards. */
function stepsToReceipt(order: LockedOrder): Processing[] | null {
  const from = order.gradingOrderProcessingStatus;
  if (from === 'SHIPPING_IN') return ['SHIPPING_IN_COMPLETE'];
  if (from === 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION' || from === 'BREAK_SHIPPING_BEFORE_PICKUP') return ['SHIPPING_IN', 'SHIPPING_IN_COMPLETE'];
  if (from === 'NOT_PROCESSING' && (order.shippingMethod === 'QUICK' || order.shippingMethod === 'VISIT')) return ['SHIPPING_IN_COMPLETE'];
  return null;
}

async function receive(tx: Tx, actor: OrderEventActor, orderNumber: string, now: Date) {
  const order = await lockOrder(tx, orderNumber);
  if (!order || order.gradingOrderStatus === 'TEMP_SAVED') throw orderNotFound();
  if (order.gradingOrderStatus !== 'PROCESSING' || !stepsToReceipt(order)) throw notAllowed();
  return receiveLockedOrder(tx, actor, order, now);
}

/**
 * The receipt on an order the caller has locked and found waiting for its cards (the lab's receive step,
 * lib/server/lab/receive-order.ts, checks the statuses its page showed first).
 */
export async function receiveLockedOrder(tx: Tx, actor: OrderEventActor, order: LockedOrder, now: Date) {
  const steps = stepsToReceipt(order);
  if (order.gradingOrderStatus !== 'PROCESSING' || !steps) throw notAllowed();
  const estimatedCompletionAt = addBusinessDays(now, TURNAROUND_BUSINESS_DAYS[order.gradingOrderType]);
  for (const step of steps) {
    const received = step === 'SHIPPING_IN_COMPLETE';
    // One card is one line from receipt on (issue #10): split in this transaction, noted on the receipt's event.
    const split = received ? await splitCardLines(tx, order.id) : null;
    const inbound = order.gradingOrderProcessingStatus === 'BREAK_SHIPPING_BEFORE_PICKUP' ? eventNote('received.collected') : eventNote('received.early');
    await changeOrderStatus(tx, {
      orderId: order.id,
      toProcessing: step,
      actor,
      note: received ? (split ? eventNote('received.split', { lines: split.lines, cards: split.cards }) : eventNote('received.cards')) : inbound,
      data: received ? { receivedAt: now, estimatedCompletionAt } : undefined,
    });
  }
  await enqueueOrderEmail(tx, order.id, 'cardsReceived', (_order, locale) => ({ estimate: formatDate(estimatedCompletionAt, locale, { dateStyle: 'long' }) }));
  return { id: order.id, estimatedCompletionAt };
}

export async function markCardsReceived(db: Db, staff: OrderSession, orderNumber: string, now = new Date()) {
  const actor = requireStaff(staff);
  const { id } = await db.$transaction((tx) => receive(tx, actor, orderNumber, now));
  kickDelivery();
  return db.gradingOrder.findUniqueOrThrow({ where: { id } });
}
