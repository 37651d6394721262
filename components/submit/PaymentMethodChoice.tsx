// The payment methods of docs/product/payments.md#payment-methods: those the payment gateway takes can be chosen
// (Connect Pay by default); the others are listed as "not available yet". A method must be chosen
// (docs/product/orders.md#payment-step).
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { Controller, useFormContext } from 'react-hook-form';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import { PAYMENT_METHODS } from '@/lib/shared/payments';
import { SUPPORTED_PAYMENT_METHODS } from '@/lib/shared/schemas/order/choices';

const supported = (method: string) => (SUPPORTED_PAYMENT_METHODS as readonly string[]).includes(method);

export function PaymentMethodChoice() {
  const { t } = useTranslation(['orders', 'payments']);
  const { control } = useFormContext<OrderDraft>();
  const ordered = [...PAYMENT_METHODS.filter(supported), ...PAYMENT_METHODS.filter((method) => !supported(method))];
  return (
    <Controller
      control={control}
      name="paymentMethod"
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} required fullWidth>
          <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
            {t('payment.method')}
          </FormLabel>
          <RadioGroup
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
          >
            {ordered.map((method, index) => (
              <FormControlLabel
                key={method}
                value={method}
                disabled={!supported(method)}
                control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
                label={
                  <span>
                    {t(`payments:methods.${method}`)}
                    {!supported(method) && (
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                        {t('payment.notAvailable')}
                      </Typography>
                    )}
                  </span>
                }
              />
            ))}
          </RadioGroup>
          {fieldState.error?.message && <FormHelperText>{t(fieldState.error.message)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
