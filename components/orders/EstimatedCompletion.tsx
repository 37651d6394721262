// The estimated completion date (docs/product/order-lifecycle.md#estimated-completion): business days counted from
// the day the cards are received. Before they arrive the date is only an estimate that starts counting then.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { dateText, useMemberLocale } from './format';

export function EstimatedCompletion({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('myorders');
  const locale = useMemberLocale();
  // Nothing to estimate for an order that ended, or once the cards are on their way back.
  const ended = order.displayStatus === 'CANCELLED' || order.shippedOutAt !== null || order.completedAt !== null;
  if (ended || !order.estimatedCompletionAt) return null;
  return (
    <Box component="section" aria-labelledby="estimate-heading" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}>
      <Typography id="estimate-heading" variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {t('estimate.title')}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', my: 0.5 }} data-testid="estimated-completion">
        {dateText(order.estimatedCompletionAt, locale)}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {order.receivedAt ? t('estimate.afterReceipt', { date: dateText(order.receivedAt, locale) }) : t('estimate.beforeReceipt')}
      </Typography>
    </Box>
  );
}
