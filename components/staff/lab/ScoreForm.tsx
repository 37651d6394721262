// Scoring a card (docs/product/grading.md#subgrades, issue #10): the four subgrades on the grading scale, optional
// measured centering front and back (docs/product/grading.md#centering-tolerances) and, for autograph cards, the
// autograph grade (docs/product/grading.md#autograph-grade). The preview beside it runs the shared gradeCard() as the
// grader types — the same function the server stores with — so the grade, the "A" mark and the centering cap are
// seen before saving. The first save allocates the certificate's serial; a re-score keeps it.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { type Resolver, useForm } from 'react-hook-form';
import { formFieldErrors } from '@/components/orders/action-errors';
import type { Notice } from '@/components/orders/ActionNotice';
import { type ShownStaffOrder, useScoreCard } from '@/hooks/useStaffOrderActions';
import { GRADES, SUBGRADES } from '@/lib/shared/grading/scale';
import type { StaffCard } from '@/lib/shared/lab/views';
import { type ScoreInput, scoreSchema } from '@/lib/shared/schemas/lab';
import { FormField } from './FormField';
import { GradePreviewPanel } from './GradePreviewPanel';
import { labErrorKey } from './lab-errors';
import { useLabOutcome } from './use-lab-outcome';

const RATIOS = ['centeringFrontLR', 'centeringFrontTB', 'centeringBackLR', 'centeringBackTB'] as const;
const FORM_FIELDS = [...SUBGRADES, ...RATIOS, 'autoGrade'] as const;
const schema = scoreSchema.pick([...FORM_FIELDS]);

export type ScoreValues = Pick<ScoreInput, (typeof FORM_FIELDS)[number]>;
const FIELDS: Record<string, string> = Object.fromEntries(FORM_FIELDS.map((field) => [field, field]));

const parseGrade = (value: string) => (value === '' ? null : Number(value));
const GRADE_OPTIONS = GRADES.map((grade) => ({ value: String(grade), label: String(grade) }));

function defaults(card: StaffCard): ScoreValues {
  const c = card.certificate;
  return {
    surface: c?.surface ?? (null as unknown as ScoreValues['surface']),
    edges: c?.edges ?? (null as unknown as ScoreValues['edges']),
    corners: c?.corners ?? (null as unknown as ScoreValues['corners']),
    centering: c?.centering ?? null,
    centeringFrontLR: c?.centeringFrontLR ?? '',
    centeringFrontTB: c?.centeringFrontTB ?? '',
    centeringBackLR: c?.centeringBackLR ?? '',
    centeringBackTB: c?.centeringBackTB ?? '',
    autoGrade: c?.autoGrade ?? null,
  } as ScoreValues;
}

interface Props {
  order: ShownStaffOrder;
  card: StaffCard;
  onDone: (notice: Notice) => void;
}

export function ScoreForm({ order, card, onDone }: Props) {
  const { t } = useTranslation(['lab', 'labApi', 'errors']);
  const score = useScoreCard();
  const { control, handleSubmit, setError, formState } = useForm<ScoreValues>({
    resolver: yupResolver(schema) as unknown as Resolver<ScoreValues>,
    defaultValues: defaults(card),
  });
  const run = useLabOutcome(order.orderNumber, onDone);
  const line = card.position + 1;
  const id = (field: string) => `card-${card.id}-${field}`;
  const rescoring = card.certificate !== null;

  const submit = handleSubmit((values) =>
    run(
      async () => {
        const detail = await score.mutateAsync({
          order,
          cardId: card.id,
          score: {
            surface: values.surface,
            edges: values.edges,
            corners: values.corners,
            centering: values.centering ?? null,
            centeringFrontLR: values.centeringFrontLR ?? '',
            centeringFrontTB: values.centeringFrontTB ?? '',
            centeringBackLR: values.centeringBackLR ?? '',
            centeringBackTB: values.centeringBackTB ?? '',
            autoGrade: card.isAuto ? (values.autoGrade ?? null) : null,
          },
        });
        const serial = detail.cards.find((item) => item.id === card.id)?.certificate?.serial ?? '';
        return { severity: 'success', key: rescoring ? 'lab:done.rescored' : 'lab:done.scored', params: { position: line, serial } };
      },
      (error) => {
        for (const item of formFieldErrors(error, FIELDS))
          setError(item.path as keyof ScoreValues, { type: 'server', message: item.key }, { shouldFocus: true });
      },
    ),
  );
  const busy = formState.isSubmitting || score.isPending;
  const failure = score.isError && formFieldErrors(score.error, FIELDS).length === 0 ? labErrorKey(score.error, 'lab:errors.actionFailed') : null;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('score.formLabel', { position: line })}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}
    >
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
          {SUBGRADES.map((subgrade) => (
            <FormField
              key={subgrade}
              control={control}
              name={subgrade}
              id={id(subgrade)}
              label={t(`score.subgrades.${subgrade}`)}
              kind="select"
              required={subgrade !== 'centering'}
              emptyLabel={subgrade === 'centering' ? t('score.centeringMeasured') : t('score.choose')}
              options={GRADE_OPTIONS}
              parse={parseGrade}
            />
          ))}
        </Box>
        <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {t('score.centering.title')}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
            {t('score.centering.lead')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
            {RATIOS.map((ratio) => (
              <FormField key={ratio} control={control} name={ratio} id={id(ratio)} label={t(`score.centering.${ratio}`)} placeholder="55/45" maxLength={11} />
            ))}
          </Box>
        </Box>
        {card.isAuto && (
          <Box sx={{ maxWidth: { sm: 240 } }}>
            <FormField
              control={control}
              name="autoGrade"
              id={id('autoGrade')}
              label={t('score.autoGrade')}
              kind="select"
              required
              emptyLabel={t('score.choose')}
              options={GRADE_OPTIONS}
              parse={parseGrade}
            />
          </Box>
        )}
        {failure && <Alert severity="error">{t(failure)}</Alert>}
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
          {busy ? t('working') : t(rescoring ? 'score.rescore' : 'score.save')}
        </Button>
      </Stack>
      <GradePreviewPanel control={control} card={card} />
    </Box>
  );
}
