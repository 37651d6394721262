// The shipping address book (docs/product/accounts.md#shipping-addresses): list, add, edit, delete, default.
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { useDeleteAddress, useSetDefaultAddress } from '@/hooks/useAddresses';
import { errorMessageKey } from '@/lib/client/error-message';
import { type AddressView, MAX_ADDRESSES } from '@/lib/shared/schemas/address';
import { AddressCard } from './AddressCard';
import { AddressFormDialog } from './AddressFormDialog';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';

const ERRORS = { DEFAULT_ADDRESS_UNDELETABLE: 'account:addresses.errors.defaultUndeletable', NOT_FOUND: 'account:addresses.errors.notFound' } as const;

export function AddressBook({ addresses }: { addresses: AddressView[] }) {
  const { t } = useTranslation(['account', 'errors']);
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<AddressView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AddressView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const failed = remove.error ?? makeDefault.error;
  const busy = remove.isPending || makeDefault.isPending;
  const full = addresses.length >= MAX_ADDRESSES;

  const confirmDelete = async () => {
    if (!deleting) return;
    setNotice(null);
    makeDefault.reset();
    try {
      await remove.mutateAsync(deleting.id);
      setNotice('addresses.deleted');
    } finally {
      setDeleting(null);
    }
  };

  const setAsDefault = async (address: AddressView) => {
    setNotice(null);
    remove.reset();
    try {
      await makeDefault.mutateAsync(address.id);
      setNotice('addresses.defaultChanged');
    } catch {
      // Shown from makeDefault.error.
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography color="textSecondary">{t('addresses.count', { count: addresses.length, max: MAX_ADDRESSES })}</Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')} disabled={full}>
          {t('addresses.add')}
        </Button>
      </Box>
      <Box aria-live="polite">
        {notice && !failed && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t(notice)}
          </Alert>
        )}
        {failed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t(errorMessageKey(failed, ERRORS))}
          </Alert>
        )}
        {full && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('addresses.errors.limit')}
          </Alert>
        )}
      </Box>
      {addresses.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{t('addresses.empty')}</Typography>
          <Button variant="outlined" onClick={() => setEditing('new')}>
            {t('addresses.addFirst')}
          </Button>
        </Paper>
      ) : (
        <Grid container spacing={2}>
          {addresses.map((address) => (
            <Grid key={address.id} size={{ xs: 12, sm: 6 }}>
              <AddressCard
                address={address}
                busy={busy}
                onEdit={() => setEditing(address)}
                onDelete={() => setDeleting(address)}
                onMakeDefault={() => void setAsDefault(address)}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {editing && (
        <AddressFormDialog
          address={editing === 'new' ? null : editing}
          isFirst={addresses.length === 0}
          onClose={(saved) => {
            setNotice(saved ? 'addresses.saved' : null);
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('addresses.deleteTitle')}
        text={t('addresses.deleteText', { name: deleting?.nickname ?? '' })}
        confirmLabel={t('addresses.delete')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete().catch(() => undefined)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
