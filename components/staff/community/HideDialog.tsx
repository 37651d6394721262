// Hide an album or a feed item (issue #25): the reason is required (5 to 500 characters, the API's own schema) — the
// owner reads it in their e-mail and on their albums page.
import { yupResolver } from '@hookform/resolvers/yup';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '@/components/common/FormDialog';
import { formFieldErrors } from '@/components/orders/action-errors';
import { useTranslation } from '@/hooks/useTranslation';
import { type ModerationTarget, useSetHidden } from '@/hooks/useCommunityModeration';
import { REASON_MAX } from '@/lib/shared/certificates/corrections';
import { type HideInput, hideSchema } from '@/lib/shared/schemas/feed-moderation';
import { adminErrorKey } from '../admin/admin-errors';

interface Props {
  target: ModerationTarget & { title: string };
  onClose: () => void;
  onDone: () => void;
}

export function HideDialog({ target, onClose, onDone }: Props) {
  const { t } = useTranslation(['communityAdmin', 'admin', 'errors']);
  const mutation = useSetHidden();
  const { control, handleSubmit, setError, formState } = useForm<HideInput>({ resolver: yupResolver(hideSchema), defaultValues: { reason: '' } });
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await mutation.mutateAsync({ kind: target.kind, id: target.id, reason });
      onDone();
    } catch (error) {
      for (const item of formFieldErrors(error, { reason: 'reason' })) setError('reason', { type: 'server', message: item.key }, { shouldFocus: true });
    }
  });
  const failure = mutation.isError && formFieldErrors(mutation.error, { reason: 'reason' }).length === 0 ? adminErrorKey(mutation.error) : null;
  return (
    <FormDialog
      titleId="hide-title"
      title={t(target.kind === 'album' ? 'hide.albumTitle' : 'hide.itemTitle', { name: target.title })}
      lead={t(target.kind === 'album' ? 'hide.albumLead' : 'hide.itemLead')}
      onClose={onClose}
      onSubmit={submit}
      busy={formState.isSubmitting || mutation.isPending}
      holdWhileBusy
      cancelLabel={t('hide.cancel')}
      submitLabel={t('hide.confirm')}
      busyLabel={t('hide.working')}
      submitColor="warning"
      error={failure && t(failure)}
    >
      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState }) => (
          <TextField
            id="hide-reason"
            label={t('hide.reason')}
            required
            fullWidth
            multiline
            minRows={2}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ? t(fieldState.error.message) : t('hide.counter', { count: (field.value ?? '').length, max: REASON_MAX })}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        )}
      />
    </FormDialog>
  );
}
