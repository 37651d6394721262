// Regrade a published certificate (issue #22; docs/product/certificates.md#staff-corrections): the scoring form's
// fields — four subgrades, measured centering, the autograph grade for an autograph card — seeded with the record's,
// the live preview of the shared gradeCard() (the minimum the member asked for decides the "A" mark, as at the first
// score), and the reason. Saving supersedes the printed labels when the grade changes: the dialog says so first.
import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { type Control, type Resolver, useForm } from 'react-hook-form';
import { FormDialog } from '@/components/common/FormDialog';
import { formFieldErrors } from '@/components/orders/action-errors';
import type { Notice } from '@/components/orders/ActionNotice';
import { FormField } from '@/components/staff/lab/FormField';
import { GradePreviewPanel } from '@/components/staff/lab/GradePreviewPanel';
import type { ScoreValues } from '@/components/staff/lab/ScoreForm';
import { useCertificateAction } from '@/hooks/useStaffCertificate';
import type { StaffCertificateDetail } from '@/lib/shared/certificates/staff-views';
import { GRADES, SUBGRADES } from '@/lib/shared/grading/scale';
import { type RegradeInput, regradeSchema } from '@/lib/shared/schemas/certificate-admin';
import { certAdminErrorKey } from './cert-admin-errors';
import { ReasonField } from './ReasonField';
import { useCertificateOutcome } from './use-certificate-outcome';

const RATIOS = ['centeringFrontLR', 'centeringFrontTB', 'centeringBackLR', 'centeringBackTB'] as const;
const FORM_FIELDS = [...SUBGRADES, ...RATIOS, 'autoGrade', 'reason'] as const;
const schema = regradeSchema.pick([...FORM_FIELDS]);
type Values = Pick<RegradeInput, (typeof FORM_FIELDS)[number]>;
const FIELDS: Record<string, string> = Object.fromEntries(FORM_FIELDS.map((field) => [field, field]));

const parseGrade = (value: string) => (value === '' ? null : Number(value));
const GRADE_OPTIONS = GRADES.map((grade) => ({ value: String(grade), label: String(grade) }));

function defaults({ record }: StaffCertificateDetail): Values {
  return {
    surface: record.surface,
    edges: record.edges,
    corners: record.corners,
    centering: record.centering,
    centeringFrontLR: record.centeringFrontLR ?? '',
    centeringFrontTB: record.centeringFrontTB ?? '',
    centeringBackLR: record.centeringBackLR ?? '',
    centeringBackTB: record.centeringBackTB ?? '',
    autoGrade: record.autoGrade,
    reason: '',
  } as Values;
}

interface Props {
  detail: StaffCertificateDetail;
  onClose: () => void;
  onDone: (notice: Notice) => void;
}

export function RegradeDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation(['certAdmin', 'lab', 'labApi', 'errors']);
  const regrade = useCertificateAction('regrade');
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: yupResolver(schema) as unknown as Resolver<Values>,
    defaultValues: defaults(detail),
  });
  const run = useCertificateOutcome(detail.serial, onDone);
  const { record } = detail;
  const id = (field: string) => `regrade-${field}`;
  const submit = handleSubmit((values) =>
    run(
      async () => {
        const fresh = await regrade.mutateAsync({
          shown: detail,
          body: {
            surface: values.surface,
            edges: values.edges,
            corners: values.corners,
            centering: values.centering ?? null,
            centeringFrontLR: values.centeringFrontLR ?? '',
            centeringFrontTB: values.centeringFrontTB ?? '',
            centeringBackLR: values.centeringBackLR ?? '',
            centeringBackTB: values.centeringBackTB ?? '',
            autoGrade: record.isAuto ? (values.autoGrade ?? null) : null,
            reason: values.reason,
          },
        });
        const grade = fresh.record.authentic ? 'A' : String(fresh.record.grade ?? '');
        return { severity: 'success', key: 'certAdmin:done.regrade', params: { serial: detail.serial, grade } };
      },
      (error) => {
        for (const item of formFieldErrors(error, FIELDS)) setError(item.path as keyof Values, { type: 'server', message: item.key }, { shouldFocus: true });
      },
    ),
  );
  const busy = formState.isSubmitting || regrade.isPending;
  const failure = regrade.isError && formFieldErrors(regrade.error, FIELDS).length === 0 ? certAdminErrorKey(regrade.error) : null;

  return (
    <FormDialog
      titleId="regrade-title"
      title={t('regrade.title', { serial: detail.serial })}
      lead={t('regrade.lead')}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      holdWhileBusy
      maxWidth="md"
      fullScreenOnPhone
      cancelLabel={t('dialog.back')}
      submitLabel={t('regrade.confirm')}
      busyLabel={t('dialog.working')}
      error={failure && t(failure)}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
            {SUBGRADES.map((subgrade) => (
              <FormField
                key={subgrade}
                control={control}
                name={subgrade}
                id={id(subgrade)}
                label={t(`lab:score.subgrades.${subgrade}`)}
                kind="select"
                required={subgrade !== 'centering'}
                emptyLabel={subgrade === 'centering' ? t('lab:score.centeringMeasured') : t('lab:score.choose')}
                options={GRADE_OPTIONS}
                parse={parseGrade}
              />
            ))}
          </Box>
          <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {t('lab:score.centering.title')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
              {RATIOS.map((ratio) => (
                <FormField
                  key={ratio}
                  control={control}
                  name={ratio}
                  id={id(ratio)}
                  label={t(`lab:score.centering.${ratio}`)}
                  placeholder="55/45"
                  maxLength={11}
                />
              ))}
            </Box>
          </Box>
          {record.isAuto && (
            <Box sx={{ maxWidth: { sm: 240 } }}>
              <FormField
                control={control}
                name="autoGrade"
                id={id('autoGrade')}
                label={t('lab:score.autoGrade')}
                kind="select"
                required
                emptyLabel={t('lab:score.choose')}
                options={GRADE_OPTIONS}
                parse={parseGrade}
              />
            </Box>
          )}
          <ReasonField control={control} name="reason" id={id('reason')} label={t('dialog.reason')} />
        </Stack>
        <Stack spacing={1.5}>
          <GradePreviewPanel
            control={control as unknown as Control<ScoreValues>}
            card={{ id: Number(detail.serial), minimumGrade: record.minimumGrade, isAuto: record.isAuto }}
          />
          <Typography variant="body2" color="textSecondary">
            {t('regrade.labels')}
          </Typography>
        </Stack>
      </Box>
    </FormDialog>
  );
}
