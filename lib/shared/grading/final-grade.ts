// Final grade from the four subgrades (docs/product/grading.md#final-grade-rule): the highest grade on the scale that
// is not above the subgrades' average and not more than one step above the lowest subgrade.
import { GRADE_STEPS, type Grade, stepUp } from './scale';

export interface Subgrades {
  surface: Grade;
  edges: Grade;
  corners: Grade;
  centering: Grade;
}

export function finalGrade(subgrades: Subgrades): Grade {
  const values = [subgrades.surface, subgrades.edges, subgrades.corners, subgrades.centering];
  const average = values.reduce((sum, value) => sum + value, 0) / values.length;
  const cap = stepUp(Math.min(...values) as Grade);
  const allowed = GRADE_STEPS.filter((grade) => grade <= average && grade <= cap);
  // The lowest subgrade is itself ≤ average, so at least that grade is always allowed.
  return allowed[allowed.length - 1]!;
}

/**
 * docs/product/grading.md#minimum-grade-and-the-a-mark: a card below the member's requested minimum gets the "A"
 * (authentic) mark instead.
 */
export function meetsMinimum(grade: Grade, minimumGrade: number | null | undefined): boolean {
  return minimumGrade == null || grade >= minimumGrade;
}
