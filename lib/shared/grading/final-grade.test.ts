import fc from 'fast-check';
import { type CenteringMeasurements, centeringCap } from './centering';
import { type GradeCardInput, finalGrade, gradeCard, meetsMinimum } from './final-grade';
import { GRADE_STEPS, type Grade, stepUp } from './scale';

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
  // The examples of docs/product/grading.md#final-grade-rule.
  [g(9, 9, 8.5, 8), 8.5],
  [g(10, 9, 9, 7), 7.5],
  [g(6, 6, 6, 1), 2],
])('finalGrade(%o) = %p', (subgrades, expected) => {
  expect(finalGrade(subgrades)).toBe(expected);
});

test('the final grade is never above the average nor more than one step above the lowest', () => {
  const steps: Grade[] = [1, 2, 3, 4, 5, 6, 7, 7.5, 8, 8.5, 9, 10];
  for (const a of steps)
    for (const b of steps) {
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

describe('gradeCard (docs/product/grading.md#final-grade-rule)', () => {
  const m = (frontLR: string, frontTB = '50/50', backLR: string | null = null, backTB: string | null = null): CenteringMeasurements => ({
    frontLR,
    frontTB,
    backLR,
    backTB,
  });
  const s = (surface: Grade, edges: Grade, corners: Grade, centering: Grade | null) => ({ surface, edges, corners, centering });

  // input → grade, numericGrade, authentic, the centering subgrade stored, centeringCap, capped
  it.each<[string, GradeCardInput, Grade | null, Grade, boolean, Grade, Grade | null, boolean]>([
    ['no measurement: the subgrades alone', { subgrades: s(10, 10, 10, 10) }, 10, 10, false, 10, null, false],
    [
      'measured at the 10 limits: nothing capped',
      { subgrades: s(10, 10, 10, 10), centering: m('60/40', '60/40', '75/25', '75/25') },
      10,
      10,
      false,
      10,
      10,
      false,
    ],
    ['back one point past 75/25: centering 9', { subgrades: s(10, 10, 10, 10), centering: m('50/50', '50/50', '76/24') }, 9, 9, false, 9, 9, true],
    ['front one point past 60/40: centering 8.5, final 9', { subgrades: s(10, 10, 10, 10), centering: m('61/39') }, 9, 9, false, 8.5, 8.5, true],
    [
      'front one point past 65/35: centering 7.5, final one step above it',
      { subgrades: s(10, 10, 10, 10), centering: m('66/34') },
      8,
      8,
      false,
      7.5,
      7.5,
      true,
    ],
    ['front past 90/10: centering 1, final 2', { subgrades: s(10, 10, 10, 10), centering: m('91/9') }, 2, 2, false, 1, 1, true],
    [
      'the grader scored lower than the cap: the grader’s subgrade stays',
      { subgrades: s(10, 10, 10, 7), centering: m('60/40') },
      7.5,
      7.5,
      false,
      7,
      10,
      false,
    ],
    ['cap equal to the entered subgrade: not capped', { subgrades: s(8, 8, 8, 8.5), centering: m('65/35') }, 8, 8, false, 8.5, 8.5, false],
    ['measured only: the cap is the centering subgrade', { subgrades: s(9, 9, 9, null), centering: m('70/30') }, 8, 8, false, 7.5, 7.5, false],
    ['measured only, all four axes', { subgrades: s(9, 9, 9, null), centering: m('55/45', '52/48', '60/40', '70/30') }, 9, 9, false, 10, 10, false],
    ['minimum met after the cap', { subgrades: s(10, 10, 10, 10), centering: m('61/39'), minimumGrade: 9 }, 9, 9, false, 8.5, 8.5, true],
    ['the cap takes the card below the minimum: "A"', { subgrades: s(10, 10, 10, 10), centering: m('61/39'), minimumGrade: 10 }, null, 9, true, 8.5, 8.5, true],
    ['minimum met exactly', { subgrades: s(10, 10, 10, 10), minimumGrade: 10 }, 10, 10, false, 10, null, false],
    ['one step short of the minimum: "A"', { subgrades: s(8, 8, 8, 8), minimumGrade: 8.5 }, null, 8, true, 8, null, false],
    ['no minimum', { subgrades: s(6, 6, 6, 1), minimumGrade: null }, 2, 2, false, 1, null, false],
  ])('%s', (_, input, grade, numericGrade, authentic, centering, cap, capped) => {
    const result = gradeCard(input);
    expect(result).toMatchObject({ grade, numericGrade, authentic, centeringCap: cap, capped });
    expect(result.subgrades.centering).toBe(centering);
    expect(result.cappedBy).toBe(capped ? 'centering' : undefined);
    expect(result.autoGrade).toBeNull();
  });

  it('keeps the autograph grade apart, also under an "A"', () => {
    const input: GradeCardInput = { subgrades: s(10, 10, 10, 10), centering: m('61/39'), minimumGrade: 10, autograph: 8 };
    expect(gradeCard(input)).toMatchObject({ grade: null, authentic: true, autoGrade: 8 });
    expect(gradeCard({ ...input, autograph: 1 }).numericGrade).toBe(gradeCard({ ...input, autograph: 10 }).numericGrade);
  });

  it.each<[string, GradeCardInput]>([
    ['centering neither scored nor measured', { subgrades: s(10, 10, 10, null) }],
    ['a subgrade off the scale', { subgrades: { ...s(10, 10, 10, 10), surface: 9.5 as Grade } }],
    ['a centering subgrade off the scale', { subgrades: s(10, 10, 10, 6.5 as Grade) }],
    ['a minimum off the scale', { subgrades: s(10, 10, 10, 10), minimumGrade: 0 as Grade }],
    ['an autograph grade off the scale', { subgrades: s(10, 10, 10, 10), autograph: 11 as Grade }],
    ['an invalid ratio', { subgrades: s(10, 10, 10, 10), centering: m('60/30') }],
  ])('throws on %s', (_, input) => {
    expect(() => gradeCard(input)).toThrow(RangeError);
  });
});

describe('properties', () => {
  const grade = fc.constantFrom(...GRADE_STEPS);
  const ratio = fc.tuple(fc.integer({ min: 500, max: 1000 }), fc.boolean()).map(([larger, flip]) => {
    const [a, b] = [larger / 10, (1000 - larger) / 10];
    return flip ? `${b}/${a}` : `${a}/${b}`;
  });
  const measurements = fc.record({ frontLR: ratio, frontTB: ratio, backLR: fc.option(ratio), backTB: fc.option(ratio) });
  const subgrades = fc.record({ surface: grade, edges: grade, corners: grade, centering: grade });

  test('the cap never raises a grade: the centering only goes down, and so does the final grade', () => {
    fc.assert(
      fc.property(subgrades, measurements, (entered, centering) => {
        const result = gradeCard({ subgrades: entered, centering });
        const cap = centeringCap(centering);
        expect(result.subgrades.centering).toBe(Math.min(entered.centering, cap));
        expect(result.numericGrade).toBeLessThanOrEqual(finalGrade(entered));
        // A capped centering still holds the final grade to one step above the cap.
        expect(result.numericGrade).toBeLessThanOrEqual(stepUp(cap));
        expect(result.capped).toBe(cap < entered.centering);
      }),
    );
  });

  test('a better centering subgrade or cap never yields a lower final grade', () => {
    fc.assert(
      fc.property(subgrades, grade, grade, (entered, capA, capB) => {
        const low = Math.min(capA, capB) as Grade;
        const high = Math.max(capA, capB) as Grade;
        expect(finalGrade({ ...entered, centering: high })).toBeGreaterThanOrEqual(finalGrade({ ...entered, centering: low }));
      }),
    );
  });

  test('"A" exactly when the numeric grade is below the minimum; the number otherwise', () => {
    fc.assert(
      fc.property(subgrades, fc.option(grade), fc.option(measurements), (entered, minimumGrade, centering) => {
        const result = gradeCard({ subgrades: entered, minimumGrade, centering });
        expect(result.authentic).toBe(minimumGrade !== null && result.numericGrade < minimumGrade);
        expect(result.grade).toBe(result.authentic ? null : result.numericGrade);
      }),
    );
  });
});
