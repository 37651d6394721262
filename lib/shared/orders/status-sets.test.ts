import { GradingOrderProcessingStatus, GradingOrderStatus } from '@/lib/server/db/generated/enums';
import {
  CARDS_AWAY_PROCESSING_STATUSES,
  ENDED_ORDER_STATUSES,
  IN_PROCESS_ORDER_STATUSES,
  PAYABLE_ORDER_STATUSES,
  isCheckoutDone,
  isOrderPaid,
  isOrderPayable,
} from './status-sets';
import { PROCESSING_TRANSITIONS } from './transitions';

const ALL_STATUSES = Object.values(GradingOrderStatus);

test('order statuses: payable, already paid, neither', () => {
  expect(isOrderPayable('SAVED')).toBe(true);
  expect(isOrderPayable('PAYMENT_FAILED')).toBe(true);
  for (const status of ['PROCESSING', 'WAITING_FOR_DEPOSIT', 'COMPLETE', 'REFUNDED'] as const) {
    expect(isOrderPayable(status)).toBe(false);
    expect(isOrderPaid(status)).toBe(true);
  }
  for (const status of ['TEMP_SAVED', 'CANCELLED', 'DEADLINE_EXPIRED'] as const) {
    expect(isOrderPayable(status)).toBe(false);
    expect(isOrderPaid(status)).toBe(false);
  }
});

test('a stored status is a draft, payable, awaiting a deposit, in process or ended — one of them', () => {
  for (const status of ALL_STATUSES) {
    const kinds = [
      status === 'TEMP_SAVED',
      PAYABLE_ORDER_STATUSES.includes(status),
      status === 'WAITING_FOR_DEPOSIT',
      IN_PROCESS_ORDER_STATUSES.includes(status),
      ENDED_ORDER_STATUSES.includes(status),
    ];
    expect(kinds.filter(Boolean)).toHaveLength(1);
  }
});

test('the checkout is done once paid or awaiting the deposit, not while payable', () => {
  expect(ALL_STATUSES.filter(isCheckoutDone).sort()).toEqual(['COMPLETE', 'PROCESSING', 'WAITING_FOR_DEPOSIT']);
  for (const status of PAYABLE_ORDER_STATUSES) expect(isCheckoutDone(status)).toBe(false);
});

test('cards are away from SHIPPING_IN to SHIPPING_OUT, following the processing transitions', () => {
  const path: GradingOrderProcessingStatus[] = ['SHIPPING_IN'];
  while (path.at(-1) !== 'SHIPPING_OUT') path.push(PROCESSING_TRANSITIONS[path.at(-1)!][0]!);
  expect(CARDS_AWAY_PROCESSING_STATUSES).toEqual(path);
  expect(Object.values(GradingOrderProcessingStatus)).toEqual(expect.arrayContaining([...CARDS_AWAY_PROCESSING_STATUSES]));
});
