// Photos of the cards and the acknowledgement that the cards sent match them (docs/product/orders.md#photos). At
// least one photo is required; the photos need not show every card (100 photos × 6 cards is fewer than the
// 1000 cards an order may hold), so a shortfall is a hint, not an error.
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { PhotoDropzone } from '@/components/photos/PhotoDropzone';
import { cardCount } from '@/lib/shared/orders/card-count';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import { cardsInPhotos } from '@/lib/shared/photos';

export function PhotoSection() {
  const { t } = useTranslation(['orders', 'photos']);
  const { control, formState } = useFormContext<OrderDraft>();
  const [submitType, lines, reholderCards] = useWatch({ control, name: ['submitType', 'lines', 'reholderCards'] });
  const photos = useWatch({ control, name: 'photos' }) ?? [];
  const cards = cardCount({ submitType, lines: lines ?? [], reholderCards: reholderCards ?? [] });
  const shown = cardsInPhotos(photos);
  const photoErrors = formState.errors.photos;
  const listError = photoErrors?.root?.message ?? photoErrors?.message ?? (Array.isArray(photoErrors) ? photoErrors.find(Boolean)?.id?.message : undefined);

  return (
    <Stack spacing={2}>
      {/* The dropzone brings its own heading ("Photos of your cards"). */}
      <Typography variant="body2" color="textSecondary">
        {t('photos.lead')}
      </Typography>
      <Controller control={control} name="photos" render={({ field }) => <PhotoDropzone value={field.value ?? []} onChange={field.onChange} />} />
      {listError && (
        <Alert severity="error" role="alert">
          {t(listError)}
        </Alert>
      )}
      {photos.length > 0 && cards > shown && <Alert severity="info">{t('photos.coverage', { shown, cards })}</Alert>}
      <Controller
        control={control}
        name="photoUploadAgreement"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} required>
            <FormControlLabel
              control={
                <Checkbox
                  id="photoUploadAgreement"
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              label={t('photos.agreement')}
            />
            {fieldState.error?.message && <FormHelperText>{t(fieldState.error.message)}</FormHelperText>}
          </FormControl>
        )}
      />
    </Stack>
  );
}
