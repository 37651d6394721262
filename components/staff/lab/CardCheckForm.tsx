// A card's checks (docs/product/grading.md#correspond-check, issue #10): the correspond check — OK, OMITTED,
// MISS_INPUT with the corrected card information (the old values stay in the audit log), UNGRADABLE — and the VSC
// and defect notes. Validated with the route's schema (lib/shared/schemas/lab.ts); the check itself may change only
// at warehouse-in (the server refuses otherwise), the notes until the defect check is done.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { formFieldErrors } from '@/components/orders/action-errors';
import type { Notice } from '@/components/orders/ActionNotice';
import { type ShownStaffOrder, useCheckCard } from '@/hooks/useStaffOrderActions';
import type { StaffCard } from '@/lib/shared/lab/views';
import { CARD_CATEGORIES, SPORTS_TYPES, SPORTS_TYPE_CATEGORIES } from '@/lib/shared/schemas/order/choices';
import { TEXT_LIMITS } from '@/lib/shared/schemas/order/card-line';
import { CARD_NOTE_MAX, type CHECK_RESULTS, type CardCheckInput, type CorrectedCardInput, cardCheckSchema } from '@/lib/shared/schemas/lab';
import { FormField } from './FormField';
import { labErrorKey } from './lab-errors';
import { checkKey } from './lab-labels';
import { useLabOutcome } from './use-lab-outcome';

const schema = cardCheckSchema.pick(['correspondCheck', 'card', 'vscNote', 'defectNote']);

type CheckResult = (typeof CHECK_RESULTS)[number];
/** In the order staff meet them: a match first, then the cases that still grade, then the refunded ones. */
const RESULT_ORDER = ['OK', 'MISS_INPUT', 'OMITTED', 'UNGRADABLE'] as const satisfies readonly CheckResult[];
interface Values {
  correspondCheck: CheckResult | '';
  card: CorrectedCardInput;
  vscNote: string;
  defectNote: string;
}

const CARD_FIELDS = ['cardCategory', 'sportsType', 'playerName', 'brand', 'setName', 'year', 'cardNumber', 'description'] as const;
/** Server field paths → form paths (the same names). */
const FIELDS: Record<string, string> = Object.fromEntries([
  ['correspondCheck', 'correspondCheck'],
  ['card', 'card.playerName'],
  ['vscNote', 'vscNote'],
  ['defectNote', 'defectNote'],
  ...CARD_FIELDS.map((field) => [`card.${field}`, `card.${field}`]),
]);

/** A year as typed: digits become the number, anything else stays text for the schema to refuse. */
const parseYear = (value: string) => (value.trim() === '' ? null : /^\d+$/.test(value.trim()) ? Number(value.trim()) : value);

function defaults(card: StaffCard): Values {
  return {
    correspondCheck: card.correspondCheck === 'NOT_DETERMINED' ? '' : card.correspondCheck,
    card: {
      cardCategory: card.cardCategory,
      sportsType: card.sportsType,
      playerName: card.playerName ?? '',
      brand: card.brand ?? '',
      setName: card.setName ?? '',
      year: card.year,
      cardNumber: card.cardNumber ?? '',
      description: card.description ?? '',
    },
    vscNote: card.vscNote ?? '',
    defectNote: card.defectNote ?? '',
  };
}

interface Props {
  order: ShownStaffOrder;
  card: StaffCard;
  /** The correspond check may be changed now (warehouse-in); otherwise only the notes. */
  checkOpen: boolean;
  onDone: (notice: Notice) => void;
}

