// Each timeline row is worded from its status change (never its note): the order status change first, a card
// movement that came with it as the detail, a lone card movement on its own.
import type { TimelineEntry } from '@/lib/shared/orders/my-order-views';
import { timelineLabel } from './timeline-label';

const entry = (change: Partial<TimelineEntry>): TimelineEntry => ({
  at: '2026-11-23T02:00:00.000Z',
  fromStatus: null,
  toStatus: null,
  fromProcessing: null,
  toProcessing: null,
  by: 'system',
  ...change,
});

test.each<[string, Partial<TimelineEntry>, string, string | null]>([
  ['submitted', { fromStatus: null, toStatus: 'SAVED' }, 'timeline.order.SAVED', null],
  ['submitted from a draft', { fromStatus: 'TEMP_SAVED', toStatus: 'SAVED' }, 'timeline.order.SAVED', null],
  ['changed after a failed payment (decision 0010)', { fromStatus: 'PAYMENT_FAILED', toStatus: 'SAVED' }, 'timeline.order.resubmitted', null],
  ['an unpaid order changed in place', { fromStatus: 'SAVED', toStatus: 'SAVED' }, 'timeline.order.updated', null],
  ['virtual account issued', { fromStatus: 'SAVED', toStatus: 'WAITING_FOR_DEPOSIT' }, 'timeline.order.WAITING_FOR_DEPOSIT', null],
  [
    'paid at once, cards expected from the member',
    { fromStatus: 'SAVED', toStatus: 'PROCESSING', fromProcessing: 'NOT_PROCESSING', toProcessing: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION' },
    'timeline.order.PROCESSING',
    'timeline.cards.OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
  ],
  [
    'deposit received',
    { fromStatus: 'WAITING_FOR_DEPOSIT', toStatus: 'PROCESSING', fromProcessing: 'NOT_PROCESSING', toProcessing: 'BREAK_SHIPPING_BEFORE_PICKUP' },
    'timeline.order.depositReceived',
    'timeline.cards.BREAK_SHIPPING_BEFORE_PICKUP',
  ],
  ['payment failed', { fromStatus: 'SAVED', toStatus: 'PAYMENT_FAILED' }, 'timeline.order.PAYMENT_FAILED', null],
  ['deadline expired', { fromStatus: 'WAITING_FOR_DEPOSIT', toStatus: 'DEADLINE_EXPIRED' }, 'timeline.order.DEADLINE_EXPIRED', null],
  ['cancelled', { fromStatus: 'PROCESSING', toStatus: 'CANCELLED' }, 'timeline.order.CANCELLED', null],
  ['refund account rejected', { fromStatus: 'PROCESSING', toStatus: 'WRONG_REFUND_ACCOUNT' }, 'timeline.order.WRONG_REFUND_ACCOUNT', null],
  ['refunded after the correction', { fromStatus: 'WRONG_REFUND_ACCOUNT', toStatus: 'REFUNDED' }, 'timeline.order.REFUNDED', null],
  [
    'completed with the delivery',
    { fromStatus: 'PROCESSING', toStatus: 'COMPLETE', fromProcessing: 'SHIPPING_OUT', toProcessing: 'SHIPPING_OUT_COMPLETE' },
    'timeline.order.COMPLETE',
    'timeline.cards.SHIPPING_OUT_COMPLETE',
  ],
  [
    'tracking number entered',
    { fromProcessing: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION', toProcessing: 'SHIPPING_IN', by: 'member' },
    'timeline.cards.SHIPPING_IN',
    null,
  ],
  ['tracking number corrected', { fromProcessing: 'SHIPPING_IN', toProcessing: 'SHIPPING_IN', by: 'member' }, 'timeline.cards.trackingUpdated', null],
  [
    'cards received at the head office',
    { fromProcessing: 'SHIPPING_IN', toProcessing: 'SHIPPING_IN_COMPLETE', by: 'staff' },
    'timeline.cards.SHIPPING_IN_COMPLETE',
    null,
  ],
  ['graded', { fromProcessing: 'CARD_DEFECT_CHECKED', toProcessing: 'CARD_SCORED', by: 'staff' }, 'timeline.cards.CARD_SCORED', null],
  ['a status written again without a change', { fromStatus: 'PROCESSING', toStatus: 'PROCESSING' }, 'timeline.updated', null],
  ['nothing recorded', {}, 'timeline.updated', null],
])('%s', (_name, change, key, detailKey) => {
  expect(timelineLabel(entry(change))).toEqual({ key, detailKey });
});
