// The step between our payment step and ECPay's payment page (docs/decisions/0037-ecpay.md "Wiring"): the signed
// AioCheckOut form, posted by the browser itself as soon as the page is ready. The button posts it too, so a browser
// without JavaScript (or a blocked auto-submit) still gets there.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useEffect, useRef } from 'react';
import type { CheckoutForm } from '@/lib/server/payments/ecpay/checkout-form';

export function EcpayRedirect({ orderNumber, form }: { orderNumber: string; form: CheckoutForm }) {
  const { t } = useTranslation('payments');
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.submit();
  }, []);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Stack spacing={2} component="form" ref={formRef} method="post" action={form.action} acceptCharset="UTF-8">
        <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
          {t('ecpay.heading')}
        </Typography>
        <Typography>{t('ecpay.lead', { orderNumber })}</Typography>
        {Object.entries(form.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="contained" size="large">
          {t('ecpay.continue')}
        </Button>
      </Stack>
    </Paper>
  );
}
