// Void or restore a certificate (issue #22; docs/product/certificates.md#staff-corrections): a reason of 5 to 500
// characters, the consequence said before the admin confirms (a void takes the certificate out of the population and
// every genuine label then reads "voided"; a restore counts it again).
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from '@/hooks/useTranslation';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/common/FormDialog';
import { formFieldErrors } from '@/components/orders/action-errors';
import type { Notice } from '@/components/orders/ActionNotice';
import { useCertificateAction } from '@/hooks/useStaffCertificate';
import type { StaffCertificateDetail } from '@/lib/shared/certificates/staff-views';
import { certificateReasonSchema } from '@/lib/shared/schemas/certificate-admin';
import { certAdminErrorKey } from './cert-admin-errors';
import { ReasonField } from './ReasonField';
import { useCertificateOutcome } from './use-certificate-outcome';

const schema = certificateReasonSchema.pick(['reason']);
type Values = { reason: string };
const FIELDS = { reason: 'reason' } as const;

interface Props {
  kind: 'void' | 'restore';
  detail: StaffCertificateDetail;
  onClose: () => void;
  onDone: (notice: Notice) => void;
}

export function ReasonDialog({ kind, detail, onClose, onDone }: Props) {
  const { t } = useTranslation(['certAdmin', 'errors']);
  const mutation = useCertificateAction(kind);
  const { control, handleSubmit, setError, formState } = useForm<Values>({ resolver: yupResolver(schema), defaultValues: { reason: '' } });
  const run = useCertificateOutcome(detail.serial, onDone);
  const submit = handleSubmit(({ reason }) =>
    run(
      async () => {
        await mutation.mutateAsync({ shown: detail, body: { reason } });
        return { severity: 'success', key: `certAdmin:done.${kind}`, params: { serial: detail.serial } };
      },
      (error) => {
        for (const item of formFieldErrors(error, FIELDS)) setError('reason', { type: 'server', message: item.key }, { shouldFocus: true });
      },
    ),
  );
  const busy = formState.isSubmitting || mutation.isPending;
  const failure = mutation.isError && formFieldErrors(mutation.error, FIELDS).length === 0 ? certAdminErrorKey(mutation.error) : null;
  return (
    <FormDialog
      titleId={`${kind}-title`}
      title={t(`${kind}.title`, { serial: detail.serial })}
      lead={t(`${kind}.lead`)}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      holdWhileBusy
      cancelLabel={t('dialog.back')}
      submitLabel={t(`${kind}.confirm`)}
      busyLabel={t('dialog.working')}
      submitColor={kind === 'void' ? 'error' : 'primary'}
      error={failure && t(failure)}
    >
      <ReasonField control={control} name="reason" id={`${kind}-reason`} label={t('dialog.reason')} />
    </FormDialog>
  );
}
