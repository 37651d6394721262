// The grade of a card, decided once for the staff scoring form's preview and for the server
// (docs/product/grading.md#final-grade-rule): the four subgrades with the centering subgrade capped by measured
// centering (docs/product/grading.md#centering-tolerances, docs/decisions/0011-centering-tolerances.md), the final-grade
// rule, the "A" mark below the member's minimum (docs/product/grading.md#minimum-grade-and-the-a-mark), and the
// autograph grade kept apart (docs/product/grading.md#autograph-grade). Pure and browser-safe.
import { type CenteringMeasurements, centeringCap } from './centering';
import { GRADE_STEPS, type Grade, isGrade, stepUp } from './scale';

export interface Subgrades {
  surface: Grade;
  edges: Grade;
  corners: Grade;
  centering: Grade;
}

/**
 * docs/product/grading.md#final-grade-rule: the highest grade on the scale that is not above the subgrades' average and
 * not more than one step above the lowest subgrade.
 */
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

export interface GradeCardInput {
  /**
   * What the grader scored. The centering subgrade may be left out when the centering is measured: the grader enters
   * measured ratios instead (docs/product/grading.md#centering-tolerances).
   */
  subgrades: Omit<Subgrades, 'centering'> & { centering?: Grade | null };
  /** Measured centering; its cap lowers the centering subgrade, never raises it. */
  centering?: CenteringMeasurements | null;
  /** The member's requested minimum for the card line (general submissions only). */
  minimumGrade?: Grade | null;
  /** The autograph's own grade, for cards submitted with auto-grading (`isAuto`). */
  autograph?: Grade | null;
}

export interface CardGrade {
  /** The grade printed and stored: null when the card gets the "A" mark. */
  grade: Grade | null;
  /** What the final-grade rule gives, before the minimum check (staff see it even under an "A"). */
  numericGrade: Grade;
  /** The "A" (authentic) mark: the numeric grade fell short of the member's minimum. */
  authentic: boolean;
  /** The subgrades as stored: centering after the cap. */
  subgrades: Subgrades;
  /** The best grade the measured centering allows; null when the centering was not measured. */
  centeringCap: Grade | null;
  /** The measured centering lowered the centering subgrade the grader entered. */
  capped: boolean;
  cappedBy?: 'centering';
  /** The autograph grade, unchanged: it never enters the final-grade rule, and an "A" card keeps it. */
  autoGrade: Grade | null;
}

function checkGrade(name: string, value: unknown): void {
  if (!isGrade(value)) throw new RangeError(`${name} is not a grade of the scale: ${JSON.stringify(value)}`);
}

/**
 * The one grading decision the staff form previews and the server stores. The centering subgrade is the grader's,
 * lowered to the cap of the measured centering when that is lower (or the cap itself when only measurements were
 * entered); the final-grade rule then runs on the four subgrades, so a capped centering holds the final grade to at
 * most one step above the cap. Below the member's minimum the card gets "A" and no number. Throws a RangeError on a
 * value off the scale, on an invalid ratio, or when the centering is neither scored nor measured.
 */
export function gradeCard(input: GradeCardInput): CardGrade {
  const { surface, edges, corners } = input.subgrades;
  const entered = input.subgrades.centering ?? null;
  checkGrade('surface', surface);
  checkGrade('edges', edges);
  checkGrade('corners', corners);
  if (entered !== null) checkGrade('centering', entered);
  if (input.minimumGrade != null) checkGrade('minimumGrade', input.minimumGrade);
  if (input.autograph != null) checkGrade('autograph', input.autograph);

  const cap = input.centering ? centeringCap(input.centering) : null;
  if (entered === null && cap === null) throw new RangeError('centering: enter a centering subgrade or measured centering');
  const centering = entered === null ? cap! : cap === null ? entered : (Math.min(entered, cap) as Grade);
  const capped = entered !== null && cap !== null && cap < entered;

  const subgrades: Subgrades = { surface, edges, corners, centering };
  const numericGrade = finalGrade(subgrades);
  const authentic = !meetsMinimum(numericGrade, input.minimumGrade);
  return {
    grade: authentic ? null : numericGrade,
    numericGrade,
    authentic,
    subgrades,
    centeringCap: cap,
    capped,
    ...(capped ? { cappedBy: 'centering' as const } : {}),
    autoGrade: input.autograph ?? null,
  };
}
