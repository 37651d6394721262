// The live preview of the scoring form (docs/product/grading.md#final-grade-rule, issue #10): as the grader types,
// the grade the shared gradeCard() will store — the same function the server runs — or "A" below the member's
// minimum, with the cap measured centering puts on the centering subgrade
// (docs/product/grading.md#centering-tolerances). Pure: the form feeds it what it holds, half-typed values included.
import { type CenteringField, type CenteringMeasurements, type CenteringRatioProblem, centeringProblems } from '@/lib/shared/grading/centering';
import { type CardGrade, gradeCard } from '@/lib/shared/grading/final-grade';
import { type Grade, isGrade } from '@/lib/shared/grading/scale';

/** What the scoring form holds: a subgrade not chosen yet is null; a ratio not measured is blank. */
export interface ScoreDraft {
  surface?: number | null;
  edges?: number | null;
  corners?: number | null;
  centering?: number | null;
  centeringFrontLR?: string | null;
  centeringFrontTB?: string | null;
  centeringBackLR?: string | null;
  centeringBackTB?: string | null;
  autoGrade?: number | null;
}

export type GradePreview =
  /** A subgrade is missing, or the centering is neither scored nor measured. */
  | { state: 'incomplete' }
  /** A measured ratio cannot be read yet ("55/4", "60/50"). */
  | { state: 'invalid'; problems: Partial<Record<CenteringField, CenteringRatioProblem>> }
  | { state: 'ready'; result: CardGrade };

const blank = (value: string | null | undefined) => value == null || value.trim() === '';
const grade = (value: number | null | undefined): Grade | null => (isGrade(value) ? value : null);

/** The measured centering the draft holds: none when every ratio is blank. */
export function measurementsOf(draft: ScoreDraft): CenteringMeasurements | null {
  const fields = [draft.centeringFrontLR, draft.centeringFrontTB, draft.centeringBackLR, draft.centeringBackTB];
  if (fields.every(blank)) return null;
  return {
    frontLR: draft.centeringFrontLR ?? '',
    frontTB: draft.centeringFrontTB ?? '',
    backLR: draft.centeringBackLR ?? null,
    backTB: draft.centeringBackTB ?? null,
  };
}

export function previewGrade(draft: ScoreDraft, card: { minimumGrade: number | null; isAuto: boolean }): GradePreview {
  const surface = grade(draft.surface);
  const edges = grade(draft.edges);
  const corners = grade(draft.corners);
  const centering = grade(draft.centering);
  const measured = measurementsOf(draft);
  if (measured) {
    const problems = centeringProblems(measured);
    if (Object.keys(problems).length > 0) return { state: 'invalid', problems };
  }
  if (surface === null || edges === null || corners === null || (centering === null && measured === null)) return { state: 'incomplete' };
  const result = gradeCard({
    subgrades: { surface, edges, corners, centering },
    centering: measured,
    minimumGrade: grade(card.minimumGrade),
    autograph: card.isAuto ? grade(draft.autoGrade) : null,
  });
  return { state: 'ready', result };
}
