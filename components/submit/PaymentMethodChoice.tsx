// The payment methods the configured gateway takes (docs/product/payments.md#payment-methods; the page's loader asks
// the provider registry), each with a one-line description, Connect Pay first by default. Methods the gateway does not
// take are not listed: nine greyed-out rows before the pay button told the member nothing they could use. A method
// must be chosen (docs/product/orders.md#payment-step).
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useEffect } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { PaymentMethod } from '@/lib/server/db/generated/enums';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import { PAYMENT_METHODS } from '@/lib/shared/payments';
import { SUPPORTED_PAYMENT_METHODS } from '@/lib/shared/schemas/order/choices';

interface Props {
  /** What the payment provider takes (registry.ts `methods`, from the page's loader); by default the built-in gateway's. */
  methods?: readonly PaymentMethod[];
}

export function PaymentMethodChoice({ methods = SUPPORTED_PAYMENT_METHODS }: Props) {
  const { t } = useTranslation(['orders', 'payments']);
  const { control, getValues, setValue } = useFormContext<OrderDraft>();
  const offered = PAYMENT_METHODS.filter((method) => methods.includes(method));

  // A draft chosen under another gateway: the method it names cannot be paid here, so none is chosen.
  useEffect(() => {
    const chosen = getValues('paymentMethod');
    if (chosen && !methods.includes(chosen)) setValue('paymentMethod', null);
  }, [methods, getValues, setValue]);

  return (
    <Controller
      control={control}
      name="paymentMethod"
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} required fullWidth>
          <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
            {t('payment.method')}
          </FormLabel>
          <RadioGroup name={field.name} value={field.value ?? ''} onChange={(event) => field.onChange(event.target.value)}>
            <Stack spacing={1}>
              {offered.map((method, index) => {
                const hintId = `payment-method-${method}-hint`;
                return (
                  <div key={method}>
                    <FormControlLabel
                      value={method}
                      // The description is read with the choice, outside its name (the label stays the method's name).
                      control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined, 'aria-describedby': hintId } }} />}
                      label={<Typography sx={{ fontWeight: 600 }}>{t(`payments:methods.${method}`)}</Typography>}
                      sx={{ mr: 0 }}
                    />
                    <Typography id={hintId} variant="body2" color="textSecondary" sx={{ pl: 4, mt: -0.75 }}>
                      {t(`payment.methodHints.${method}`)}
                    </Typography>
                  </div>
                );
              })}
            </Stack>
          </RadioGroup>
          {fieldState.error?.message && <FormHelperText>{t(fieldState.error.message)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
