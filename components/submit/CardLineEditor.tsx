// One card line of a general / quick submission (docs/product/orders.md#card-line-fields,
// docs/product/orders.md#card-line-rules): every field of the card, the auto-grading choice (required, nothing
// pre-selected), the minimum grade (general only) and encasing, with the line's price from the server's statement.
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { GRADES } from '@/lib/shared/grading/scale';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import { TEXT_LIMITS } from '@/lib/shared/schemas/order/card-line';
import { CARD_CATEGORIES, SPORTS_TYPES, SPORTS_TYPE_CATEGORIES } from '@/lib/shared/schemas/order/choices';
import { LineField } from './LineField';

interface Props {
  index: number;
  canRemove: boolean;
  /** "NT$585 × 2 = NT$1,170" from the live statement, when known. */
  priceText: string | null;
  onDuplicate: () => void;
  onRemove: () => void;
}

export function CardLineEditor({ index, canRemove, priceText, onDuplicate, onRemove }: Props) {
  const { t } = useTranslation('orders');
  const { control, setValue } = useFormContext<OrderDraft>();
  const [category, isAuto, submitType] = useWatch({ control, name: [`lines.${index}.cardCategory`, `lines.${index}.isAuto`, 'submitType'] });
  const id = (field: string) => `line-${index}-${field}`;
  const label = (field: string) => t(`line.fields.${field}`);
  const titleId = id('title');

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, flex: 1 }}>
          {t('line.title', { number: index + 1 })}
          {/* A real space, so the accessible name reads "Card 1 NT$650 × 1", not "Card 1NT$650". */}
          {priceText && ' '}
          {priceText && (
            <Typography component="span" variant="body2" color="textSecondary" sx={{ ml: 1, fontWeight: 400 }}>
              {priceText}
            </Typography>
          )}
        </Typography>
        <Tooltip title={t('line.duplicate')}>
          <IconButton onClick={onDuplicate} aria-label={t('line.duplicateNumber', { number: index + 1 })} size="small">
            <ContentCopyOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('line.remove')}>
          <span>
            <IconButton onClick={onRemove} disabled={!canRemove} aria-label={t('line.removeNumber', { number: index + 1 })} size="small">
              <DeleteOutline fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <LineField
            name={`lines.${index}.cardCategory`}
            id={id('cardCategory')}
            label={label('cardCategory')}
            kind="select"
            options={CARD_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
            onChanged={(value) => {
              if (!SPORTS_TYPE_CATEGORIES.includes(value as never)) setValue(`lines.${index}.sportsType`, 'ETC');
            }}
          />
        </Grid>
        {SPORTS_TYPE_CATEGORIES.includes(category) && (
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <LineField
              name={`lines.${index}.sportsType`}
              id={id('sportsType')}
              label={label('sportsType')}
              kind="select"
              options={SPORTS_TYPES.map((value) => ({ value, label: t(`sportsTypes.${value}`) }))}
            />
          </Grid>
        )}
        <Grid size={{ xs: 6, sm: 6, md: 4 }}>
          <LineField name={`lines.${index}.year`} id={id('year')} label={label('year')} kind="number" />
        </Grid>
        <Grid size={{ xs: 6, sm: 6, md: 4 }}>
          <LineField name={`lines.${index}.cardNumber`} id={id('cardNumber')} label={label('cardNumber')} maxLength={TEXT_LIMITS.cardNumber} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <LineField name={`lines.${index}.setName`} id={id('setName')} label={label('setName')} maxLength={TEXT_LIMITS.setName} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <LineField name={`lines.${index}.brand`} id={id('brand')} label={label('brand')} maxLength={TEXT_LIMITS.brand} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <LineField name={`lines.${index}.playerName`} id={id('playerName')} label={label('playerName')} required maxLength={TEXT_LIMITS.playerName} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <LineField
            name={`lines.${index}.description`}
            id={id('description')}
            label={label('description')}
            maxLength={TEXT_LIMITS.description}
            multiline
            helper={t('line.descriptionHint')}
          />
        </Grid>
        <Grid size={{ xs: 4, sm: 3, md: 2 }}>
          <LineField name={`lines.${index}.quantity`} id={id('quantity')} label={label('quantity')} kind="number" required />
        </Grid>
        {submitType === 'GENERAL' && (
          <Grid size={{ xs: 8, sm: 4, md: 3 }}>
            <LineField
              name={`lines.${index}.minimumGrade`}
              id={id('minimumGrade')}
              label={label('minimumGrade')}
              kind="select"
              options={[{ value: '', label: t('line.minimumGradeNone') }, ...GRADES.map((grade) => ({ value: String(grade), label: String(grade) }))]}
              parse={(value) => (value === '' ? null : Number(value))}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 5, md: 4 }}>
          <Controller
            control={control}
            name={`lines.${index}.isAuto`}
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
                <FormLabel component="legend" sx={{ fontSize: '0.8rem' }}>
                  {label('isAuto')}
                </FormLabel>
                <RadioGroup
                  row
                  name={field.name}
                  value={field.value === null || field.value === undefined ? '' : String(field.value)}
                  onChange={(event) => field.onChange(event.target.value === 'true')}
                >
                  <FormControlLabel value="true" control={<Radio size="small" slotProps={{ input: { ref: field.ref } }} />} label={t('line.yes')} />
                  <FormControlLabel value="false" control={<Radio size="small" />} label={t('line.no')} />
                </RadioGroup>
                {fieldState.error?.message && <FormHelperText>{t(fieldState.error.message)}</FormHelperText>}
              </FormControl>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <Controller
            control={control}
            name={`lines.${index}.casing`}
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox id={id('casing')} checked={field.value !== false} onChange={(event) => field.onChange(event.target.checked)} />}
                label={label('casing')}
              />
            )}
          />
        </Grid>
        {isAuto === true && (
          <Grid size={{ xs: 12, md: 6 }}>
            <LineField name={`lines.${index}.signer`} id={id('signer')} label={label('signer')} maxLength={TEXT_LIMITS.signer} />
          </Grid>
        )}
      </Grid>
    </Paper>
  );
}
