// The step between our payment step and ECPay's payment page (docs/decisions/0037-ecpay.md "Wiring"): the signed
// AioCheckOut form, posted by the browser itself as soon as the page is ready. The button posts it too, so a browser
// without JavaScript (or a blocked auto-submit) still gets there.
// ECPay takes a trade number once: a second post of the same form (the member pressed Back on ECPay's page, or
// reloaded this one) is refused there with its "duplicate order number" error. So the tab remembers the trade it
// posted (sessionStorage), and a member who comes back to it — loaded again or restored from the back/forward cache
// (`pageshow`) — is sent to their order's pay section, where paying again opens a new trade, instead of posting the
// old one again.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { orderPath } from '@/components/orders/order-path';
import type { CheckoutForm } from '@/lib/server/payments/ecpay/checkout-form';
import { localizedPath } from '@/lib/shared/routes';

const postedKey = (tradeNo: string) => `ecpay-posted:${tradeNo}`;

function subscribeToReturns(onChange: () => void): () => void {
  window.addEventListener('pageshow', onChange);
  return () => window.removeEventListener('pageshow', onChange);
}

function wasPosted(tradeNo: string): boolean {
  try {
    return window.sessionStorage.getItem(postedKey(tradeNo)) !== null;
  } catch {
    return false;
  }
}

function markPosted(tradeNo: string): void {
  try {
    window.sessionStorage.setItem(postedKey(tradeNo), '1');
  } catch {
    // Storage refused (a private window's quota): the post still goes; only the way back is not known.
  }
}

export function EcpayRedirect({ orderNumber, form }: { orderNumber: string; form: CheckoutForm }) {
  const { t } = useTranslation('payments');
  const { locale } = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const tradeNo = form.fields.MerchantTradeNo ?? '';
  // Server snapshot: not posted (the server renders the form; the browser decides before anything is sent).
  const returned = useSyncExternalStore(
    subscribeToReturns,
    () => wasPosted(tradeNo),
    () => false,
  );

  useEffect(() => {
    // Storage is read again here: a hydrating page's first render uses the server snapshot (not posted).
    if (returned || wasPosted(tradeNo)) return;
    markPosted(tradeNo);
    formRef.current?.submit();
  }, [returned, tradeNo]);

  if (returned) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2}>
          <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
            {t('ecpay.returnedHeading')}
          </Typography>
          <Typography>{t('ecpay.returned', { orderNumber })}</Typography>
          <Button href={localizedPath(`${orderPath(orderNumber)}#pay`, locale)} variant="contained" size="large">
            {t('ecpay.toOrder')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Stack spacing={2} component="form" ref={formRef} method="post" action={form.action} acceptCharset="UTF-8" onSubmit={() => markPosted(tradeNo)}>
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
