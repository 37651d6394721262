// The grading scale of SPEC.md §1: whole and half steps from 1 to 10, as graders record them.
export const GRADE_STEPS = [1, 2, 3, 4, 5, 6, 7, 7.5, 8, 8.5, 9, 10] as const;
export type Grade = (typeof GRADE_STEPS)[number];

export function isGrade(value: unknown): value is Grade {
  return typeof value === 'number' && (GRADE_STEPS as readonly number[]).includes(value);
}

/** The next step up the scale (10 stays 10). */
export function stepUp(grade: Grade): Grade {
  const index = GRADE_STEPS.indexOf(grade);
  return GRADE_STEPS[Math.min(index + 1, GRADE_STEPS.length - 1)]!;
}
