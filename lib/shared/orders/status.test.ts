import type { GradingOrderProcessingStatus, GradingOrderStatus } from '@/lib/server/db/generated/enums';
import { addBusinessDays } from './business-days';
import { displayStatus, isAddressChangeable, isRefundable, isRevocable, processingAfterPayment, progressStep } from './status';
import { canChangeOrderStatus, canChangeProcessing } from './transitions';

const pair = (gradingOrderStatus: GradingOrderStatus, gradingOrderProcessingStatus: GradingOrderProcessingStatus = 'NOT_PROCESSING') => ({
  gradingOrderStatus,
  gradingOrderProcessingStatus,
});

test.each([
  [pair('TEMP_SAVED'), null],
  [pair('SAVED'), null],
  [pair('PAYMENT_FAILED'), null],
  [pair('WAITING_FOR_DEPOSIT'), 'WAITING_FOR_DEPOSIT'],
  [pair('PROCESSING', 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION'), 'NEED_INVOICE_INPUT'],
  [pair('PROCESSING', 'BREAK_SHIPPING_BEFORE_PICKUP'), 'PICKUP_REQUIRED'],
  [pair('PROCESSING', 'SHIPPING_IN'), 'SHIPPING_IN'],
  [pair('PROCESSING', 'SHIPPING_IN_COMPLETE'), 'SHIPPING_IN_COMPLETE'],
  [pair('PROCESSING', 'WAREHOUSE_IN'), 'WAREHOUSE_IN'],
  [pair('PROCESSING', 'CARD_CORRESPOND_CHECKED'), 'GRADING'],
  [pair('PROCESSING', 'VSC_CHECKED'), 'GRADING'],
  [pair('PROCESSING', 'CARD_DEFECT_CHECKED'), 'GRADING'],
  [pair('PROCESSING', 'CARD_SCORED'), 'GRADING_COMPLETE'],
  [pair('PROCESSING', 'CASING_COMPLETE'), 'GRADING_COMPLETE'],
  [pair('PROCESSING', 'WAREHOUSE_OUT'), 'GRADING_COMPLETE'],
  [pair('PROCESSING', 'SHIPPING_OUT'), 'SHIPPING_OUT'],
  [pair('COMPLETE', 'SHIPPING_OUT_COMPLETE'), 'SHIPPING_OUT_COMPLETE'],
  [pair('CANCELLED'), 'CANCELLED'],
  [pair('DEADLINE_EXPIRED'), 'CANCELLED'],
  [pair('REFUNDED', 'WAREHOUSE_IN'), 'CANCELLED'],
])('displayStatus(%o) = %s', (order, expected) => {
  expect(displayStatus(order)).toBe(expected);
});

test('revocable, refundable and address-changeable follow docs/product/order-lifecycle.md#rule-sets-by-display-status', () => {
  expect(isRevocable(pair('WAITING_FOR_DEPOSIT'))).toBe(true);
  expect(isRevocable(pair('PROCESSING', 'SHIPPING_IN'))).toBe(true);
  expect(isRevocable(pair('PROCESSING', 'WAREHOUSE_IN'))).toBe(false);
  expect(isRefundable(pair('PROCESSING', 'WAREHOUSE_IN'))).toBe(true);
  expect(isRefundable(pair('PROCESSING', 'SHIPPING_IN'))).toBe(false);
  expect(isAddressChangeable(pair('PROCESSING', 'CARD_DEFECT_CHECKED'))).toBe(true);
  expect(isAddressChangeable(pair('PROCESSING', 'CARD_SCORED'))).toBe(false);
  expect(isRevocable(pair('SAVED'))).toBe(false);
});

test('progress steps', () => {
  expect(progressStep(pair('WAITING_FOR_DEPOSIT'))).toBe(-1);
  expect(progressStep(pair('PROCESSING', 'SHIPPING_IN'))).toBe(1);
  expect(progressStep(pair('PROCESSING', 'VSC_CHECKED'))).toBe(3);
  expect(progressStep(pair('COMPLETE', 'SHIPPING_OUT_COMPLETE'))).toBe(6);
});

test('transitions', () => {
  expect(canChangeOrderStatus('SAVED', 'PROCESSING')).toBe(true);
  expect(canChangeOrderStatus('WAITING_FOR_DEPOSIT', 'DEADLINE_EXPIRED')).toBe(true);
  expect(canChangeOrderStatus('CANCELLED', 'PROCESSING')).toBe(false);
  expect(canChangeOrderStatus('PROCESSING', 'SAVED')).toBe(false);
  expect(canChangeProcessing('SHIPPING_IN', 'SHIPPING_IN_COMPLETE')).toBe(true);
  expect(canChangeProcessing('SHIPPING_IN', 'WAREHOUSE_IN')).toBe(false);
  expect(canChangeProcessing('SHIPPING_OUT_COMPLETE', 'SHIPPING_IN')).toBe(false);
  expect(processingAfterPayment('SELF_SHIPPING')).toBe('OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION');
  expect(processingAfterPayment('BRG_SHIPPING')).toBe('BREAK_SHIPPING_BEFORE_PICKUP');
  expect(processingAfterPayment('VISIT')).toBe('NOT_PROCESSING');
});

test('business days skip weekends (Taipei time)', () => {
  // Friday 2026-11-20 10:00 Taipei + 1 business day = Monday 23rd.
  const friday = new Date('2026-11-20T02:00:00Z');
  expect(addBusinessDays(friday, 1).toISOString()).toBe('2026-11-23T02:00:00.000Z');
  expect(addBusinessDays(friday, 5).toISOString()).toBe('2026-11-27T02:00:00.000Z');
  expect(addBusinessDays(friday, 15).toISOString()).toBe('2026-12-11T02:00:00.000Z');
});
