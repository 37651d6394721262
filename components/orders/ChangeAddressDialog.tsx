// Changing the return address from the address book (docs/product/order-lifecycle.md#shipping-address-changes),
// while the server allows it. An address that would change the delivery cost (to or from Jeju) is refused by the
// server; that refusal is shown plainly, as is an address deleted meanwhile.
import { yupResolver } from '@hookform/resolvers/yup';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import type { InferType } from 'yup';
import { AddressFormDialog } from '@/components/account/AddressFormDialog';
import { useAddresses } from '@/hooks/useAddresses';
import { staleOrderOf, useChangeOrderAddress } from '@/hooks/useOrderActions';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import type { AddressView } from '@/lib/shared/schemas/address';
import { changeOrderAddressSchema } from '@/lib/shared/schemas/order-actions';
import { MYORDERS_ERRORS, actionErrorKey, formFieldErrors } from './action-errors';
import type { Notice } from './ActionNotice';
import { useSingleFlight } from './single-flight';
import { withMui } from '@/components/providers/with-mui';

const schema = changeOrderAddressSchema.pick(['shippingAddressId']);
type Values = InferType<typeof schema>;
/** Nothing chosen yet is null until the schema refuses it. */
type Input = { shippingAddressId: number | null };
const FIELDS = { shippingAddressId: 'shippingAddressId' } as const;
// The schema's input type has no null, yet an unchosen address is null until the schema refuses it (addressRequired).
const resolver = yupResolver(schema) as unknown as Resolver<Input, unknown, Values>;

/** The address book entry the order's address was copied from, when it is still there unchanged. */
function currentEntry(order: OrderDetail, addresses: AddressView[]): number | null {
  const shipping = order.shipping;
  const same = addresses.find(
    (address) =>
      address.recipient === shipping.recipient &&
      address.address === shipping.address &&
      (address.addressDetail ?? null) === shipping.addressDetail &&
      (address.postalCode ?? null) === shipping.postalCode,
  );
  return same?.id ?? null;
}

interface Props {
  order: OrderDetail;
  onClose: () => void;
  onDone: (notice: Notice) => void;
}

function ChangeAddressDialogView({ order, onClose, onDone }: Props) {
  const { t } = useTranslation(['myorders', 'errors']);
  const { data: addresses } = useAddresses(null);
  const change = useChangeOrderAddress();
  const [adding, setAdding] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Values>({
    resolver,
    values: { shippingAddressId: addresses ? currentEntry(order, addresses) : null },
  });

  const once = useSingleFlight();
  const submit = handleSubmit(({ shippingAddressId }) =>
    once(async () => {
      try {
        await change.mutateAsync({ order, shippingAddressId });
        onDone({ severity: 'success', key: 'address.changed' });
      } catch (error) {
        if (staleOrderOf(error, order.orderNumber)) return onDone({ severity: 'warning', key: MYORDERS_ERRORS.changedMeanwhile });
        for (const item of formFieldErrors(error, FIELDS)) setError('shippingAddressId', { type: 'server', message: item.key }, { shouldFocus: true });
      }
    }),
  );

  const busy = formState.isSubmitting || change.isPending;
  const failure = change.isError && formFieldErrors(change.error, FIELDS).length === 0 ? actionErrorKey(change.error) : null;

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="change-address-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="change-address-title">{t('address.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Controller
            control={control}
            name="shippingAddressId"
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={Boolean(fieldState.error)} required fullWidth>
                <FormLabel component="legend" sx={{ mb: 1 }}>
                  {t('address.choose')}
                </FormLabel>
                {fieldState.error?.message && (
                  <Alert severity="warning" role="alert" sx={{ mb: 2 }} data-testid="address-refused">
                    {t(fieldState.error.message)}
                  </Alert>
                )}
                {!addresses ? (
                  <Skeleton variant="rounded" height={72} />
                ) : addresses.length === 0 ? (
                  <Typography color="textSecondary">{t('address.none')}</Typography>
                ) : (
                  <RadioGroup
                    name={field.name}
                    value={field.value === null || field.value === undefined ? '' : String(field.value)}
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
                              {address.isDefault ? ` · ${t('address.default')}` : ''}
                            </Typography>
                            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                              {address.recipient} · {address.phone}
                            </Typography>
                            <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                              {[address.postalCode, address.address, address.addressDetail].filter(Boolean).join(' ')}
                            </Typography>
                          </span>
                        }
                      />
                    ))}
                  </RadioGroup>
                )}
              </FormControl>
            )}
          />
          <Stack direction="row" sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
            <Button size="small" variant="outlined" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
              {t('address.add')}
            </Button>
            <Link component={NextLink} href="/account/addresses" variant="body2">
              {t('address.manage')}
            </Link>
          </Stack>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t(failure)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('address.keep')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !addresses || addresses.length === 0}>
            {busy ? t('actions.working') : t('address.save')}
          </Button>
        </DialogActions>
      </form>
      {adding && <AddressFormDialog address={null} isFirst={(addresses?.length ?? 0) === 0} onClose={() => setAdding(false)} />}
    </Dialog>
  );
}

/** With MUI's theme where the page has none (with-mui.tsx: loaded with this piece, not with the page). */
export const ChangeAddressDialog = withMui(ChangeAddressDialogView);
