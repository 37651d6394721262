import { typedInteger } from './IntegerField';

test('what the admin types: empty is nothing, digits a number, the rest stays text', () => {
  expect(typedInteger('')).toBeNull();
  expect(typedInteger('  ')).toBeNull();
  expect(typedInteger(' 650 ')).toBe(650);
  expect(typedInteger('0')).toBe(0);
  expect(typedInteger('12.5')).toBe('12.5');
  expect(typedInteger('-1')).toBe('-1');
  expect(typedInteger('1e3')).toBe('1e3');
  expect(typedInteger('1234567890')).toBe(1234567890);
  expect(typedInteger('1234567890123')).toBe('1234567890123');
});
