// Shipping the cards back (issue #10): the courier, from the list for the order's currency (lib/shared/orders/couriers.ts),
// and the tracking number, checked with the route's schema; the member is e-mailed by the server.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import { Controller, useForm } from 'react-hook-form';
import { formFieldErrors } from '@/components/orders/action-errors';
import type { Notice } from '@/components/orders/ActionNotice';
import { useMemberLocale } from '@/components/orders/format';
import { type ShownStaffOrder, useShipOut } from '@/hooks/useStaffOrderActions';
import type { Currency } from '@/lib/server/db/generated/enums';
import { couriersFor } from '@/lib/shared/orders/couriers';
import { type ShipInput, shipSchema } from '@/lib/shared/schemas/lab';
import { labErrorKey } from './lab-errors';
import { useLabOutcome } from './use-lab-outcome';

const schema = shipSchema.pick(['courier', 'trackingNumber']);
type Values = Pick<ShipInput, 'courier' | 'trackingNumber'>;
const FIELDS = { courier: 'courier', trackingNumber: 'trackingNumber' } as const;

interface Props {
  order: ShownStaffOrder;
  currency: Currency;
  onClose: () => void;
  onDone: (notice: Notice) => void;
}

export function ShipOutDialog({ order, currency, onClose, onDone }: Props) {
  const { t } = useTranslation(['lab', 'labApi', 'errors']);
  const locale = useMemberLocale();
  const ship = useShipOut();
  const { control, handleSubmit, setError, formState } = useForm<Values>({ resolver: yupResolver(schema), defaultValues: { courier: '', trackingNumber: '' } });
  const run = useLabOutcome(order.orderNumber, onDone);
  const submit = handleSubmit((values) =>
    run(
      async () => {
        await ship.mutateAsync({ order, ...values });
        return { severity: 'success', key: 'lab:done.shipped' };
      },
      (error) => {
        for (const item of formFieldErrors(error, FIELDS)) setError(item.path as keyof Values, { type: 'server', message: item.key }, { shouldFocus: true });
      },
    ),
  );
  const busy = formState.isSubmitting || ship.isPending;
  const failure = ship.isError && formFieldErrors(ship.error, FIELDS).length === 0 ? labErrorKey(ship.error, 'lab:errors.actionFailed') : null;
  const message = (text: string | undefined) => (text ? t(text) : undefined);

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="ship-out-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="ship-out-title">{t('ship.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={control}
              name="courier"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  id="ship-courier"
                  label={t('ship.courier')}
                  required
                  fullWidth
                  {...field}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={message(fieldState.error?.message)}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">{t('ship.chooseCourier')}</option>
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
              name="trackingNumber"
              render={({ field, fieldState }) => (
                <TextField
                  id="ship-tracking"
                  label={t('ship.trackingNumber')}
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
            {failure && <Alert severity="error">{t(failure)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('dialog.back')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('working') : t('ship.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
