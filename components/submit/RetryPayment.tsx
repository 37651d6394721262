// Back from the gateway after a declined payment, the order already exists: the member pays it again here
// (even when this browser no longer holds the draft — the gateway's page is outside the submit pages), a coupon applied or
// removed first (CouponField, docs/product/payments.md#coupons: the order is read again, so the amount is the server's).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useFormContext } from 'react-hook-form';
import { useOrder } from '@/hooks/useOrder';
import type { SubmitKind } from '@/hooks/useOrderDraft';
import { useStartPayment } from '@/hooks/useStartPayment';
import { errorMessageKey, paymentErrorKey } from '@/lib/client/error-message';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';
import { formatMoney } from '@/lib/shared/money';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import { isOrderPayable } from '@/lib/shared/orders/status-sets';
import { PAYMENT_ERRORS, type PaymentMethodsByCurrency } from '@/lib/shared/payments';
import { STEP_FIELDS } from '@/lib/shared/schemas/order/steps';
import { CouponField } from '@/components/orders/CouponField';
import { PaymentMethodChoice } from './PaymentMethodChoice';
import { TermsAgreement } from './TermsAgreement';
import { stepPath } from './wizard-steps';

export function RetryPayment({ kind, orderNumber, paymentMethods }: { kind: SubmitKind; orderNumber: string; paymentMethods: PaymentMethodsByCurrency }) {
  const { t } = useTranslation(['orders', 'payments', 'errors']);
  const router = useRouter();
  const locale = isLocale(router.locale) ? router.locale : DEFAULT_LOCALE;
  const { trigger, getValues } = useFormContext<OrderDraft>();
  const { data: order, error, isLoading } = useOrder(orderNumber);
  const start = useStartPayment(router.locale);

  if (isLoading) return <CircularProgress aria-label={t('complete.loading')} />;
  if (error || !order) return <Alert severity="error">{t(errorMessageKey(error, { NOT_FOUND: 'orders:errors.notFound' }))}</Alert>;
  if (!isOrderPayable(order.status)) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" component={NextLink} href={stepPath(kind, 'complete', { order: orderNumber })}>
            {t('steps.complete')}
          </Button>
        }
      >
        {t('payment.notPayable')}
      </Alert>
    );
  }

  const pay = async () => {
    if (await trigger([...STEP_FIELDS.payment], { shouldFocus: true })) start.mutate({ orderNumber, method: getValues('paymentMethod') });
  };

  return (
    <Stack spacing={3}>
      {router.query.failed === '1' && (
        <Alert severity="error">
          {t(PAYMENT_ERRORS.failed)} — {t('payment.retry')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography sx={{ fontWeight: 700 }}>{t('payment.existingOrder', { orderNumber })}</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
          {formatMoney(order.totalAmount, order.currency, locale)}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <PaymentMethodChoice methods={paymentMethods[order.currency]} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <CouponField
          priced={{ currency: order.currency, discountAmount: order.discountAmount, totalAmount: order.totalAmount, code: null }}
          orderNumberFor={async () => orderNumber}
          onChange={() => undefined}
          locale={locale}
          idPrefix="retry"
          disabled={start.isPending || start.isSuccess}
        />
      </Paper>
      <TermsAgreement />
      {start.isError && <Alert severity="error">{t(paymentErrorKey(start.error))}</Alert>}
      <Button
        variant="contained"
        size="large"
        onClick={pay}
        disabled={start.isPending || start.isSuccess}
        sx={{ alignSelf: { sm: 'flex-end' }, minWidth: 200 }}
      >
        {start.isPending || start.isSuccess ? t('actions.working') : t('actions.pay', { amount: formatMoney(order.totalAmount, order.currency, locale) })}
      </Button>
    </Stack>
  );
}
