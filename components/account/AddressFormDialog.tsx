// Add or edit a shipping address (docs/product/accounts.md#shipping-addresses: fields; nickname, recipient, phone,
// address required).
import { yupResolver } from '@hookform/resolvers/yup';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import { useTranslation } from '@/hooks/useTranslation';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '@/components/common/FormDialog';
import { type GridFieldSpec, GridTextField } from '@/components/common/GridTextField';
import { useSaveAddress } from '@/hooks/useAddresses';
import { errorMessageKey, fieldErrors } from '@/lib/client/error-message';
import { ADDRESS_LIMITS, type AddressField, type AddressInput, type AddressView, addressSchema } from '@/lib/shared/schemas/address';

interface Props {
  /** The address to edit, or null to add one. */
  address: AddressView | null;
  /** The first address is always the default: the box is then shown ticked and fixed. */
  isFirst: boolean;
  onClose: (saved: boolean) => void;
}

const FIELDS: (GridFieldSpec & { name: AddressField })[] = [
  { name: 'nickname', required: true, autoComplete: 'off', size: 6 },
  { name: 'recipient', required: true, autoComplete: 'name', size: 6 },
  { name: 'phone', required: true, autoComplete: 'tel', size: 6, type: 'tel' },
  { name: 'postalCode', autoComplete: 'postal-code', size: 6 },
  { name: 'address', required: true, autoComplete: 'street-address', size: 12 },
  { name: 'addressDetail', autoComplete: 'address-line2', size: 12 },
  { name: 'deliveryMemo', autoComplete: 'off', size: 12 },
];

type Values = AddressInput;

export function AddressFormDialog({ address, isFirst, onClose }: Props) {
  const { t } = useTranslation(['account', 'auth', 'errors']);
  const save = useSaveAddress();
  const fixedDefault = isFirst || Boolean(address?.isDefault);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, AddressInput>({
    resolver: yupResolver(addressSchema),
    defaultValues: {
      nickname: address?.nickname ?? '',
      recipient: address?.recipient ?? '',
      phone: address?.phone ?? '',
      postalCode: address?.postalCode ?? '',
      address: address?.address ?? '',
      addressDetail: address?.addressDetail ?? '',
      deliveryMemo: address?.deliveryMemo ?? '',
      isDefault: fixedDefault,
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: address?.id ?? null, input });
      onClose(true);
    } catch (error) {
      for (const item of fieldErrors(error)) {
        if (FIELDS.some((field) => field.name === item.path)) setError(item.path as AddressField, { type: 'server', message: item.key });
      }
    }
  });

  const general = save.isError && fieldErrors(save.error).length === 0;

  return (
    <FormDialog
      titleId="address-dialog-title"
      title={address ? t('addresses.editTitle') : t('addresses.addTitle')}
      onClose={() => onClose(false)}
      onSubmit={onSubmit}
      busy={save.isPending}
      cancelLabel={t('cancel')}
      submitLabel={t('addresses.save')}
      busyLabel={t('saving')}
      error={general && t(errorMessageKey(save.error, { ADDRESS_LIMIT: 'account:addresses.errors.limit', NOT_FOUND: 'account:addresses.errors.notFound' }))}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {FIELDS.map((field) => {
          const message = errors[field.name]?.message;
          return (
            <GridTextField
              key={field.name}
              spec={field}
              registration={register(field.name)}
              id={`address-${field.name}`}
              label={t(`addresses.fields.${field.name}`)}
              maxLength={ADDRESS_LIMITS[field.name]}
              error={message ? t(message, { max: ADDRESS_LIMITS[field.name] }) : undefined}
            />
          );
        })}
        <Grid size={{ xs: 12 }}>
          <Controller
            name="isDefault"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    id="address-isDefault"
                    checked={Boolean(field.value)}
                    disabled={fixedDefault}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t('addresses.fields.isDefault')}
              />
            )}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
