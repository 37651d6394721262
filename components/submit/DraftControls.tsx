// "Save draft" stores the draft on the server (a TEMP_SAVED order) so another device can resume it;
// "Saved drafts" lists them to resume or delete (docs/product/orders.md#drafts: a draft can be stored temporarily).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useSaveDraft } from '@/hooks/useOrderDrafts';
import { errorCode, errorMessageKey } from '@/lib/client/error-message';
import type { DraftSummary } from '@/lib/server/orders/list-drafts';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import { DraftsDialog } from './DraftsDialog';

interface Props {
  onResume: (draft: DraftSummary) => void;
}

export function DraftControls({ onResume }: Props) {
  const { t } = useTranslation(['orders', 'errors']);
  const { getValues, setValue } = useFormContext<OrderDraft>();
  const save = useSaveDraft();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);

  const onSave = async () => {
    try {
      const result = await save.mutateAsync(getValues());
      setValue('draftId', result.id);
      setSaved(true);
    } catch (error) {
      // The server copy was deleted or submitted elsewhere: the next save keeps a new copy.
      const code = errorCode(error);
      if (code === 'NOT_FOUND' || code === 'CONFLICT') setValue('draftId', null);
    }
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" size="small" onClick={onSave} disabled={save.isPending}>
          {save.isPending ? t('drafts.saving') : t('drafts.save')}
        </Button>
        <Button variant="text" size="small" onClick={() => setOpen(true)}>
          {t('drafts.open')}
        </Button>
      </Stack>
      {save.isError && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => save.reset()}>
          {t(
            errorMessageKey(save.error, {
              CONFLICT: 'orders:errors.alreadySubmitted',
              NOT_FOUND: 'orders:errors.draftGone',
              BAD_REQUEST: 'orders:errors.draftLimit',
            }),
          )}
        </Alert>
      )}
      <Snackbar
        open={saved}
        autoHideDuration={4000}
        onClose={() => setSaved(false)}
        message={t('drafts.saved')}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      />
      <DraftsDialog
        open={open}
        currentId={open ? getValues('draftId') : null}
        onDeleted={(id) => {
          if (getValues('draftId') === id) setValue('draftId', null);
        }}
        onClose={() => setOpen(false)}
        onResume={(draft) => {
          setOpen(false);
          onResume(draft);
        }}
      />
    </>
  );
}
