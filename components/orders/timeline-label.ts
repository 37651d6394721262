// The words of one timeline row (docs/product/order-lifecycle.md#order-events-and-notifications: the member's order
// page shows the events as a timeline): from the status change it records, never from its note (notes are staff
// and system text). An order status change is the headline; a change of where the cards are that came with it is the
// detail. Keys of the myorders namespace.
import type { TimelineEntry } from '@/lib/shared/orders/my-order-views';

export interface TimelineLabel {
  key: string;
  detailKey: string | null;
}

function orderChangeKey({ fromStatus, toStatus }: TimelineEntry): string | null {
  if (toStatus === null) return null;
  if (toStatus === 'SAVED') {
    // decision 0010: an unpaid order is changed in place (PAYMENT_FAILED → SAVED, or SAVED again with new items).
    if (fromStatus === 'SAVED') return 'timeline.order.updated';
    if (fromStatus === 'PAYMENT_FAILED') return 'timeline.order.resubmitted';
    return 'timeline.order.SAVED';
  }
  if (fromStatus === toStatus) return null;
  if (toStatus === 'PROCESSING' && fromStatus === 'WAITING_FOR_DEPOSIT') return 'timeline.order.depositReceived';
  return `timeline.order.${toStatus}`;
}

function cardsChangeKey({ fromProcessing, toProcessing }: TimelineEntry): string | null {
  if (toProcessing === null) return null;
  if (fromProcessing === toProcessing) return toProcessing === 'SHIPPING_IN' ? 'timeline.cards.trackingUpdated' : null;
  return `timeline.cards.${toProcessing}`;
}

export function timelineLabel(entry: TimelineEntry): TimelineLabel {
  const order = orderChangeKey(entry);
  const cards = cardsChangeKey(entry);
  if (order) return { key: order, detailKey: cards };
  if (cards) return { key: cards, detailKey: null };
  return { key: 'timeline.updated', detailKey: null };
}

export const timelineByKey = (by: TimelineEntry['by']) => `timeline.by.${by}`;
