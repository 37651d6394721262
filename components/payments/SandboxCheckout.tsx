// The hosted page of the built-in sandbox gateway (docs/product/payments.md#payment-gateway): it looks and acts like
// a gateway's checkout. Each button is a form that posts to the gateway's action (a full post without
// JavaScript; with it, the page posts in the background and follows the gateway's redirect).
import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import type { FormEvent } from 'react';
import { sandboxActionUrl, useSandboxAction } from '@/hooks/useSandboxAction';
import { paymentErrorKey } from '@/lib/client/error-message';
import type { SandboxCheckout as Checkout } from '@/lib/server/payments/sandbox/checkout';
import type { SandboxAction } from '@/lib/shared/payments';
import { SandboxSummary } from './SandboxSummary';
import { VirtualAccountDetails } from './VirtualAccountDetails';

const LABEL: Record<SandboxAction, string> = {
  approve: 'sandbox.approve',
  decline: 'sandbox.decline',
  'issue-virtual-account': 'sandbox.issueVirtualAccount',
  deposit: 'sandbox.simulateDeposit',
};

export function SandboxCheckout({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation(['payments', 'errors']);
  const { locale, defaultLocale } = useRouter();
  const prefix = locale && locale !== defaultLocale ? `/${locale}` : '';
  const action = useSandboxAction(checkout.paymentId, (url) => `${prefix}${url}`);
  const busy = action.isPending || action.isSuccess;
  const submit = (name: SandboxAction) => (event: FormEvent) => {
    event.preventDefault();
    if (!busy) action.mutate(name);
  };
  const late = checkout.status === 'EXPIRED';

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', borderRadius: 2, boxShadow: '0 12px 40px rgba(11,37,69,0.12)' }}>
      <Box sx={{ px: { xs: 2, md: 3 }, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText', display: 'flex', alignItems: 'center', gap: 1 }}>
        <LockIcon fontSize="small" aria-hidden />
        <Typography component="span" sx={{ fontWeight: 700, letterSpacing: 0.5, flex: 1 }}>
          {t('sandbox.brand')}
        </Typography>
        <Chip label={t('sandbox.testMode')} size="small" color="secondary" />
      </Box>
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' }, mb: 2 }}>
          {t('sandbox.heading', { merchant: checkout.merchant })}
        </Typography>
        <SandboxSummary checkout={checkout} />
        {checkout.virtualAccount && (
          <Box sx={{ mt: 3 }}>
            <VirtualAccountDetails account={checkout.virtualAccount} amount={checkout.amount} currency={checkout.currency} />
          </Box>
        )}
        <Divider sx={{ my: 3 }} />
        <div aria-live="polite">
          {action.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t(paymentErrorKey(action.error))}
            </Alert>
          )}
          {busy && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('sandbox.working')}
            </Alert>
          )}
        </div>
        {checkout.actions.length === 0 && (
          <Alert severity={checkout.status === 'PAID' ? 'success' : 'info'} sx={{ mb: 2 }}>
            {t(`sandbox.closed.${checkout.status}`)}
          </Alert>
        )}
        {late && (
          <Alert severity="warning" sx={{ mb: 1.5 }}>
            {t('sandbox.lateDepositHint')}
          </Alert>
        )}
        {checkout.actions.includes('deposit') && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
            {t('sandbox.depositHint')}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {checkout.actions.map((name) => (
            <Box
              key={name}
              component="form"
              method="post"
              action={sandboxActionUrl(checkout.paymentId, name, prefix ? locale : undefined)}
              onSubmit={submit(name)}
              sx={{ flex: 1 }}
            >
              <Button
                type="submit"
                fullWidth
                size="large"
                disabled={busy}
                variant={name === 'decline' ? 'outlined' : 'contained'}
                color={name === 'decline' ? 'error' : 'primary'}
              >
                {t(LABEL[name])}
              </Button>
            </Box>
          ))}
        </Stack>
        {(checkout.virtualAccount || checkout.actions.length === 0) && (
          <Button href={`${prefix}${checkout.returnUrl}`} fullWidth variant="text" sx={{ mt: 2 }}>
            {t('sandbox.returnToShop')}
          </Button>
        )}
      </Box>
      <Box sx={{ px: { xs: 2, md: 3 }, py: 1.5, bgcolor: 'grey.50', borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="caption" color="textSecondary" component="p">
          {t('sandbox.testNotice')}
        </Typography>
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.5 }}>
          {t('sandbox.secured')}
        </Typography>
      </Box>
    </Paper>
  );
}
