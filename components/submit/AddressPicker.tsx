// The return address, chosen from the address book (docs/product/orders.md#shipping-step: required). An address can
// be added right here (the wizard's draft stays on this page), or managed on my page.
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from '@/hooks/useTranslation';
import { useEffect, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { AddressBookActions, AddressRadioGroup } from '@/components/account/AddressChoices';
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
          <AddressRadioGroup
            addresses={addresses}
            empty={<Alert severity="warning">{t('shipping.address.none')}</Alert>}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            defaultLabel={t('shipping.address.default')}
          />
          {fieldState.error?.message && <FormHelperText>{t(fieldState.error.message)}</FormHelperText>}
          <AddressBookActions addLabel={t('shipping.address.add')} manageLabel={t('shipping.address.manage')} onAdd={() => setAdding(true)} />
          {adding && <AddressFormDialog address={null} isFirst={(addresses?.length ?? 0) === 0} onClose={() => setAdding(false)} />}
        </FormControl>
      )}
    />
  );
}
