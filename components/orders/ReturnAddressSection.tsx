// Where the graded cards go back to (the order's copy of the address), with "Change" while the server allows it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { SectionCard } from '@/components/account/SectionCard';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import type { Notice } from './ActionNotice';
import { ChangeAddressDialog } from './ChangeAddressDialog';

export function ReturnAddressSection({ order, onDone }: { order: OrderDetail; onDone: (notice: Notice) => void }) {
  const { t } = useTranslation('myorders');
  const [changing, setChanging] = useState(false);
  const { recipient, phone, postalCode, address, addressDetail, memo } = order.shipping;
  const line = [postalCode, address, addressDetail].filter(Boolean).join(' ');
  return (
    <SectionCard id="return-address" title={t('address.title')}>
      {recipient || line ? (
        <Box component="address" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }} data-testid="return-address">
          <Typography sx={{ fontWeight: 600 }}>{[recipient, phone].filter(Boolean).join(' · ')}</Typography>
          <Typography>{line}</Typography>
          {memo && (
            <Typography variant="body2" color="textSecondary">
              {t('address.memo', { memo })}
            </Typography>
          )}
        </Box>
      ) : (
        <Typography color="textSecondary">{t('address.missing')}</Typography>
      )}
      {order.actions.changeAddress && (
        <Button variant="outlined" onClick={() => setChanging(true)} sx={{ mt: 2 }}>
          {t('address.change')}
        </Button>
      )}
      {changing && (
        <ChangeAddressDialog
          order={order}
          onClose={() => setChanging(false)}
          onDone={(notice) => {
            setChanging(false);
            onDone(notice);
          }}
        />
      )}
    </SectionCard>
  );
}
