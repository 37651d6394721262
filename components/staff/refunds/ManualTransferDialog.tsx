// Record a stuck refund as returned by a bank transfer made by hand (decision 0027): the bank's reference is required
// (the API's schema validates the form), and the consequence is said first — the refund is done, the order follows
// its money, and the gateway is never asked again.
import { yupResolver } from '@hookform/resolvers/yup';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '@/components/common/FormDialog';
import { formFieldErrors } from '@/components/orders/action-errors';
import { useManualRefund } from '@/hooks/useStuckRefunds';
import { useTranslation } from '@/hooks/useTranslation';
import type { StuckRefundView } from '@/lib/shared/refunds/views';
import { type ManualTransferInput, manualTransferSchema } from '@/lib/shared/schemas/refunds';
import { refundErrorKey } from './refund-errors';

const FIELDS = { reference: 'reference' } as const;

interface Props {
  refund: StuckRefundView;
  amount: string;
  onClose: () => void;
  onDone: () => void;
}

export function ManualTransferDialog({ refund, amount, onClose, onDone }: Props) {
  const { t } = useTranslation(['refunds', 'errors']);
  const mutation = useManualRefund();
  const { control, handleSubmit, setError, formState } = useForm<ManualTransferInput>({
    resolver: yupResolver(manualTransferSchema),
    defaultValues: { reference: '' },
  });
  const submit = handleSubmit(async (body) => {
    try {
      await mutation.mutateAsync({ id: refund.id, body });
      onDone();
    } catch (error) {
      for (const item of formFieldErrors(error, FIELDS)) setError('reference', { type: 'server', message: item.key }, { shouldFocus: true });
    }
  });
  const busy = formState.isSubmitting || mutation.isPending;
  const failure = mutation.isError && formFieldErrors(mutation.error, FIELDS).length === 0 ? refundErrorKey(mutation.error) : null;
  return (
    <FormDialog
      titleId="manual-transfer-title"
      title={t('manual.title', { orderNumber: refund.orderNumber })}
      lead={t('manual.lead', { amount, key: refund.gatewayKey })}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      holdWhileBusy
      cancelLabel={t('manual.back')}
      submitLabel={t('manual.confirm')}
      busyLabel={t('manual.working')}
      error={failure && t(failure)}
    >
      <Controller
        name="reference"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id="manual-transfer-reference"
            label={t('manual.reference')}
            required
            autoFocus
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ? t(fieldState.error.message) : t('manual.referenceHelp')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        )}
      />
    </FormDialog>
  );
}
