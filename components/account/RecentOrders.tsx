// The dashboard's "recent orders" card (docs/product/storefront.md#my-page): the member's newest submitted orders —
// number (to the order page), status in words, date and total — and a link to the whole list; with no order yet,
// a way to submit cards instead.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import type { RecentOrder } from '@/lib/server/account/get-dashboard';
import { formatMoney } from '@/lib/shared/money';
import { dateText, useMemberLocale } from '../orders/format';
import { orderPath } from '../orders/OrderRow';
import { OrderStatusChip } from '../orders/OrderStatusChip';

export function RecentOrders({ orders }: { orders: RecentOrder[] }) {
  const { t } = useTranslation('account');
  const locale = useMemberLocale();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recentOrders-heading" sx={{ p: 2.5, height: '100%' }}>
      <Typography id="recentOrders-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('dashboard.recentOrders.title')}
      </Typography>
      {orders.length === 0 ? (
        <>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {t('dashboard.recentOrders.empty')}
          </Typography>
          <Button component={NextLink} href="/grading/submit" variant="outlined" size="small">
            {t('dashboard.links.submit')}
          </Button>
        </>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {orders.map((order) => (
              <Box component="li" key={order.orderNumber} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Link component={NextLink} href={orderPath(order.orderNumber)} underline="hover" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {order.orderNumber}
                  </Link>
                  <OrderStatusChip order={order} />
                </Stack>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
                  <Typography variant="body2" color="textSecondary">
                    {order.submittedAt ? dateText(order.submittedAt, locale) : '—'}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {formatMoney(order.totalAmount, order.currency, locale)}
                  </Typography>
                </Stack>
              </Box>
            ))}
          </Box>
          <Link component={NextLink} href="/account/orders" underline="hover" variant="body2" sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}>
            {t('dashboard.recentOrders.viewAll')}
          </Link>
        </>
      )}
    </Paper>
  );
}
