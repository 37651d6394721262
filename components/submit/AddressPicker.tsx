// The return address, chosen from the address book (docs/product/orders.md#shipping-step: required). An address can
// be added right here (the wizard's draft stays on this page), or managed on my page.
import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { useEffect, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { AddressFormDialog } from '@/components/account/AddressFormDialog';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import type { AddressView } from '@/lib/shared/schemas/address';

export function AddressPicker({ addresses }: { addresses: AddressView[] | null }) {
  const { t } = useTranslation('orders');
  const { control, getValues, setValue } = useFormContext<OrderDraft>();
  const [adding, setAdding] = useState(false);

  // The default address is chosen for the member; an address deleted meanwhile is unchosen.
  useEffect(() => {
    if (!addresses) return;
    const chosen = getValues('shippingAddressId');
    if (chosen && addresses.some((address) => address.id === chosen)) return;
    const fallback = addresses.find((address) => address.isDefault) ?? addresses[0];
    setValue('shippingAddressId', fallback?.id ?? null);
  }, [addresses, getValues, setValue]);

  return (
    <Controller
      control={control}
      name="shippingAddressId"
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} required fullWidth>
          <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
            {t('shipping.address.title')}
          </FormLabel>
          {!addresses ? (
            <Skeleton variant="rounded" height={72} />
          ) : addresses.length === 0 ? (
            <Alert severity="warning">{t('shipping.address.none')}</Alert>
          ) : (
            <RadioGroup
              name={field.name}
              value={field.value === null ? '' : String(field.value)}
              onChange={(event) => field.onChange(Number(event.target.value))}
            >
              {addresses.map((address, index) => (
                <FormControlLabel
                  key={address.id}
                  value={String(address.id)}
                  control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
                  sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                  label={
                    <span>
                      <Typography component="span" sx={{ fontWeight: 600 }}>
                        {address.nickname}
                        {address.isDefault ? ` · ${t('shipping.address.default')}` : ''}
                      </Typography>
                      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                        {address.recipient} · {address.phone}
                      </Typography>
                      <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
                        {[address.postalCode, address.address, address.addressDetail].filter(Boolean).join(' ')}
                      </Typography>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          )}
          {fieldState.error?.message && <FormHelperText>{t(fieldState.error.message)}</FormHelperText>}
          <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Button size="small" variant="outlined" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
              {t('shipping.address.add')}
            </Button>
            <Link component={NextLink} href="/account/addresses" variant="body2">
              {t('shipping.address.manage')}
            </Link>
          </Stack>
          {adding && <AddressFormDialog address={null} isFirst={(addresses?.length ?? 0) === 0} onClose={() => setAdding(false)} />}
        </FormControl>
      )}
    />
  );
}
