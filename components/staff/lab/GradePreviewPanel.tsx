// What the scores being typed come to (docs/product/grading.md#final-grade-rule): the final grade, or "A" with the
// number it fell short with (docs/product/grading.md#minimum-grade-and-the-a-mark), the cap measured centering puts
// on the centering subgrade (docs/product/grading.md#centering-tolerances) and the autograph grade, announced politely
// to screen readers as it changes.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import type { Control } from 'react-hook-form';
import { AUTHENTIC_MARK } from '@/lib/shared/grading/scale';
import type { StaffCard } from '@/lib/shared/lab/views';
import type { ScoreValues } from './ScoreForm';
import { useGradePreview } from './use-grade-preview';

interface Props {
  control: Control<ScoreValues>;
  card: Pick<StaffCard, 'id' | 'minimumGrade' | 'isAuto'>;
}

export function GradePreviewPanel({ control, card }: Props) {
  const { t } = useTranslation('lab');
  const preview = useGradePreview(control, card);
  const headingId = `card-${card.id}-preview`;
  return (
    <Box role="status" aria-labelledby={headingId} aria-live="polite" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h4">
        {t('preview.title')}
      </Typography>
      {preview.state === 'incomplete' && (
        <Typography variant="body2" color="textSecondary">
          {t('preview.incomplete')}
        </Typography>
      )}
      {preview.state === 'invalid' && (
        <Typography variant="body2" sx={{ color: 'warning.dark' }}>
          {t('preview.invalid')}
        </Typography>
      )}
      {preview.state === 'ready' && (
        <>
          <Typography sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.2 }} data-testid={`grade-preview-${card.id}`}>
            {preview.result.grade ?? AUTHENTIC_MARK}
          </Typography>
          {preview.result.authentic && (
            <Typography variant="body2">{t('preview.authentic', { grade: preview.result.numericGrade, minimum: card.minimumGrade ?? '' })}</Typography>
          )}
          <Typography variant="body2">
            {preview.result.centeringCap === null ? t('preview.noCap') : t('preview.cap', { cap: preview.result.centeringCap })}
          </Typography>
          {preview.result.capped && (
            <Typography variant="body2" sx={{ color: 'warning.dark' }}>
              {t('preview.capped', { centering: preview.result.subgrades.centering })}
            </Typography>
          )}
          {card.isAuto && preview.result.autoGrade !== null && (
            <Typography variant="body2">{t('preview.autoGrade', { grade: preview.result.autoGrade })}</Typography>
          )}
        </>
      )}
    </Box>
  );
}
