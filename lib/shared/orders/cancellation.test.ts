// How much a cancellation refunds (decision 0008): everything before the cards move, everything but the
// delivery cost once they travel (SHIPPING_IN), nothing for an unpaid order, never a negative amount.
import type { GradingOrderProcessingStatus as Processing, GradingOrderStatus as OrderStatus } from '@/lib/server/db/generated/enums';
import { GradingOrderProcessingStatus, GradingOrderStatus } from '@/lib/server/db/generated/enums';
import { cancelRefundAmount, cardsTravelling } from './cancellation';

const order = (gradingOrderStatus: OrderStatus, gradingOrderProcessingStatus: Processing, deliveryCost = 150) => ({
  gradingOrderStatus,
  gradingOrderProcessingStatus,
  deliveryCost,
});

test.each([
  // Paid, the cards not yet moving: the whole payment comes back.
  ['PROCESSING', 'NOT_PROCESSING', 150, 1_650, 1_650],
  ['PROCESSING', 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION', 150, 1_650, 1_650],
  ['PROCESSING', 'BREAK_SHIPPING_BEFORE_PICKUP', 150, 1_650, 1_650],
  // Travelling: the delivery cost pays for sending them back.
  ['PROCESSING', 'SHIPPING_IN', 150, 1_650, 1_500],
  ['PROCESSING', 'SHIPPING_IN', 0, 1_650, 1_650],
  // What is kept never exceeds what was taken: nothing comes back, never less than nothing.
  ['PROCESSING', 'SHIPPING_IN', 2_000, 1_650, 0],
  ['PROCESSING', 'SHIPPING_IN', 1_650, 1_650, 0],
  // Nothing captured (or a nonsense amount): nothing to refund.
  ['PROCESSING', 'NOT_PROCESSING', 150, 0, 0],
  ['PROCESSING', 'SHIPPING_IN', 150, -100, 0],
  // Unpaid: no money was taken, whatever a stale payment row says.
  ['SAVED', 'NOT_PROCESSING', 150, 1_650, 0],
  ['PAYMENT_FAILED', 'NOT_PROCESSING', 150, 1_650, 0],
  ['WAITING_FOR_DEPOSIT', 'NOT_PROCESSING', 150, 1_650, 0],
] as const)('%s / %s, delivery %d, captured %d → %d', (status, processing, deliveryCost, captured, expected) => {
  expect(cancelRefundAmount(order(status, processing, deliveryCost), captured)).toBe(expected);
});

test('only a PROCESSING order has money to give back, whatever the cards do', () => {
  for (const status of Object.values(GradingOrderStatus)) {
    for (const processing of Object.values(GradingOrderProcessingStatus)) {
      const amount = cancelRefundAmount(order(status, processing), 1_650);
      if (status !== 'PROCESSING') expect(amount).toBe(0);
      else expect(amount).toBe(processing === 'SHIPPING_IN' ? 1_500 : 1_650);
      expect(amount).toBeGreaterThanOrEqual(0);
    }
  }
});

test('the cards travel only in SHIPPING_IN', () => {
  expect(Object.values(GradingOrderProcessingStatus).filter((processing) => cardsTravelling({ gradingOrderProcessingStatus: processing }))).toEqual([
    'SHIPPING_IN',
  ]);
});
