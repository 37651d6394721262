// The processing paths of grading and reholder orders (issue #10: a reholder is re-cased, never scored).
import { GradingOrderProcessingStatus } from '@/lib/server/db/generated/enums';
import { PROCESSING_TRANSITIONS, REHOLDER_PROCESSING_TRANSITIONS, canChangeOrderStatus, canChangeProcessing, processingTransitionsFor } from './transitions';

/** The path from WAREHOUSE_IN to the end, always taking the first allowed step. */
function pathFrom(table: typeof PROCESSING_TRANSITIONS, start: GradingOrderProcessingStatus = 'WAREHOUSE_IN') {
  const path = [start];
  while (table[path.at(-1)!].length > 0) path.push(table[path.at(-1)!][0]!);
  return path;
}

test('a grading order is checked three times and scored before casing', () => {
  expect(pathFrom(PROCESSING_TRANSITIONS)).toEqual([
    'WAREHOUSE_IN',
    'CARD_CORRESPOND_CHECKED',
    'VSC_CHECKED',
    'CARD_DEFECT_CHECKED',
    'CARD_SCORED',
    'CASING_COMPLETE',
    'WAREHOUSE_OUT',
    'SHIPPING_OUT',
    'SHIPPING_OUT_COMPLETE',
  ]);
});

test('a reholder order goes from the correspond check straight to casing: no VSC, defect check or scoring', () => {
  expect(pathFrom(REHOLDER_PROCESSING_TRANSITIONS)).toEqual([
    'WAREHOUSE_IN',
    'CARD_CORRESPOND_CHECKED',
    'CASING_COMPLETE',
    'WAREHOUSE_OUT',
    'SHIPPING_OUT',
    'SHIPPING_OUT_COMPLETE',
  ]);
  for (const scoringStep of ['VSC_CHECKED', 'CARD_DEFECT_CHECKED', 'CARD_SCORED'] as const) {
    for (const from of Object.values(GradingOrderProcessingStatus)) expect(canChangeProcessing(from, scoringStep, 'REHOLDER')).toBe(false);
  }
  expect(canChangeProcessing('CARD_CORRESPOND_CHECKED', 'CASING_COMPLETE', 'REHOLDER')).toBe(true);
  expect(canChangeProcessing('CARD_CORRESPOND_CHECKED', 'CASING_COMPLETE', 'GENERAL')).toBe(false);
});

test('before the lab both paths are the same, and quick submissions follow the grading path', () => {
  for (const from of [
    'NOT_PROCESSING',
    'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
    'BREAK_SHIPPING_BEFORE_PICKUP',
    'SHIPPING_IN',
    'SHIPPING_IN_COMPLETE',
    'WAREHOUSE_IN',
  ] as const) {
    expect(REHOLDER_PROCESSING_TRANSITIONS[from]).toEqual(PROCESSING_TRANSITIONS[from]);
  }
  expect(processingTransitionsFor('SIMPLE')).toBe(PROCESSING_TRANSITIONS);
  expect(processingTransitionsFor('GENERAL')).toBe(PROCESSING_TRANSITIONS);
});

test('an order with nothing left to grade skips grading and casing: CARD_CORRESPOND_CHECKED → WAREHOUSE_OUT (decision 0031 §4)', () => {
  expect(canChangeProcessing('CARD_CORRESPOND_CHECKED', 'WAREHOUSE_OUT', 'GENERAL')).toBe(true);
  expect(canChangeProcessing('CARD_CORRESPOND_CHECKED', 'WAREHOUSE_OUT', 'REHOLDER')).toBe(true);
  expect(canChangeProcessing('VSC_CHECKED', 'WAREHOUSE_OUT', 'GENERAL')).toBe(false);
});

test('staff may cancel a partly cancelled order by refunding the rest (decision 0031)', () => {
  expect(canChangeOrderStatus('REQUEST_PARTIAL_CANCELED', 'CANCELLED')).toBe(true);
  expect(canChangeOrderStatus('COMPLETE_PARTIAL_CANCELED', 'CANCELLED')).toBe(true);
  expect(canChangeOrderStatus('COMPLETE', 'CANCELLED')).toBe(false);
});
