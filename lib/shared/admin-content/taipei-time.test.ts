import { fromTaipeiInput, toTaipeiInput } from './taipei-time';

test('an instant is shown in Taipei time (UTC+8) and read back to the same instant', () => {
  expect(toTaipeiInput('2026-11-22T04:00:00.000Z')).toBe('2026-11-22T12:00');
  expect(fromTaipeiInput('2026-11-22T12:00')).toBe('2026-11-22T04:00:00.000Z');
  // Across midnight and the year's end.
  expect(toTaipeiInput('2026-12-31T20:30:00Z')).toBe('2027-01-01T04:30');
  expect(fromTaipeiInput('2027-01-01T04:30')).toBe('2026-12-31T20:30:00.000Z');
  expect(toTaipeiInput('2026-06-01T00:00:00+09:00')).toBe('2026-05-31T23:00');
});

test('empty is none; an unreadable value is handed back for the schema to refuse', () => {
  expect(toTaipeiInput(null)).toBe('');
  expect(toTaipeiInput('')).toBe('');
  expect(toTaipeiInput('soon')).toBe('');
  expect(fromTaipeiInput('')).toBeNull();
  expect(fromTaipeiInput('  ')).toBeNull();
  expect(fromTaipeiInput('2026-02-31T10:00')).toBe('2026-02-31T10:00');
  expect(fromTaipeiInput('2026-11-22')).toBe('2026-11-22');
  expect(fromTaipeiInput('2026-11-22T24:00')).toBe('2026-11-22T24:00');
});
