// The courier (from the list for the order's currency, lib/shared/orders/couriers.ts) and the tracking number of a
// parcel: the member's parcel to us (docs/product/order-lifecycle.md#tracking-numbers) and the lab's parcel back
// (issue #10) use the same two fields inside their own react-hook-form forms.
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import type { Currency } from '@/lib/server/db/generated/enums';
import { couriersFor } from '@/lib/shared/orders/couriers';
import { useMemberLocale } from './format';

export interface CourierFieldLabels {
  courier: string;
  chooseCourier: string;
  trackingNumber: string;
}

interface Props<T extends FieldValues> {
  control: Control<T>;
  currency: Currency;
  /** Element ids: `${idPrefix}-courier` and `${idPrefix}-number`. */
  idPrefix: string;
  labels: CourierFieldLabels;
  /** Translates a field error's i18n key into the helper text. */
  message: (key: string | undefined) => string | undefined;
}

export function CourierFields<T extends FieldValues & { courier: string; trackingNumber: string }>({ control, currency, idPrefix, labels, message }: Props<T>) {
  const locale = useMemberLocale();
  return (
    <>
      <Controller
        control={control}
        name={'courier' as Path<T>}
        render={({ field, fieldState }) => (
          <TextField
            select
            id={`${idPrefix}-courier`}
            label={labels.courier}
            required
            fullWidth
            {...field}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error?.message)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{labels.chooseCourier}</option>
            {couriersFor(currency).map((courier) => (
              <option key={courier.id} value={courier.id}>
                {courier.names[locale]}
              </option>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name={'trackingNumber' as Path<T>}
        render={({ field, fieldState }) => (
          <TextField
            id={`${idPrefix}-number`}
            label={labels.trackingNumber}
            required
            fullWidth
            autoComplete="off"
            {...field}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error?.message)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        )}
      />
    </>
  );
}
