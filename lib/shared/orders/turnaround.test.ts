import { addBusinessDays } from './business-days';
import { TURNAROUND_BUSINESS_DAYS } from './turnaround';

// docs/product/order-lifecycle.md#estimated-completion
test('turnaround per order type (REG 15, EXP 5, REHOLDER 10, bulk up to 30 business days)', () => {
  expect(TURNAROUND_BUSINESS_DAYS).toEqual({ REG: 15, EXP: 5, BULK: 30, REHOLDER: 10 });
});

test('an express order received on a Monday is estimated for the next Monday (5 business days)', () => {
  // Monday 2026-03-02, 10:00 in Taipei.
  const received = new Date('2026-03-02T02:00:00Z');
  expect(addBusinessDays(received, TURNAROUND_BUSINESS_DAYS.EXP).toISOString()).toBe('2026-03-09T02:00:00.000Z');
  expect(addBusinessDays(received, TURNAROUND_BUSINESS_DAYS.REG).toISOString()).toBe('2026-03-23T02:00:00.000Z');
});
