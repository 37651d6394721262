// Step 5, where the payment gateway sends the member back: the order number, date, total, statuses, the
// estimated completion date, the virtual account to pay into while a deposit is awaited, and links to
// my page. Once the order is paid or awaits its deposit, the local draft is done and cleared.
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { VirtualAccountDetails } from '@/components/payments/VirtualAccountDetails';
import { useOrder } from '@/hooks/useOrder';
import type { SubmitKind } from '@/hooks/useOrderDraft';
import { errorMessageKey } from '@/lib/client/error-message';
import { DEFAULT_LOCALE, formatDate, isLocale } from '@/lib/shared/locale';
import { formatMoney } from '@/lib/shared/money';
import { isCheckoutDone } from '@/lib/shared/orders/status-sets';
import { stepPath } from './wizard-steps';

export function CompleteStep({ kind, onFinished }: { kind: SubmitKind; onFinished: (orderNumber: string) => void }) {
  const { t } = useTranslation(['orders', 'payments', 'errors']);
  const router = useRouter();
  const locale = isLocale(router.locale) ? router.locale : DEFAULT_LOCALE;
  const orderNumber = typeof router.query.order === 'string' ? router.query.order : null;
  const { data: order, error, isLoading } = useOrder(orderNumber);
  const done = Boolean(order && isCheckoutDone(order.status));

  useEffect(() => {
    if (order && done) onFinished(order.orderNumber);
  }, [order, done, onFinished]);

  if (!orderNumber) return <Alert severity="info">{t('complete.noOrder')}</Alert>;
  if (isLoading) return <CircularProgress aria-label={t('complete.loading')} />;
  if (error || !order) return <Alert severity="error">{t(errorMessageKey(error, { NOT_FOUND: 'orders:errors.notFound' }))}</Alert>;

  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const date = (value: string | null) => (value ? formatDate(value, locale, { dateStyle: 'long' }) : '—');
  const rows = [
    { label: t('complete.orderNumber'), value: order.orderNumber },
    { label: t('complete.orderDate'), value: date(order.submittedAt) },
    { label: t('complete.total'), value: money(order.totalAmount) },
    { label: t('complete.paymentStatus'), value: t(`complete.status.${order.status}`) },
    { label: t('complete.progress'), value: order.displayStatus ? t(`complete.display.${order.displayStatus}`) : '—' },
    { label: t('complete.estimate'), value: date(order.estimatedCompletionAt) },
  ];
  const va = order.payment?.virtualAccount;

  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircleOutline color={done ? 'success' : 'disabled'} sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
          {t(order.status === 'WAITING_FOR_DEPOSIT' ? 'complete.titleDeposit' : done ? 'complete.title' : 'complete.titleUnpaid')}
        </Typography>
        <Typography color="textSecondary">{t(done ? 'complete.lead' : 'complete.leadUnpaid')}</Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1.25 } }}>
          {rows.map((row) => (
            <Box key={row.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="textSecondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                {row.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 2 }}>
          {t('complete.estimateNote')}
        </Typography>
      </Paper>
      {order.status === 'WAITING_FOR_DEPOSIT' && va && (
        <VirtualAccountDetails
          account={{ bank: va.bank ?? '', accountNumber: va.accountNumber ?? '', holder: va.holder, deadline: va.deadline }}
          amount={order.payment!.amount}
          currency={order.currency}
        />
      )}
      {!done && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" component={NextLink} href={stepPath(kind, 'payment', { order: order.orderNumber })}>
              {t('complete.payNow')}
            </Button>
          }
        >
          {t('complete.unpaid')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={NextLink} href="/account/dashboard">
          {t('complete.myPage')}
        </Button>
        <Button variant="outlined" component={NextLink} href={stepPath(kind, 'cards')}>
          {t('complete.another')}
        </Button>
      </Stack>
    </Stack>
  );
}
