// The grading scale of docs/product/grading.md#grading-scale: whole and half steps from 1 to 10, as graders record
// them and as the public pages read them, with the subgrades and the mark given instead of a number.
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

/**
 * Numeric grades from best to worst, as the public scale is read (docs/product/grading.md#grading-scale: 10, 9, 8.5 …
 * 1). Derived from the graders' ascending GRADE_STEPS so the scale is written once.
 */
export const GRADES: readonly Grade[] = [...GRADE_STEPS].reverse();

/** Translation id of a grade: 8.5 → "g8_5" (dots would be read as key separators). */
export function gradeKey(grade: Grade): string {
  return `g${String(grade).replace('.', '_')}`;
}

/**
 * The mark given instead of a number when the member's requested minimum grade is not met
 * (docs/product/grading.md#minimum-grade-and-the-a-mark).
 */
export const AUTHENTIC_MARK = 'A';

/** The four subgrades every card is scored on (docs/product/grading.md#subgrades). */
export const SUBGRADES = ['surface', 'edges', 'corners', 'centering'] as const;
