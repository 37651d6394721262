// /admin/prices — the price policy of every currency (ADMIN only; issue #10, docs/product/pricing.md#price-policy).
// ?currency=USD opens that currency's tab.
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { LoadingCard } from '@/components/account/LoadingCard';
import { PricePolicyEditor } from '@/components/staff/admin/PricePolicyEditor';
import { StaffShell } from '@/components/staff/StaffShell';
import { useAdminPricePolicies } from '@/hooks/useAdminPricePolicies';
import { getAdminPricePolicies } from '@/lib/server/admin/get-admin-price-policies';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import type { AdminPricePolicies } from '@/lib/shared/admin/views';
import { STOREFRONT_CURRENCY, isCurrency } from '@/lib/shared/price-policy';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export default function AdminPricesPage({ initial }: StaffPageProps<AdminPricePolicies>) {
  const { t } = useTranslation('admin');
  const { query } = useRouter();
  const { data } = useAdminPricePolicies(initial);
  return (
    <StaffShell active="prices" title={t('prices.title')}>
      {data ? <PricePolicyEditor data={data} initialCurrency={isCurrency(query.currency) ? query.currency : STOREFRONT_CURRENCY} /> : <LoadingCard rows={6} />}
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<AdminPricePolicies>> = (ctx) =>
  staffPageProps(ctx, ['admin', 'account', 'errors'], getAdminPricePolicies, ADMIN_ROLES);
