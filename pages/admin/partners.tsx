// Partner shops in the content tools (issue #10; docs/product/storefront.md#partner-shops-and-inquiry), ADMIN only:
// every shop with its translations, added, edited, ordered, shown or hidden on /partner-shop.
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import Alert from '@mui/material/Alert';
import { LoadingCard } from '@/components/account/LoadingCard';
import { PartnerShopManager } from '@/components/staff/content/PartnerShopManager';
import { CONTENT_ERROR_KEYS } from '@/components/staff/content/form-errors';
import { StaffShell } from '@/components/staff/StaffShell';
import { useAdminPartnerShops } from '@/hooks/useAdminContentPartners';
import { errorMessageKey } from '@/lib/client/error-message';
import { listAdminPartnerShops } from '@/lib/server/admin-content/list-admin-partner-shops';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import type { AdminPartnerShop } from '@/lib/shared/admin-content/views';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export default function AdminPartnersPage({ initial }: StaffPageProps<AdminPartnerShop[]>) {
  const { t } = useTranslation(['adminContent', 'errors']);
  const { data, error } = useAdminPartnerShops(initial);
  return (
    <StaffShell active="partners" title={t('partners.title')}>
      {data ? (
        <PartnerShopManager shops={data} />
      ) : error ? (
        <Alert severity="error">{t(errorMessageKey(error, CONTENT_ERROR_KEYS))}</Alert>
      ) : (
        <LoadingCard ns="adminContent" rows={4} />
      )}
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<AdminPartnerShop[]>> = (ctx) =>
  staffPageProps(ctx, ['adminContent', 'partner', 'errors'], listAdminPartnerShops, ADMIN_ROLES);
