// General or quick/easy submission, and the service tier (docs/product/orders.md#submission-types): SIMPLE forces
// express and has no minimum grade; changing the submit type resets the cards and related state after a confirmation.
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';
import { BULK_MIN_CARDS } from '@/lib/shared/orders/limits';
import { TURNAROUND_BUSINESS_DAYS } from '@/lib/shared/orders/turnaround';
import { type OrderDraft, changeSubmitType, hasCardContent } from '@/lib/shared/orders/draft';
import { DRAFT_ORDER_TYPES } from '@/lib/shared/schemas/order/choices';

export function SubmitTypeChoice({ onReplace }: { onReplace: (draft: OrderDraft) => void }) {
  const { t } = useTranslation('orders');
  const { control, getValues } = useFormContext<OrderDraft>();
  const submitType = useWatch({ control, name: 'submitType' });
  const [pending, setPending] = useState<'GENERAL' | 'SIMPLE' | null>(null);

  const choose = (next: 'GENERAL' | 'SIMPLE' | null) => {
    if (!next || next === submitType) return;
    if (hasCardContent(getValues())) setPending(next);
    else onReplace(changeSubmitType(getValues(), next));
  };

  return (
    <Stack spacing={2.5}>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600 }}>
          {t('submitType.label')}
        </FormLabel>
        <ToggleButtonGroup exclusive color="primary" value={submitType} onChange={(_event, value: 'GENERAL' | 'SIMPLE' | null) => choose(value)} fullWidth>
          {(['GENERAL', 'SIMPLE'] as const).map((type) => (
            <ToggleButton key={type} value={type} sx={{ flexDirection: 'column', py: 1.25, textTransform: 'none' }}>
              <Typography sx={{ fontWeight: 700 }}>{t(`submitType.${type}`)}</Typography>
              <Typography variant="caption" color="textSecondary">
                {t(`submitType.${type}Hint`)}
              </Typography>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </FormControl>

      {submitType === 'GENERAL' ? (
        <Controller
          control={control}
          name="orderType"
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={Boolean(fieldState.error)}>
              <FormLabel component="legend" sx={{ fontWeight: 600 }}>
                {t('orderType.label')}
              </FormLabel>
              <RadioGroup row value={field.value} onChange={(event) => field.onChange(event.target.value)} name={field.name}>
                {DRAFT_ORDER_TYPES.map((type) => (
                  <FormControlLabel
                    key={type}
                    value={type}
                    control={<Radio />}
                    label={
                      <span>
                        <strong>{t(`orderType.${type}`)}</strong>{' '}
                        <Typography component="span" variant="body2" color="textSecondary">
                          {t(`orderType.${type}Hint`, { days: TURNAROUND_BUSINESS_DAYS[type], min: BULK_MIN_CARDS })}
                        </Typography>
                      </span>
                    }
                    sx={{ mr: 3 }}
                  />
                ))}
              </RadioGroup>
              {fieldState.error?.message && <FormHelperText>{t(fieldState.error.message)}</FormHelperText>}
            </FormControl>
          )}
        />
      ) : (
        <Alert severity="info">{t('submitType.simpleInfo', { days: TURNAROUND_BUSINESS_DAYS.EXP })}</Alert>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={t('submitType.confirmTitle')}
        text={t('submitType.confirmText')}
        confirmLabel={t('submitType.confirm')}
        cancelLabel={t('account:cancel')}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) onReplace(changeSubmitType(getValues(), pending));
          setPending(null);
        }}
      />
    </Stack>
  );
}
