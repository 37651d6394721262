// The dashboard body (docs/product/storefront.md#my-page: dashboard): summary, order counts, shortcuts, the recent
// orders, and the collection area that later work fills.
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import type { Dashboard } from '@/lib/server/account/get-dashboard';
import { MemberSummary } from './MemberSummary';
import { OrderCounts } from './OrderCounts';
import { RecentOrders } from './RecentOrders';

const SHORTCUTS = [
  { href: '/account/profile', key: 'dashboard.links.profile' },
  { href: '/account/addresses', key: 'dashboard.links.addresses' },
  { href: '/grading/submit', key: 'dashboard.links.submit' },
] as const;

export function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('account');
  return (
    <>
      <MemberSummary profile={dashboard.profile} />
      <OrderCounts counts={dashboard.orderCounts} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
        {SHORTCUTS.map((link) => (
          <Button key={link.href} component={Link} href={link.href} variant={link.href === '/grading/submit' ? 'contained' : 'outlined'}>
            {t(link.key)}
          </Button>
        ))}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <RecentOrders orders={dashboard.recentOrders} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" component="section" aria-labelledby="collection-heading" sx={{ p: 2.5, height: '100%' }}>
            <Typography id="collection-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t('dashboard.collection.title')}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t('dashboard.collection.soon')}
            </Typography>
          </Paper>
        </Grid>
      </Grid>
      <Typography variant="body2" sx={{ mt: 4 }}>
        <Link href="/account/withdrawal">{t('dashboard.links.withdrawal')}</Link>
      </Typography>
    </>
  );
}
