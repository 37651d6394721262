import { finalGrade, meetsMinimum } from './final-grade';
import type { Grade } from './scale';

const g = (surface: Grade, edges: Grade, corners: Grade, centering: Grade) => ({ surface, edges, corners, centering });

test.each([
  [g(10, 10, 10, 10), 10],
  [g(10, 10, 10, 9), 9], // average 9.75 → 9 (no 9.5 on the scale)
  [g(9, 9, 9, 9), 9],
  [g(10, 10, 10, 8), 8.5], // average 9.5, but at most one step above the lowest (8 → 8.5)
  [g(10, 10, 10, 1), 2], // one weak subgrade caps the card
  [g(8.5, 8, 8, 8), 8], // average 8.125 → 8
  [g(7.5, 7.5, 7.5, 7.5), 7.5],
  [g(7, 7.5, 8, 8.5), 7.5], // average 7.75, cap 7.5
  [g(6, 6, 6, 7), 6], // average 6.25
  [g(1, 1, 1, 1), 1],
])('finalGrade(%o) = %p', (subgrades, expected) => {
  expect(finalGrade(subgrades)).toBe(expected);
});

test('the final grade is never above the average nor more than one step above the lowest', () => {
  const steps: Grade[] = [1, 2, 3, 4, 5, 6, 7, 7.5, 8, 8.5, 9, 10];
  for (const a of steps) for (const b of steps) {
    const grade = finalGrade(g(a, b, 10, 10));
    expect(grade).toBeLessThanOrEqual((a + b + 20) / 4);
    expect(steps.indexOf(grade)).toBeLessThanOrEqual(steps.indexOf(Math.min(a, b) as Grade) + 1);
  }
});

test('minimum grade', () => {
  expect(meetsMinimum(8, null)).toBe(true);
  expect(meetsMinimum(8, 8)).toBe(true);
  expect(meetsMinimum(7.5, 8)).toBe(false);
});
