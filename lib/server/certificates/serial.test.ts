/** @jest-environment node */
// docs/product/grading.md#certificate-serials: exactly 7 digits, drawn at random between 1000000 and 9999999.
// Allocation against the database: tests/integration/certificates/serials.int.test.ts.
import { isSerial } from '@/lib/shared/certificate';
import { randomSerial, SERIAL_MAX_EXCLUSIVE, SERIAL_MIN } from './serial';

test('the range: 1000000 to 9999999, never a leading zero', () => {
  expect(randomSerial((min) => min)).toBe('1000000');
  expect(randomSerial((_, maxExclusive) => maxExclusive - 1)).toBe('9999999');
  expect([SERIAL_MIN, SERIAL_MAX_EXCLUSIVE]).toEqual([1_000_000, 10_000_000]);
});

test('by default drawn from the CSPRNG: 7 digits, spread over the range, no run of neighbours', () => {
  const draws = Array.from({ length: 2_000 }, () => randomSerial());
  expect(draws.every(isSerial)).toBe(true);
  const numbers = draws.map(Number);
  expect(Math.min(...numbers)).toBeLessThan(2_000_000);
  expect(Math.max(...numbers)).toBeGreaterThan(9_000_000);
  // Sequential issuing would show as consecutive draws one apart.
  expect(numbers.slice(1).filter((n, i) => Math.abs(n - numbers[i]!) === 1).length).toBeLessThanOrEqual(1);
});
