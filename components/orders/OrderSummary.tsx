// The head of the order page (docs/product/order-lifecycle.md#order-detail): the status in words, the dates,
// payment method and status, the estimated completion and the cancel button when the server allows it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { SectionCard } from '@/components/account/SectionCard';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { STATUS_TEXT_SHOWN } from '@/lib/shared/orders/status';
import { DetailList } from './DetailList';
import { EstimatedCompletion } from './EstimatedCompletion';
import { dateText, useMemberLocale } from './format';
import { OrderStatusChip } from './OrderStatusChip';
import { orderTypeKeys } from './status-labels';

interface Props {
  order: OrderDetail;
  onCancel: () => void;
}

export function OrderSummary({ order, onCancel }: Props) {
  const { t } = useTranslation(['myorders', 'payments']);
  const locale = useMemberLocale();
  const date = (iso: string | null) => (iso ? dateText(iso, locale) : null);
  const rows = [
    { label: t('detail.orderNumber'), value: order.orderNumber },
    { label: t('detail.type'), value: orderTypeKeys(order).map((key) => t(key)).join(' · ') },
    { label: t('detail.cardCount'), value: t('items.quantity', { count: order.totalQt }) },
    { label: t('detail.submittedAt'), value: date(order.submittedAt) ?? '—' },
    { label: t('detail.paidAt'), value: date(order.paidAt) ?? t('detail.notYet') },
    { label: t('detail.receivedAt'), value: date(order.receivedAt) ?? t('detail.notYet') },
    ...(order.shippedOutAt ? [{ label: t('detail.shippedOutAt'), value: date(order.shippedOutAt) }] : []),
    ...(order.completedAt ? [{ label: t('detail.completedAt'), value: date(order.completedAt) }] : []),
    ...(order.cancelledAt ? [{ label: t('detail.cancelledAt'), value: date(order.cancelledAt) }] : []),
    { label: t('detail.paymentMethod'), value: t(`payments:methods.${order.paymentMethod}`) },
    { label: t('detail.paymentStatus'), value: order.payment ? t(`payments:status.${order.payment.status}`) : t('detail.notYet') },
  ];

  return (
    <SectionCard id="summary" title={t('detail.summary')}>
      <Stack spacing={2}>
        <Box>
          <OrderStatusChip order={order} />
          {order.displayStatus && STATUS_TEXT_SHOWN.has(order.displayStatus) && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t(order.status === 'DEADLINE_EXPIRED' ? 'statusText.DEADLINE_EXPIRED' : `statusText.${order.displayStatus}`)}
            </Typography>
          )}
          {order.status === 'PAYMENT_FAILED' && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {t('detail.paymentFailed')}
            </Alert>
          )}
        </Box>
        <DetailList rows={rows} />
        <EstimatedCompletion order={order} />
        {order.actions.cancel && (
          <Box sx={{ display: 'flex', justifyContent: { sm: 'flex-end' } }}>
            <Button variant="outlined" color="error" onClick={onCancel}>
              {t('cancel.open')}
            </Button>
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}
