// The scoring form's live preview as a hook (issue #10): watches every field of the form and runs previewGrade()
// — the shared gradeCard() — on each change (a handful of comparisons: no memo needed).
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import type { StaffCard } from '@/lib/shared/lab/views';
import { type GradePreview, type ScoreDraft, previewGrade } from './grade-preview';

export function useGradePreview<T extends FieldValues & ScoreDraft>(control: Control<T>, card: Pick<StaffCard, 'minimumGrade' | 'isAuto'>): GradePreview {
  const draft = useWatch({ control }) as ScoreDraft;
  return previewGrade(draft, { minimumGrade: card.minimumGrade, isAuto: card.isAuto });
}
