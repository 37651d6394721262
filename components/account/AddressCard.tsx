// One address of the address book, with its actions. The default one cannot be deleted
// (docs/product/accounts.md#shipping-addresses).
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import type { AddressView } from '@/lib/shared/schemas/address';

interface Props {
  address: AddressView;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

export function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: Props) {
  const { t } = useTranslation('account');
  const headingId = `address-${address.id}-name`;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column', borderColor: address.isDefault ? 'primary.main' : undefined }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.05rem', wordBreak: 'break-word' }}>
          {address.nickname}
        </Typography>
        {address.isDefault && <Chip label={t('addresses.default')} color="primary" size="small" />}
      </Stack>
      <Typography sx={{ wordBreak: 'break-word' }}>
        {address.recipient} · {address.phone}
      </Typography>
      <Typography color="textSecondary" sx={{ wordBreak: 'break-word' }}>
        {address.postalCode ? `${address.postalCode} ` : ''}
        {address.address}
        {address.addressDetail ? `, ${address.addressDetail}` : ''}
      </Typography>
      {address.deliveryMemo && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
          {t('addresses.memo', { memo: address.deliveryMemo })}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 'auto', pt: 2, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={onEdit} disabled={busy} aria-label={t('addresses.editNamed', { name: address.nickname })}>
          {t('addresses.edit')}
        </Button>
        {!address.isDefault && (
          <>
            <Button size="small" onClick={onMakeDefault} disabled={busy} aria-label={t('addresses.makeDefaultNamed', { name: address.nickname })}>
              {t('addresses.makeDefault')}
            </Button>
            <Button size="small" color="error" onClick={onDelete} disabled={busy} aria-label={t('addresses.deleteNamed', { name: address.nickname })}>
              {t('addresses.delete')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
