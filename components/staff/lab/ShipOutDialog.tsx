// Shipping the cards back (issue #10): the courier, from the list for the order's currency (lib/shared/orders/couriers.ts),
// and the tracking number, checked with the route's schema; the member is e-mailed by the server.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/hooks/useTranslation';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/common/FormDialog';
import { formFieldErrors } from '@/components/orders/action-errors';
import { CourierFields } from '@/components/orders/CourierFields';
import type { Notice } from '@/components/orders/ActionNotice';
import { type ShownStaffOrder, useShipOut } from '@/hooks/useStaffOrderActions';
import type { Currency } from '@/lib/server/db/generated/enums';
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
    <FormDialog
      titleId="ship-out-title"
      title={t('ship.title')}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      holdWhileBusy
      cancelLabel={t('dialog.back')}
      submitLabel={busy ? t('working') : t('ship.confirm')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <CourierFields
          control={control}
          currency={currency}
          idPrefix="ship"
          labels={{ courier: t('ship.courier'), chooseCourier: t('ship.chooseCourier'), trackingNumber: t('ship.trackingNumber') }}
          message={message}
        />
        {failure && <Alert severity="error">{t(failure)}</Alert>}
      </Stack>
    </FormDialog>
  );
}
