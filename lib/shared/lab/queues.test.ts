// The lab's work queues (issue #10): which orders each holds, the refunds queue, and "late".
import { GradingOrderProcessingStatus, GradingOrderStatus } from '@/lib/server/db/generated/enums';
import type { RefundRow } from '../orders/refund-state';
import { DEFAULT_QUEUE, PROCESSING_QUEUES, QUEUE_IDS, STAFF_ORDERS_PAGE_SIZE, isInRefundsQueue, isLate, isQueueId, processingQueueOf } from './queues';

const NOW = new Date('2026-12-02T02:00:00Z');
const refund = (id: number, status: RefundRow['status'], amount = 1000, paymentId: number | null = 1): RefundRow => ({ id, paymentId, amount, status });

test('one queue per processing status, in the lifecycle order, then REFUNDS and ALL; the default and page size', () => {
  expect([...PROCESSING_QUEUES].sort()).toEqual(Object.values(GradingOrderProcessingStatus).sort());
  expect(QUEUE_IDS.slice(-2)).toEqual(['REFUNDS', 'ALL']);
  expect(QUEUE_IDS.slice(3, 6)).toEqual(['SHIPPING_IN', 'SHIPPING_IN_COMPLETE', 'WAREHOUSE_IN']);
  expect(new Set(QUEUE_IDS).size).toBe(QUEUE_IDS.length);
  expect(QUEUE_IDS).toContain(DEFAULT_QUEUE);
  expect(STAFF_ORDERS_PAGE_SIZE).toBe(20);
  expect(isQueueId('WAREHOUSE_IN')).toBe(true);
  expect(isQueueId('ALL')).toBe(true);
  expect(isQueueId('all')).toBe(false);
  expect(isQueueId('PROCESSING')).toBe(false);
  expect(isQueueId(3)).toBe(false);
});

test.each<[GradingOrderStatus, boolean]>([
  ['PROCESSING', true],
  ['REQUEST_PARTIAL_CANCELED', true],
  ['COMPLETE_PARTIAL_CANCELED', true],
  ['COMPLETE', true],
  ['WRONG_REFUND_ACCOUNT', false],
  ['TEMP_SAVED', false],
  ['SAVED', false],
  ['PAYMENT_FAILED', false],
  ['WAITING_FOR_DEPOSIT', false],
  ['CANCELLED', false],
  ['DEADLINE_EXPIRED', false],
  ['REFUNDED', false],
])('a %s order is on a bench: %s', (status, listed) => {
  expect(processingQueueOf({ gradingOrderStatus: status, gradingOrderProcessingStatus: 'WAREHOUSE_IN' })).toBe(listed ? 'WAREHOUSE_IN' : null);
});

test('every order status is covered by the table above', () => {
  expect(Object.values(GradingOrderStatus)).toHaveLength(12);
});

describe('REFUNDS', () => {
  const order = (gradingOrderStatus: GradingOrderStatus, refunds: RefundRow[] = []) => ({ gradingOrderStatus, refunds });

  test('a refund on its way, a partial cancellation asked, or a refund account to correct', () => {
    expect(isInRefundsQueue(order('CANCELLED', [refund(1, 'REQUESTED')]))).toBe(true);
    expect(isInRefundsQueue(order('PROCESSING', [refund(1, 'ACCOUNT_REJECTED')]))).toBe(true);
    expect(isInRefundsQueue(order('REQUEST_PARTIAL_CANCELED'))).toBe(true);
    expect(isInRefundsQueue(order('WRONG_REFUND_ACCOUNT', [refund(1, 'ACCOUNT_REJECTED')]))).toBe(true);
  });

  test('not once the money is back, nor for a refused refund a later one took over (decision 0008)', () => {
    expect(isInRefundsQueue(order('REFUNDED', [refund(1, 'COMPLETED')]))).toBe(false);
    expect(isInRefundsQueue(order('PROCESSING'))).toBe(false);
    expect(isInRefundsQueue(order('CANCELLED', [refund(1, 'ACCOUNT_REJECTED'), refund(2, 'COMPLETED')]))).toBe(false);
    expect(isInRefundsQueue(order('COMPLETE_PARTIAL_CANCELED', [refund(1, 'COMPLETED', 500)]))).toBe(false);
    // A gateway failure returned nothing and waits on nobody's correction.
    expect(isInRefundsQueue(order('PROCESSING', [refund(1, 'FAILED')]))).toBe(false);
  });
});

describe('late', () => {
  const at = (processing: GradingOrderProcessingStatus, estimatedCompletionAt: Date | string | null, status: GradingOrderStatus = 'PROCESSING') => ({
    gradingOrderStatus: status,
    gradingOrderProcessingStatus: processing,
    estimatedCompletionAt,
  });
  const before = new Date(NOW.getTime() - 1);
  const after = new Date(NOW.getTime() + 1);

  test('past the estimate while the lab has or awaits the cards', () => {
    expect(isLate(at('VSC_CHECKED', before), NOW)).toBe(true);
    expect(isLate(at('SHIPPING_IN', before.toISOString()), NOW)).toBe(true);
    expect(isLate(at('WAREHOUSE_OUT', before, 'COMPLETE_PARTIAL_CANCELED'), NOW)).toBe(true);
  });

  test('not before the estimate, without one, once shipped out, or when the lab no longer works on it', () => {
    expect(isLate(at('VSC_CHECKED', after), NOW)).toBe(false);
    expect(isLate(at('VSC_CHECKED', NOW), NOW)).toBe(false);
    expect(isLate(at('VSC_CHECKED', null), NOW)).toBe(false);
    expect(isLate(at('SHIPPING_OUT', before), NOW)).toBe(false);
    expect(isLate(at('SHIPPING_OUT_COMPLETE', before, 'COMPLETE'), NOW)).toBe(false);
    expect(isLate(at('WAREHOUSE_IN', before, 'CANCELLED'), NOW)).toBe(false);
    expect(isLate(at('WAREHOUSE_IN', before, 'WRONG_REFUND_ACCOUNT'), NOW)).toBe(false);
    expect(isLate(at('NOT_PROCESSING', before, 'SAVED'), NOW)).toBe(false);
  });
});
