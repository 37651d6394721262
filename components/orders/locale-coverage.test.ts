// Every status a member can meet has words in zh-TW, en and ko (no raw enum on screen), and every key the order
// pages name literally exists in each locale. check-locales only compares the locales with each other.
import { GradingOrderProcessingStatus, GradingOrderStatus, RefundStatus } from '@/lib/server/db/generated/enums';
import type { TimelineEntry } from '@/lib/shared/orders/my-order-views';
import { ORDER_TABS } from '@/lib/shared/orders/order-tabs';
import { DISPLAY_STATUSES, PROGRESS_STEPS, STATUS_TEXT_SHOWN } from '@/lib/shared/orders/status';
import { literalKeys, missingKeys, sourceFiles } from '@/tests/helpers/locale-keys';
import { MYORDERS_ERRORS } from './action-errors';
import { cancelOutcome } from './refunds';
import { displayStatusKey, orderStatusKey, orderTypeKeys, refundStatusKey } from './status-labels';
import { timelineByKey, timelineLabel } from './timeline-label';

const missing = (keys: string[]) => missingKeys(keys, 'myorders');

const ORDER_STATUSES = Object.values(GradingOrderStatus);
const PROCESSING = Object.values(GradingOrderProcessingStatus);

test('every order status, display status and refund status has a label in every locale', () => {
  expect(
    missing([...ORDER_STATUSES.map(orderStatusKey), ...DISPLAY_STATUSES.map(displayStatusKey), ...Object.values(RefundStatus).map(refundStatusKey)]),
  ).toEqual([]);
});

test('every timeline row the statuses can produce has words in every locale', () => {
  const keys = new Set<string>(['member', 'staff', 'system'].map((by) => timelineByKey(by as TimelineEntry['by'])));
  const none = [null] as const;
  for (const fromStatus of [...none, ...ORDER_STATUSES])
    for (const toStatus of [...none, ...ORDER_STATUSES])
      for (const toProcessing of [...none, ...PROCESSING]) {
        const label = timelineLabel({
          at: '',
          fromStatus,
          toStatus,
          fromProcessing: toProcessing === 'SHIPPING_IN' ? 'SHIPPING_IN' : null,
          toProcessing,
          by: 'system',
        });
        keys.add(label.key);
        if (label.detailKey) keys.add(label.detailKey);
      }
  for (const toProcessing of PROCESSING)
    keys.add(timelineLabel({ at: '', fromStatus: null, toStatus: null, fromProcessing: null, toProcessing, by: 'staff' }).key);
  expect(missing([...keys])).toEqual([]);
});

test('tabs, empty states, progress steps, order types, outcomes and errors have words in every locale', () => {
  const keys = [
    ...ORDER_TABS.flatMap((tab) => [`list.tabs.${tab}`, `list.empty.${tab}`]),
    ...PROGRESS_STEPS.map((step) => `progress.steps.${step}`),
    // docs/product/order-lifecycle.md#rule-sets-by-display-status: status text shown.
    ...[...STATUS_TEXT_SHOWN].map((status) => `statusText.${status}`),
    'statusText.DEADLINE_EXPIRED',
    ...['REG', 'EXP', 'BULK', 'REHOLDER'].flatMap((orderType) => orderTypeKeys({ submitType: 'GENERAL', orderType })),
    ...orderTypeKeys({ submitType: 'REHOLDER', orderType: 'REHOLDER' }),
    ...['page', 'current', 'first', 'last', 'next', 'previous'].map((type) => `list.pagination.${type}`),
    ...Object.values(RefundStatus).map(
      (status) => cancelOutcome({ status: 'CANCELLED', refunds: [{ amount: 1, status, requestedAt: '', completedAt: null }] }).key,
    ),
    cancelOutcome({ status: 'CANCELLED', refunds: [] }).key,
    ...['sleeve', 'bag', 'label', 'pad'].map((step) => `delivery.pack.${step}`),
    ...['post', 'pickup', 'counter'].map((lead) => `delivery.send.${lead}`),
    ...Object.values(MYORDERS_ERRORS),
  ];
  expect(missing(keys)).toEqual([]);
});

test('every key the order pages name literally exists in every locale', () => {
  const keys = literalKeys([...sourceFiles('components/orders'), ...sourceFiles('pages/account/orders')], ['myorders', 'payments', 'common', 'errors']);
  expect(keys.size).toBeGreaterThan(100);
  expect(missing([...keys])).toEqual([]);
});
