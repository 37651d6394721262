// Changing the return address from the address book (docs/product/order-lifecycle.md#shipping-address-changes),
// while the server allows it. An address that would change the delivery cost (to or from Jeju) is refused by the
// server; that refusal is shown plainly, as is an address deleted meanwhile.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import type { InferType } from 'yup';
import { AddressBookActions, AddressRadioGroup } from '@/components/account/AddressChoices';
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
import { FormDialog } from '@/components/common/FormDialog';

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
    <>
      <FormDialog
        titleId="change-address-title"
        title={t('address.dialogTitle')}
        onClose={onClose}
        onSubmit={submit}
        busy={busy}
        holdWhileBusy
        cancelLabel={t('address.keep')}
        submitLabel={t('address.save')}
        busyLabel={t('actions.working')}
        submitDisabled={!addresses || addresses.length === 0}
        error={failure && t(failure)}
      >
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
              <AddressRadioGroup
                addresses={addresses}
                empty={<Typography color="textSecondary">{t('address.none')}</Typography>}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                inputRef={field.ref}
                defaultLabel={t('address.default')}
              />
            </FormControl>
          )}
        />
        <AddressBookActions addLabel={t('address.add')} manageLabel={t('address.manage')} onAdd={() => setAdding(true)} />
      </FormDialog>
      {/* Beside the form, not inside it: its own form's submit must not reach this one through the portal. */}
      {adding && <AddressFormDialog address={null} isFirst={(addresses?.length ?? 0) === 0} onClose={() => setAdding(false)} />}
    </>
  );
}

/** With MUI's theme where the page has none (with-mui.tsx: loaded with this piece, not with the page). */
export const ChangeAddressDialog = withMui(ChangeAddressDialogView);
