// Correct the card a published certificate names (issue #22; docs/product/certificates.md#staff-corrections): the
// card-line fields seeded with the record's, and the reason. Another card (anything but spacing or letter case of the
// label's fields) supersedes the printed labels and moves the certificate to that card's population: the dialog
// says so first.
import { yupResolver } from '@hookform/resolvers/yup';
import { FORM_FIELDS_ONLY } from '@/lib/client/form-fields-only';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/hooks/useTranslation';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/common/FormDialog';
import { formFieldErrors } from '@/components/orders/action-errors';
import type { Notice } from '@/components/orders/ActionNotice';
import { FormField } from '@/components/staff/lab/FormField';
import { useCertificateAction } from '@/hooks/useStaffCertificate';
import type { StaffCertificateDetail } from '@/lib/shared/certificates/staff-views';
import { type CorrectionInput, correctionSchema } from '@/lib/shared/schemas/certificate-admin';
import { TEXT_LIMITS } from '@/lib/shared/schemas/order/card-line';
import { CARD_CATEGORIES, SPORTS_TYPES, SPORTS_TYPE_CATEGORIES } from '@/lib/shared/schemas/order/choices';
import { certAdminErrorKey } from './cert-admin-errors';
import { ReasonField } from './ReasonField';
import { useCertificateOutcome } from './use-certificate-outcome';

const FORM_FIELDS = ['cardCategory', 'sportsType', 'year', 'brand', 'setName', 'cardNumber', 'playerName', 'reason'] as const;
const schema = correctionSchema.pick([...FORM_FIELDS]);
type Values = Pick<CorrectionInput, (typeof FORM_FIELDS)[number]>;
const FIELDS: Record<string, string> = Object.fromEntries(FORM_FIELDS.map((field) => [field, field]));
const TEXT_FIELDS = ['playerName', 'brand', 'setName', 'cardNumber'] as const;

/** "1999" → 1999, "" → null; anything else stays text for the schema to refuse. */
const parseYear = (value: string) => (value.trim() === '' ? null : /^\d+$/.test(value.trim()) ? Number(value.trim()) : value);

interface Props {
  detail: StaffCertificateDetail;
  onClose: () => void;
  onDone: (notice: Notice) => void;
}

export function CorrectDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation(['certAdmin', 'orders', 'errors']);
  const correct = useCertificateAction('correct');
  const { card } = detail.record;
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    // The defaults spread the stored card (its description too): only the form's fields are sent.
    resolver: yupResolver(schema, FORM_FIELDS_ONLY) as unknown as Resolver<Values>,
    defaultValues: { ...card, brand: card.brand ?? '', setName: card.setName ?? '', cardNumber: card.cardNumber ?? '', reason: '' },
  });
  const category = useWatch({ control, name: 'cardCategory' });
  const run = useCertificateOutcome(detail.serial, onDone);
  const id = (field: string) => `correct-${field}`;
  const submit = handleSubmit(({ reason, ...fields }) =>
    run(
      async () => {
        await correct.mutateAsync({ shown: detail, body: { ...fields, reason } });
        return { severity: 'success', key: 'certAdmin:done.correct', params: { serial: detail.serial } };
      },
      (error) => {
        for (const item of formFieldErrors(error, FIELDS)) setError(item.path as keyof Values, { type: 'server', message: item.key }, { shouldFocus: true });
      },
    ),
  );
  const busy = formState.isSubmitting || correct.isPending;
  const failure = correct.isError && formFieldErrors(correct.error, FIELDS).length === 0 ? certAdminErrorKey(correct.error) : null;

  return (
    <FormDialog
      titleId="correct-title"
      title={t('correct.title', { serial: detail.serial })}
      lead={t('correct.lead')}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      holdWhileBusy
      fullScreenOnPhone
      cancelLabel={t('dialog.back')}
      submitLabel={t('correct.confirm')}
      busyLabel={t('dialog.working')}
      error={failure && t(failure)}
    >
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormField
            control={control}
            name="cardCategory"
            id={id('cardCategory')}
            label={t('orders:line.fields.cardCategory')}
            kind="select"
            options={CARD_CATEGORIES.map((value) => ({ value, label: t(`orders:categories.${value}`) }))}
          />
          {SPORTS_TYPE_CATEGORIES.includes(category) && (
            <FormField
              control={control}
              name="sportsType"
              id={id('sportsType')}
              label={t('orders:line.fields.sportsType')}
              kind="select"
              options={SPORTS_TYPES.map((value) => ({ value, label: t(`orders:sportsTypes.${value}`) }))}
            />
          )}
          <FormField control={control} name="year" id={id('year')} label={t('orders:line.fields.year')} kind="number" maxLength={4} parse={parseYear} />
          {TEXT_FIELDS.map((field) => (
            <FormField
              key={field}
              control={control}
              name={field}
              id={id(field)}
              label={t(`orders:line.fields.${field}`)}
              required={field === 'playerName'}
              maxLength={TEXT_LIMITS[field]}
            />
          ))}
        </Box>
        <ReasonField control={control} name="reason" id={id('reason')} label={t('dialog.reason')} />
      </Stack>
    </FormDialog>
  );
}
