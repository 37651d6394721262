// The admin's two ownership tools (issue #25, docs/decisions/0035-claim-codes.md), each a react-hook-form form on the
// API's own schema, with the consequence said before the admin confirms: "reissue claim code" (a reason) and "move to
// member" (the member's e-mail or member id, and a reason). Field refusals stand under their fields; the others (no
// such member, the same owner, voided) are the form's alert.
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '@/components/common/FormDialog';
import { useOwnershipAction } from '@/hooks/useClaims';
import { useTranslation } from '@/hooks/useTranslation';
import { ApiError } from '@/lib/client/api';
import { errorMessageKey, fieldErrors } from '@/lib/client/error-message';
import { REASON_MAX } from '@/lib/shared/certificates/corrections';
import type { CertificateOwnership } from '@/lib/shared/certificates/ownership-views';
import { moveCertificateSchema, reissueClaimCodeSchema } from '@/lib/shared/schemas/claim';

type Values = { member: string; reason: string };
type Kind = 'reissue' | 'move';

interface Props {
  kind: Kind;
  serial: string;
  onClose: () => void;
  onDone: (fresh: CertificateOwnership) => void;
}

export function OwnershipDialog({ kind, serial, onClose, onDone }: Props) {
  const { t } = useTranslation(['claims', 'certAdmin', 'errors']);
  const mutation = useOwnershipAction(serial, kind);
  const schema = kind === 'move' ? moveCertificateSchema : reissueClaimCodeSchema;
  const { control, handleSubmit, setError, formState } = useForm<Values>({ resolver: yupResolver(schema) as never, defaultValues: { member: '', reason: '' } });
  const submit = handleSubmit(async (values) => {
    try {
      onDone(await mutation.mutateAsync(kind === 'move' ? values : ({ reason: values.reason } as never)));
    } catch (error) {
      for (const item of fieldErrors(error)) {
        if (item.path === 'member' || item.path === 'reason') setError(item.path, { type: 'server', message: item.key }, { shouldFocus: true });
      }
    }
  });
  const failure = mutation.isError && fieldErrors(mutation.error).length === 0 ? (ApiError.from(mutation.error).key ?? errorMessageKey(mutation.error)) : null;
  const field = (name: keyof Values, label: string, extra: { multiline?: boolean; autoFocus?: boolean; max: number }) => (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <TextField
          id={`${kind}-${name}`}
          label={label}
          required
          fullWidth
          autoFocus={extra.autoFocus}
          multiline={extra.multiline}
          minRows={extra.multiline ? 2 : undefined}
          name={input.name}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          inputRef={input.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          slotProps={{ htmlInput: { maxLength: extra.max } }}
        />
      )}
    />
  );
  return (
    <FormDialog
      titleId={`${kind}-owner-title`}
      title={t(kind === 'move' ? 'claims:staff.moveTitle' : 'claims:staff.reissueTitle')}
      lead={t(kind === 'move' ? 'claims:staff.moveIntro' : 'claims:staff.reissueIntro')}
      onClose={onClose}
      onSubmit={submit}
      busy={formState.isSubmitting || mutation.isPending}
      holdWhileBusy
      cancelLabel={t('claims:staff.cancel')}
      submitLabel={t('claims:staff.confirm')}
      submitColor="warning"
      error={failure && t(failure)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {kind === 'move' && field('member', t('claims:staff.member'), { autoFocus: true, max: 254 })}
        {field('reason', t('claims:staff.reason'), { multiline: true, autoFocus: kind === 'reissue', max: REASON_MAX })}
      </Stack>
    </FormDialog>
  );
}
