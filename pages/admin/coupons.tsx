// Coupons in the back office (docs/product/payments.md#coupons, docs/decisions/0039-coupons.md), ADMIN only: every
// coupon with its uses, added, edited, switched off or on.
import type { GetServerSideProps } from 'next';
import Alert from '@mui/material/Alert';
import { LoadingCard } from '@/components/account/LoadingCard';
import { CouponManager } from '@/components/staff/coupons/CouponManager';
import { StaffShell } from '@/components/staff/StaffShell';
import { useAdminCoupons } from '@/hooks/useAdminCoupons';
import { useTranslation } from '@/hooks/useTranslation';
import { couponErrorKey } from '@/lib/client/coupon-error';
import { listCoupons } from '@/lib/server/coupons/list-coupons';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import type { AdminCoupon } from '@/lib/shared/coupons/views';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export default function AdminCouponsPage({ initial }: StaffPageProps<AdminCoupon[]>) {
  const { t } = useTranslation(['coupons', 'errors']);
  const { data, error } = useAdminCoupons(initial);
  return (
    <StaffShell active="coupons" title={t('admin.title')}>
      {data ? (
        <CouponManager coupons={data} />
      ) : error ? (
        <Alert severity="error">{t(couponErrorKey(error))}</Alert>
      ) : (
        <LoadingCard ns="adminContent" rows={4} />
      )}
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<AdminCoupon[]>> = (ctx) =>
  staffPageProps(ctx, ['coupons', 'adminContent', 'errors'], listCoupons, ADMIN_ROLES);
