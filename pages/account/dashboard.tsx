// My page dashboard (docs/product/storefront.md#my-page). Its own components are plain HTML + CSS Modules
// (docs/decisions/0015-storefront-static-css.md, issue #11); React Query stays: useDashboard refetches.
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { AccountShell } from '@/components/account/AccountShell';
import { DashboardView } from '@/components/account/DashboardView';
import { LoadingCard } from '@/components/account/LoadingCard';
import { useDashboard } from '@/hooks/useProfile';
import { type AccountPageProps, accountPageProps } from '@/lib/server/account/account-page';
import { type Dashboard, getDashboard } from '@/lib/server/account/get-dashboard';

export default function DashboardPage({ initial }: AccountPageProps<Dashboard>) {
  const { t } = useTranslation('account');
  const { data } = useDashboard(initial);
  return (
    <AccountShell active="dashboard" title={t('dashboard.title')}>
      {data ? <DashboardView dashboard={data} /> : <LoadingCard rows={4} />}
    </AccountShell>
  );
}

// The dashboard reads the member's row for its summary: its status decides the redirects, not a second read.
export const getServerSideProps: GetServerSideProps<AccountPageProps<Dashboard>> = (ctx) =>
  accountPageProps(ctx, ['account', 'myorders'], getDashboard, (dashboard) => dashboard.profile.mbStatus);
