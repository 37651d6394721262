// Step 3: what we accept and what a minimum grade means, acknowledged with a required checkbox
// (docs/product/orders.md#caution-step, docs/product/orders.md#accepted-cards: thickness at most 160 pt /
// 4 mm, 2.5 × 3.5 in, printed since 1999 — Pokémon any year; the minimum-grade caution must be acknowledged).
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ACCEPTED_CARD, FIRST_POKEMON_YEAR, MIN_CARD_YEAR } from '@/lib/shared/orders/limits';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import { StepActions } from './StepActions';

const RULES = ['thickness', 'size', 'year', 'condition', 'sleeves'] as const;

export function CautionStep({ onBack, onNext }: { onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation('orders');
  const { control } = useFormContext<OrderDraft>();
  const [submitType, lines] = useWatch({ control, name: ['submitType', 'lines'] });
  const withMinimum = (lines ?? []).filter((line) => line.minimumGrade !== null).length;
  const params = {
    pt: ACCEPTED_CARD.maxThicknessPt,
    mm: ACCEPTED_CARD.maxThicknessMm,
    width: ACCEPTED_CARD.widthIn,
    height: ACCEPTED_CARD.heightIn,
    year: MIN_CARD_YEAR,
    pokemon: FIRST_POKEMON_YEAR,
  };

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" aria-labelledby="caution-title" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography id="caution-title" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1.5 }}>
          {t(submitType === 'REHOLDER' ? 'caution.reholderTitle' : 'caution.title')}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ pl: 2.5, m: 0 }}>
          {(submitType === 'REHOLDER' ? (['reholderSlab', 'reholderGrade'] as const) : RULES).map((rule) => (
            <Typography component="li" key={rule} variant="body2">
              {t(`caution.rules.${rule}`, params)}
            </Typography>
          ))}
        </Stack>
      </Paper>
      {submitType === 'GENERAL' && (
        <Alert severity={withMinimum > 0 ? 'warning' : 'info'} component="section" aria-label={t('caution.minimumTitle')}>
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t('caution.minimumTitle')}</Typography>
          <Typography variant="body2">{t('caution.minimumText')}</Typography>
          {withMinimum > 0 && (
            <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
              {t('caution.minimumCount', { count: withMinimum })}
            </Typography>
          )}
        </Alert>
      )}
      <Controller
        control={control}
        name="cautionAgreement"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} required>
            <FormControlLabel
              control={
                <Checkbox
                  id="cautionAgreement"
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              label={t('caution.agreement')}
            />
            {fieldState.error?.message && <FormHelperText>{t(fieldState.error.message)}</FormHelperText>}
          </FormControl>
        )}
      />
      <StepActions onBack={onBack} onNext={onNext} nextLabel={t('actions.toPayment')} />
    </Stack>
  );
}
