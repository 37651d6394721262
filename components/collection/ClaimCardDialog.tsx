// "Claim a card" (issue #25, docs/decisions/0035-claim-codes.md): the buyer of a graded card types its serial and the
// claim code the seller gave them, and the certificate moves to their collection. A react-hook-form form on the API's
// own schema (claimSchema): a mistyped code is caught by its check character before anything is sent. The server's
// refusals stand under the field they are about (a code that does not match, or was used already, under the code);
// the others ("already yours", voided, too many tries) are the form's alert. On success the dialog says which card
// joined the collection. The collection page hosts it (its "Claim a card" button opens it).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/common/FormDialog';
import { FormTextField } from '@/components/common/FormTextField';
import { useClaimCard } from '@/hooks/useClaims';
import { useTranslation } from '@/hooks/useTranslation';
import { ApiError } from '@/lib/client/api';
import { errorMessageKey, fieldErrors } from '@/lib/client/error-message';
import { type ClaimedCard, claimSchema } from '@/lib/shared/schemas/claim';

type Values = { serial: string; code: string };
type Field = keyof Values;

/** The refusals that are about one field: shown under it. */
const FIELD_OF_KEY: Record<string, Field> = { 'claims:errors.noMatch': 'code', 'claims:errors.spent': 'code' };

interface Props {
  open: boolean;
  onClose: () => void;
  /** After a card joined (the page may scroll to it or refresh more than the collection's queries). */
  onClaimed?: (card: ClaimedCard) => void;
}

export function ClaimCardDialog({ open, onClose, onClaimed }: Props) {
  const { t } = useTranslation(['claims', 'errors']);
  const mutation = useClaimCard();
  const [claimed, setClaimed] = useState<ClaimedCard | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: yupResolver(claimSchema) as never,
    defaultValues: { serial: '', code: '' },
  });

  const close = () => {
    reset();
    setClaimed(null);
    setFailure(null);
    mutation.reset();
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const card = await mutation.mutateAsync(values);
      setClaimed(card);
      onClaimed?.(card);
    } catch (error) {
      const fields = fieldErrors(error).filter((item) => item.path === 'serial' || item.path === 'code');
      for (const item of fields) setError(item.path as Field, { type: 'server', message: item.key }, { shouldFocus: true });
      const key = ApiError.from(error).key;
      const field = key ? FIELD_OF_KEY[key] : undefined;
      if (field && key) setError(field, { type: 'server', message: key }, { shouldFocus: true });
      else if (fields.length === 0) setFailure(key?.startsWith('claims:') ? key : errorMessageKey(error, {}, { fallback: 'claims:errors.generic' }));
    }
  });

  if (!open) return null;
  if (claimed) {
    return (
      <Dialog open onClose={close} aria-labelledby="claim-done-title" aria-describedby="claim-done-text" fullWidth maxWidth="sm">
        <DialogTitle id="claim-done-title">{t('claims:dialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="claim-done-text" role="status">
            {t('claims:dialog.success', { card: claimed.card, serial: claimed.serial })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={close} autoFocus>
            {t('claims:dialog.close')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <FormDialog
      titleId="claim-card-title"
      title={t('claims:dialog.title')}
      lead={t('claims:dialog.intro')}
      onClose={close}
      onSubmit={submit}
      busy={formState.isSubmitting || mutation.isPending}
      cancelLabel={t('claims:dialog.cancel')}
      submitLabel={t('claims:dialog.submit')}
      error={failure && t(failure)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField
          control={control}
          name="serial"
          translateError={t}
          id="claim-serial"
          label={t('claims:dialog.serial')}
          hint={t('claims:dialog.serialHelp')}
          required
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 20 } }}
        />
        <FormTextField
          control={control}
          name="code"
          translateError={t}
          id="claim-code"
          label={t('claims:dialog.code')}
          hint={t('claims:dialog.codeHelp')}
          required
          fullWidth
          slotProps={{
            htmlInput: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 64, style: { fontFamily: 'monospace' } },
          }}
        />
      </Stack>
    </FormDialog>
  );
}
