// The member's parcel to us (docs/product/order-lifecycle.md#tracking-numbers, decision 0009): a courier of the
// order's currency (required), the tracking number, an optional note up to 200 characters with a counter.
// Validated with the routes' schema; the server's field errors come back under their fields.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import { Controller, useForm } from 'react-hook-form';
import type { InferType } from 'yup';
import { staleOrderOf, useSaveTracking } from '@/hooks/useOrderActions';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { TRACKING_NOTE_MAX } from '@/lib/shared/orders/couriers';
import { trackingSchema } from '@/lib/shared/schemas/order-actions';
import { MYORDERS_ERRORS, actionErrorKey, formFieldErrors } from './action-errors';
import type { Notice } from './ActionNotice';
import { CourierFields } from './CourierFields';
import { useSingleFlight } from './single-flight';
import { withMui } from '@/components/providers/with-mui';

const schema = trackingSchema.pick(['courier', 'trackingNumber', 'note']);
const FIELDS = { courier: 'courier', trackingNumber: 'trackingNumber', note: 'note' } as const;
type Field = keyof typeof FIELDS;
type Values = InferType<typeof schema>;

interface Props {
  order: OrderDetail;
  onDone: (notice: Notice) => void;
}

function TrackingFormView({ order, onDone }: Props) {
  const { t } = useTranslation(['myorders', 'errors']);
  const save = useSaveTracking();
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: yupResolver(schema),
    defaultValues: { courier: order.trackingIn?.courier ?? '', trackingNumber: order.trackingIn?.trackingNumber ?? '', note: order.trackingIn?.note ?? '' },
  });

  const once = useSingleFlight();
  const submit = handleSubmit((values) =>
    once(async () => {
      try {
        await save.mutateAsync({ order, tracking: values });
        onDone({ severity: 'success', key: 'tracking.saved' });
      } catch (error) {
        if (staleOrderOf(error, order.orderNumber)) return onDone({ severity: 'warning', key: MYORDERS_ERRORS.changedMeanwhile });
        for (const item of formFieldErrors(error, FIELDS)) setError(item.path as Field, { type: 'server', message: item.key }, { shouldFocus: true });
      }
    }),
  );

  const busy = formState.isSubmitting || save.isPending;
  const failure = save.isError && formFieldErrors(save.error, FIELDS).length === 0 ? actionErrorKey(save.error) : null;
  const message = (text: string | undefined) => (text ? t(text) : undefined);

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="tracking-form-heading">
      <CourierFields
        control={control}
        currency={order.currency}
        idPrefix="tracking"
        labels={{ courier: t('tracking.courier'), chooseCourier: t('tracking.chooseCourier'), trackingNumber: t('tracking.trackingNumber') }}
        message={message}
      />
      <Controller
        control={control}
        name="note"
        render={({ field, fieldState }) => (
          <TextField
            id="tracking-note"
            label={t('tracking.note')}
            fullWidth
            multiline
            minRows={2}
            {...field}
            value={field.value ?? ''}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error?.message) ?? t('tracking.counter', { count: (field.value ?? '').length, max: TRACKING_NOTE_MAX })}
            slotProps={{ htmlInput: { maxLength: TRACKING_NOTE_MAX }, formHelperText: { 'aria-live': 'polite' } as object }}
          />
        )}
      />
      {failure && <Alert severity="error">{t(failure)}</Alert>}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {busy ? t('actions.working') : t(order.trackingIn ? 'tracking.update' : 'tracking.save')}
      </Button>
    </Stack>
  );
}

/** With MUI's theme where the page has none (with-mui.tsx: loaded with this piece, not with the page). */
export const TrackingForm = withMui(TrackingFormView);
