// Our page between the payment step and PortOne's payment window (docs/decisions/0038-portone.md "Wiring"): PortOne's
// browser SDK is loaded here only — imported when the page opens, so no other page carries it — and opens the window
// for the request the server built. Whatever PortOne answers (paid, failed, closed by the payer), the member goes to
// /kakaopay, which re-reads the payment at PortOne; a phone's browser that PortOne redirects lands there too.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PortoneCheckoutRequest } from '@/lib/server/payments/portone/checkout-request';

interface Props {
  orderNumber: string;
  request: PortoneCheckoutRequest;
  /** Our return page, in the member's language. */
  returnPath: string;
}

export function PortoneCheckout({ orderNumber, request, returnPath }: Props) {
  const { t } = useTranslation('payments');
  const [state, setState] = useState<'opening' | 'failed'>('opening');
  const opened = useRef(false);

  const open = useCallback(async () => {
    setState('opening');
    try {
      // The npm package loads PortOne's own script (cdn.portone.io) on first use and calls it.
      const PortOne = await import('@portone/browser-sdk/v2');
      const response = await PortOne.requestPayment(request as Parameters<typeof PortOne.requestPayment>[0]);
      const query = new URLSearchParams({ paymentId: request.paymentId });
      if (response?.code) query.set('code', response.code);
      // A full page load: the return page re-reads the payment on the server, and PortOne's window leaves nothing behind.
      window.location.assign(new URL(`${returnPath}?${query}`, window.location.origin).href);
    } catch {
      // The SDK could not be loaded (offline, blocked): nothing was paid; the member may try again.
      setState('failed');
    }
  }, [request, returnPath]);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void open();
  }, [open]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Stack spacing={2}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
          {t('portone.heading')}
        </Typography>
        <Typography>{t('portone.lead', { orderNumber })}</Typography>
        {state === 'failed' && <Alert severity="error">{t('portone.loadFailed')}</Alert>}
        <Button variant="contained" size="large" onClick={() => void open()}>
          {t('portone.open')}
        </Button>
      </Stack>
    </Paper>
  );
}
