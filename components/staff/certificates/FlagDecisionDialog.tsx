// Confirm or dismiss an open entry of the suspicious-certificates queue, or (ADMIN) open a decided one again
// (issue #22; docs/product/certificates.md#suspicious-certificates): a note of 5 to 500 characters, and what the
// decision does to the public page said before it is sent. An entry someone else decided meanwhile ends the dialog
// with that message; the queue is fetched again either way.
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from '@/hooks/useTranslation';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/common/FormDialog';
import { formFieldErrors } from '@/components/orders/action-errors';
import type { Notice } from '@/components/orders/ActionNotice';
import { useSingleFlight } from '@/components/orders/single-flight';
import { useDecideFlag, useReopenFlag } from '@/hooks/useCertificateFlags';
import { ApiError } from '@/lib/client/api';
import { mayReopenFlag } from '@/lib/shared/certificates/corrections';
import type { CertificateFlagView } from '@/lib/shared/certificates/staff-views';
import { flagDecisionSchema } from '@/lib/shared/schemas/certificate-admin';
import { CERT_ADMIN_MESSAGES, certAdminErrorKey } from './cert-admin-errors';
import { ReasonField } from './ReasonField';

export type FlagDialogMode = 'CONFIRMED' | 'DISMISSED' | 'reopen';

const schema = flagDecisionSchema.pick(['note']);
type Values = { note: string };
const FIELDS = { note: 'note' } as const;

interface Props {
  flag: CertificateFlagView;
  mode: FlagDialogMode;
  onClose: () => void;
  onDone: (notice: Notice) => void;
}

export function FlagDecisionDialog({ flag, mode, onClose, onDone }: Props) {
  const { t } = useTranslation(['certAdmin', 'errors']);
  const decide = useDecideFlag();
  const reopen = useReopenFlag();
  const mutation = mode === 'reopen' ? reopen : decide;
  const once = useSingleFlight();
  const { control, handleSubmit, setError, formState } = useForm<Values>({ resolver: yupResolver(schema), defaultValues: { note: '' } });
  const submit = handleSubmit(({ note }) =>
    once(async () => {
      try {
        if (mode === 'reopen') {
          if (!mayReopenFlag(flag.status)) return;
          await reopen.mutateAsync({ flag, input: { expectedStatus: flag.status, note } });
        } else {
          await decide.mutateAsync({ flag, input: { expectedStatus: 'OPEN', decision: mode, note } });
        }
        onDone({ severity: 'success', key: `certAdmin:flags.done.${mode}`, params: { serial: flag.certificate.serial } });
      } catch (error) {
        if (ApiError.from(error).key === CERT_ADMIN_MESSAGES.flagChanged) return onDone({ severity: 'warning', key: CERT_ADMIN_MESSAGES.flagChanged });
        for (const item of formFieldErrors(error, FIELDS)) setError('note', { type: 'server', message: item.key }, { shouldFocus: true });
      }
    }),
  );
  const busy = formState.isSubmitting || mutation.isPending;
  const failure = mutation.isError && formFieldErrors(mutation.error, FIELDS).length === 0 ? certAdminErrorKey(mutation.error) : null;
  const titleId = `flag-${flag.id}-${mode}-title`;
  return (
    <FormDialog
      titleId={titleId}
      title={t(`flags.dialog.${mode}.title`, { serial: flag.certificate.serial })}
      lead={t(`flags.dialog.${mode}.lead`)}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      holdWhileBusy
      cancelLabel={t('dialog.back')}
      submitLabel={t(`flags.dialog.${mode}.confirm`)}
      busyLabel={t('dialog.working')}
      submitColor={mode === 'CONFIRMED' ? 'error' : 'primary'}
      error={failure && t(failure)}
    >
      <ReasonField control={control} name="note" id={`${titleId}-note`} label={t('flags.dialog.note')} />
    </FormDialog>
  );
}
