import { POPULATION_GRADES, higherThan, populationGrade, populationRow } from './population';

test('the columns: every grade of the scale from 10 down, then A', () => {
  expect(POPULATION_GRADES).toEqual(['10', '9', '8.5', '8', '7.5', '7', '6', '5', '4', '3', '2', '1', 'A']);
});

test.each([
  [{ grade: 9, authentic: false }, '9'],
  [{ grade: 8.5, authentic: false }, '8.5'],
  [{ grade: null, authentic: true }, 'A'],
  [{ grade: 9, authentic: true }, 'A'],
  [{ grade: null, authentic: false }, null],
  [{ grade: 9.25, authentic: false }, null],
])('%j is counted under %s', (certificate, column) => {
  expect(populationGrade(certificate)).toBe(column);
});

test('higher counts the numeric grades above; nothing is higher than A', () => {
  const counts = { '10': 2, '9': 3, '8.5': 1, '8': 7, A: 4 };
  expect(higherThan(counts, '10')).toBe(0);
  expect(higherThan(counts, '9')).toBe(2);
  expect(higherThan(counts, '8')).toBe(6);
  expect(higherThan(counts, '1')).toBe(13);
  expect(higherThan(counts, 'A')).toBeNull();
});

test('a row lists every column', () => {
  expect(populationRow({ '9': 1 }).map((cell) => cell.count)).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
});
