// When an order's labels are printed and the page's format parameter (issue #10).
import { GradingOrderProcessingStatus, GradingOrderStatus } from '@/lib/server/db/generated/enums';
import { LABEL_ORDER_STATUSES, mayPrintLabels, parseLabelFormat } from './labels';

const PROCESSING = Object.values(GradingOrderProcessingStatus);

test('a grading order prints its labels from scoring on, never before', () => {
  const printable = PROCESSING.filter((processingStatus) => mayPrintLabels({ status: 'PROCESSING', processingStatus, submitType: 'GENERAL' }));
  expect(printable).toEqual(['CARD_SCORED', 'CASING_COMPLETE', 'WAREHOUSE_OUT', 'SHIPPING_OUT', 'SHIPPING_OUT_COMPLETE']);
  expect(mayPrintLabels({ status: 'PROCESSING', processingStatus: 'CARD_SCORED', submitType: 'SIMPLE' })).toBe(true);
});

test('a reholder order, never scored, prints once its cards were checked against their certificates', () => {
  const printable = PROCESSING.filter((processingStatus) => mayPrintLabels({ status: 'PROCESSING', processingStatus, submitType: 'REHOLDER' }));
  expect(printable).toEqual(['CARD_CORRESPOND_CHECKED', 'CASING_COMPLETE', 'WAREHOUSE_OUT', 'SHIPPING_OUT', 'SHIPPING_OUT_COMPLETE']);
});

test('only an order whose cards are (or were) in the lab: not cancelled, refunded or unpaid', () => {
  const printable = Object.values(GradingOrderStatus).filter((status) =>
    mayPrintLabels({ status, processingStatus: 'CASING_COMPLETE', submitType: 'GENERAL' }),
  );
  expect(printable).toEqual(
    [...LABEL_ORDER_STATUSES].sort((a, b) => Object.values(GradingOrderStatus).indexOf(a) - Object.values(GradingOrderStatus).indexOf(b)),
  );
  expect(printable).toEqual(expect.arrayContaining(['PROCESSING', 'REQUEST_PARTIAL_CANCELED', 'COMPLETE_PARTIAL_CANCELED', 'COMPLETE']));
  expect(printable).toHaveLength(4);
});

test.each<[unknown, string]>([
  ['a4', 'a4'],
  ['roll', 'roll'],
  [undefined, 'a4'],
  ['', 'a4'],
  ['ROLL', 'a4'],
  [['roll'], 'a4'],
  ['letter', 'a4'],
])('?format=%p → %s', (value, expected) => {
  expect(parseLabelFormat(value)).toBe(expected);
});
