// Dashboard order counts by the order list's groups (SPEC.md §2): in process, complete, cancelled.
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { OrderGroup } from '@/lib/shared/orders/status-sets';

const GROUPS: OrderGroup[] = ['inProcess', 'complete', 'cancelled'];

export function OrderCounts({ counts }: { counts: Record<OrderGroup, number> }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="order-counts-heading">
      <Typography id="order-counts-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('dashboard.orders')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {GROUPS.map((group) => (
          <Grid key={group} size={{ xs: 4 }}>
            <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2.5 }, textAlign: 'center', height: '100%' }}>
              <Typography component="p" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, fontWeight: 700, color: 'primary.main' }}>
                {counts[group]}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`dashboard.groups.${group}`)}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
