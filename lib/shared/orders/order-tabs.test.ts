// The order list's tabs are also the dashboard's counts (docs/product/order-lifecycle.md#order-list-tabs): every
// submitted status is listed under exactly one tab besides "all"; drafts under none.
import { GradingOrderStatus } from '@/lib/server/db/generated/enums';
import { LISTED_STATUSES, ORDER_TABS, type OrderGroupTab, TAB_STATUSES, isOrderTab, statusesOfTab, tabOf } from './order-tabs';
import { ENDED_ORDER_STATUSES, PAYABLE_ORDER_STATUSES } from './status-sets';

const ALL_STATUSES = Object.values(GradingOrderStatus);

const EXPECTED: Record<GradingOrderStatus, OrderGroupTab | null> = {
  TEMP_SAVED: null,
  SAVED: 'awaitingPayment',
  PAYMENT_FAILED: 'awaitingPayment',
  WAITING_FOR_DEPOSIT: 'awaitingPayment',
  PROCESSING: 'inProcess',
  REQUEST_PARTIAL_CANCELED: 'inProcess',
  CANCELLED: 'cancel',
  DEADLINE_EXPIRED: 'cancel',
  REFUNDED: 'refund',
  WRONG_REFUND_ACCOUNT: 'refund',
  COMPLETE: 'complete',
  COMPLETE_PARTIAL_CANCELED: 'complete',
};

test.each(ALL_STATUSES.map((status) => [status, EXPECTED[status]] as const))('%s is listed under %s', (status, tab) => {
  expect(tabOf(status)).toBe(tab);
  const tabs = Object.entries(TAB_STATUSES)
    .filter(([, statuses]) => statuses.includes(status))
    .map(([name]) => name);
  expect(tabs).toEqual(tab ? [tab] : []);
  expect(LISTED_STATUSES.includes(status)).toBe(tab !== null);
  expect(statusesOfTab('all').includes(status)).toBe(tab !== null);
});

test('the table above names every status the schema has', () => {
  expect(Object.keys(EXPECTED).sort()).toEqual([...ALL_STATUSES].sort());
});

test('"all" is every submitted status; the group tabs are the other five, in the order of the page', () => {
  expect(ORDER_TABS).toEqual(['all', 'awaitingPayment', 'inProcess', 'cancel', 'refund', 'complete']);
  expect(Object.keys(TAB_STATUSES)).toEqual(ORDER_TABS.filter((tab) => tab !== 'all'));
  expect([...statusesOfTab('all')].sort()).toEqual(ALL_STATUSES.filter((status) => status !== 'TEMP_SAVED').sort());
  expect(new Set(LISTED_STATUSES).size).toBe(LISTED_STATUSES.length);
  for (const tab of ORDER_TABS.filter((name) => name !== 'all')) expect(statusesOfTab(tab)).toBe(TAB_STATUSES[tab as OrderGroupTab]);
});

test('awaiting payment = payable or awaiting the deposit; cancel and refund split the ended statuses', () => {
  expect([...TAB_STATUSES.awaitingPayment].sort()).toEqual([...PAYABLE_ORDER_STATUSES, 'WAITING_FOR_DEPOSIT'].sort());
  expect(ENDED_ORDER_STATUSES.every((status) => tabOf(status) === 'cancel' || tabOf(status) === 'refund')).toBe(true);
});

test('isOrderTab accepts exactly the tabs', () => {
  for (const tab of ORDER_TABS) expect(isOrderTab(tab)).toBe(true);
  for (const value of ['ALL', 'cancelled', 'inprocess', '', null, undefined, 1, ['all'], { tab: 'all' }]) expect(isOrderTab(value)).toBe(false);
});
