// Dashboard order counts by the order list's tabs (docs/product/order-lifecycle.md#order-list-tabs; order-tabs.ts):
// the same grouping as the list, so each number is the count its tab shows, and each opens that tab.
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { ORDER_TABS, type OrderGroupTab, type OrderTab } from '@/lib/shared/orders/order-tabs';

const GROUP_TABS = ORDER_TABS.filter((tab): tab is OrderGroupTab => tab !== 'all');

export function OrderCounts({ counts }: { counts: Record<OrderTab, number> }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="order-counts-heading">
      <Typography id="order-counts-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('dashboard.orders')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {GROUP_TABS.map((tab) => (
          <Grid key={tab} size={{ xs: 4, md: 'grow' }}>
            <Paper
              variant="outlined"
              component={NextLink}
              href={`/account/orders?tab=${tab}`}
              sx={{ display: 'block', p: { xs: 1.5, md: 2.5 }, textAlign: 'center', height: '100%', textDecoration: 'none', '&:hover, &:focus-visible': { borderColor: 'primary.main' } }}
            >
              <Typography component="p" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, fontWeight: 700, color: 'primary.main' }}>
                {counts[tab]}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t(`dashboard.groups.${tab}`)}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