export function CardCheckForm({ order, card, checkOpen, onDone }: Props) {
  const { t } = useTranslation(['lab', 'labApi', 'orders', 'errors']);
  const check = useCheckCard();
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: yupResolver(schema) as unknown as Resolver<Values>,
    defaultValues: defaults(card),
  });
  const [result, category] = useWatch({ control, name: ['correspondCheck', 'card.cardCategory'] });
  const run = useLabOutcome(order.orderNumber, onDone);
  const line = card.position + 1;
  const id = (field: string) => `card-${card.id}-${field}`;

  const submit = handleSubmit((values) =>
    run(
      async () => {
        // The schema's output: the corrected card only with MISS_INPUT, blank notes as null (cleared).
        const cast = values as unknown as CardCheckInput;
        await check.mutateAsync({
          order,
          cardId: card.id,
          check: { correspondCheck: cast.correspondCheck, card: cast.card ?? null, vscNote: cast.vscNote ?? null, defectNote: cast.defectNote ?? null },
        });
        return { severity: 'success', key: 'lab:done.checked', params: { position: line } };
      },
      (error) => {
        for (const item of formFieldErrors(error, FIELDS)) setError(item.path as keyof Values, { type: 'server', message: item.key }, { shouldFocus: true });
      },
    ),
  );
  const busy = formState.isSubmitting || check.isPending;
  const failure = check.isError && formFieldErrors(check.error, FIELDS).length === 0 ? labErrorKey(check.error, 'lab:errors.actionFailed') : null;
  const text = (name: (typeof CARD_FIELDS)[number], extra: { required?: boolean; maxLength?: number; multiline?: boolean } = {}) => (
    <FormField control={control} name={`card.${name}`} id={id(name)} label={t(`orders:line.fields.${name}`)} {...extra} />
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('check.formLabel', { position: line })}>
      <Controller
        control={control}
        name="correspondCheck"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} disabled={!checkOpen} component="fieldset">
            <FormLabel component="legend" id={id('check-label')}>
              {t('check.label')}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={id('check-label')}
              name={id('correspondCheck')}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {RESULT_ORDER.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={t(checkKey(value))} />
              ))}
            </RadioGroup>
            <FormHelperText>
              {fieldState.error?.message ? t(fieldState.error.message) : checkOpen ? t(`check.hints.${field.value || 'none'}`) : t('check.locked')}
            </FormHelperText>
          </FormControl>
        )}
      />
      {checkOpen && result === 'MISS_INPUT' && (
        <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {t('check.corrected')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormField
              control={control}
              name="card.cardCategory"
              id={id('cardCategory')}
              label={t('orders:line.fields.cardCategory')}
              kind="select"
              options={CARD_CATEGORIES.map((value) => ({ value, label: t(`orders:categories.${value}`) }))}
            />
            {SPORTS_TYPE_CATEGORIES.includes(category) && (
              <FormField
                control={control}
                name="card.sportsType"
                id={id('sportsType')}
                label={t('orders:line.fields.sportsType')}
                kind="select"
                options={SPORTS_TYPES.map((value) => ({ value, label: t(`orders:sportsTypes.${value}`) }))}
              />
            )}
            {text('playerName', { required: true, maxLength: TEXT_LIMITS.playerName })}
            {text('brand', { maxLength: TEXT_LIMITS.brand })}
            {text('setName', { maxLength: TEXT_LIMITS.setName })}
            <FormField control={control} name="card.year" id={id('year')} label={t('orders:line.fields.year')} kind="number" maxLength={4} parse={parseYear} />
            {text('cardNumber', { maxLength: TEXT_LIMITS.cardNumber })}
            {text('description', { maxLength: TEXT_LIMITS.description, multiline: true })}
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormField control={control} name="vscNote" id={id('vscNote')} label={t('check.vscNote')} multiline maxLength={CARD_NOTE_MAX} />
        <FormField control={control} name="defectNote" id={id('defectNote')} label={t('check.defectNote')} multiline maxLength={CARD_NOTE_MAX} />
      </Box>
      {failure && <Alert severity="error">{t(failure)}</Alert>}
      <Button type="submit" variant="outlined" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {busy ? t('working') : t('check.save')}
      </Button>
    </Stack>
  );
}
